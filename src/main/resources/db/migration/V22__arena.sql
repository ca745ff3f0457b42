-- The arena (docs/ARENA.md): rated two-player bots. A player is one rated entity of one game and
-- pool: a reference bot (a player spec such as uct:sims=2000, a fixed anchor), and later a hosted bot
-- version or a remote bot. Pools keep ratings apart whose compute is not comparable: 'server' for
-- the bots the server runs (reference and hosted), 'remote' for bots on their owners' machines.
CREATE TABLE arena_players (
    id          BIGSERIAL PRIMARY KEY,
    game        TEXT             NOT NULL,
    kind        TEXT             NOT NULL CHECK (kind IN ('reference', 'hosted', 'remote')),
    pool        TEXT             NOT NULL CHECK (pool IN ('server', 'remote')),
    -- What plays: a reference bot's player spec, in its canonical text; later a hosted version's id.
    spec        TEXT             NOT NULL,
    label       TEXT             NOT NULL,
    -- Glicko-2 on the Glicko scale, after the player's last counted game (each game is one period).
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL CHECK (deviation > 0),
    volatility  DOUBLE PRECISION NOT NULL CHECK (volatility > 0),
    games       INTEGER          NOT NULL DEFAULT 0,
    wins        INTEGER          NOT NULL DEFAULT 0,
    draws       INTEGER          NOT NULL DEFAULT 0,
    losses      INTEGER          NOT NULL DEFAULT 0,
    created_at  TIMESTAMPTZ      NOT NULL,
    CHECK (games = wins + draws + losses),
    UNIQUE (game, pool, kind, spec)
);

CREATE INDEX arena_players_ladder ON arena_players (game, pool, rating DESC);

-- A game as played: who played which colour (colour 0 moves first from the start position) with
-- which spec and budget, the seed that fixes the opening and both players' seeds, the opening's
-- moves (drawn from the seed, played by nobody) and the result. A game the rules refuse on replay
-- is kept with the reason and counts nothing (status 'rejected', no result, no rating change).
CREATE TABLE arena_games (
    id               BIGSERIAL PRIMARY KEY,
    game             TEXT        NOT NULL,
    pool             TEXT        NOT NULL,
    first_player_id  BIGINT      NOT NULL REFERENCES arena_players (id),
    second_player_id BIGINT      NOT NULL REFERENCES arena_players (id),
    first_spec       TEXT        NOT NULL,
    second_spec      TEXT        NOT NULL,
    first_budget     TEXT        NOT NULL,
    second_budget    TEXT        NOT NULL,
    seed             BIGINT      NOT NULL,
    opening_plies    INTEGER     NOT NULL CHECK (opening_plies >= 0),
    -- The opening's move texts, separated by single spaces ('' for none).
    opening          TEXT        NOT NULL,
    status           TEXT        NOT NULL CHECK (status IN ('counted', 'rejected')),
    result           TEXT CHECK (result IN ('first', 'second', 'draw')),
    rejection        TEXT,
    created_at       TIMESTAMPTZ NOT NULL,
    CHECK ((status = 'counted') = (result IS NOT NULL)),
    CHECK ((status = 'rejected') = (rejection IS NOT NULL)),
    CHECK (first_player_id <> second_player_id)
);

CREATE INDEX arena_games_by_first ON arena_games (first_player_id, id);
CREATE INDEX arena_games_by_second ON arena_games (second_player_id, id);
CREATE INDEX arena_games_by_game ON arena_games (game, id);

-- Every move after the opening, by whom, with what deciding it cost: CPU milliseconds of the
-- deciding thread and wall milliseconds (the per-move time statistics of a player's page).
CREATE TABLE arena_moves (
    game_id    BIGINT           NOT NULL REFERENCES arena_games (id),
    ply        INTEGER          NOT NULL CHECK (ply >= 0),
    player_id  BIGINT           NOT NULL REFERENCES arena_players (id),
    move       TEXT             NOT NULL,
    cpu_ms     DOUBLE PRECISION NOT NULL,
    wall_ms    DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE INDEX arena_moves_by_player ON arena_moves (player_id);

-- What each counted game did to each side's rating (one Glicko-2 period per game): before and after,
-- the opponent's rating the update used, and the expected score, so a page can explain the change.
CREATE TABLE arena_rating_changes (
    game_id             BIGINT           NOT NULL REFERENCES arena_games (id),
    player_id           BIGINT           NOT NULL REFERENCES arena_players (id),
    opponent_id         BIGINT           NOT NULL REFERENCES arena_players (id),
    score               DOUBLE PRECISION NOT NULL CHECK (score IN (0, 0.5, 1)),
    expected            DOUBLE PRECISION NOT NULL,
    rating_before       DOUBLE PRECISION NOT NULL,
    deviation_before    DOUBLE PRECISION NOT NULL,
    volatility_before   DOUBLE PRECISION NOT NULL,
    opponent_rating     DOUBLE PRECISION NOT NULL,
    opponent_deviation  DOUBLE PRECISION NOT NULL,
    rating_after        DOUBLE PRECISION NOT NULL,
    deviation_after     DOUBLE PRECISION NOT NULL,
    volatility_after    DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, player_id)
);

CREATE INDEX arena_rating_changes_by_player ON arena_rating_changes (player_id, game_id);
