-- Arena matches (docs/ARENA.md): "my bot against X" until a verdict. Colour-paired games between two
-- players of one game and pool, a sequential probability ratio test (SPRT) after every pair, stopping
-- by itself at H1, H0 or the game cap. Its games are ordinary arena games (stored, replayed by the
-- rules, rated on the ladder) that also name their match.
CREATE TABLE arena_matches (
    id               BIGSERIAL PRIMARY KEY,
    game             TEXT             NOT NULL,
    pool             TEXT             NOT NULL,
    first_player_id  BIGINT           NOT NULL REFERENCES arena_players (id),
    second_player_id BIGINT           NOT NULL REFERENCES arena_players (id),
    elo0             DOUBLE PRECISION NOT NULL,
    elo1             DOUBLE PRECISION NOT NULL,
    alpha            DOUBLE PRECISION NOT NULL CHECK (alpha > 0 AND alpha < 0.5),
    beta             DOUBLE PRECISION NOT NULL CHECK (beta > 0 AND beta < 0.5),
    max_games        INTEGER          NOT NULL CHECK (max_games >= 2),
    -- Fixes every pair's opening and both players' seeds: pair i plays from seed (seed, i).
    seed             BIGINT           NOT NULL,
    state            TEXT             NOT NULL CHECK (state IN ('running', 'H1', 'H0', 'inconclusive', 'cancelled')),
    started_by       BIGINT           NOT NULL REFERENCES accounts (id),
    created_at       TIMESTAMPTZ      NOT NULL,
    finished_at      TIMESTAMPTZ,
    CHECK (elo0 < elo1),
    CHECK (first_player_id <> second_player_id),
    CHECK ((state = 'running') = (finished_at IS NULL))
);

CREATE INDEX arena_matches_running ON arena_matches (id) WHERE state = 'running';
CREATE INDEX arena_matches_by_game ON arena_matches (game, id);

-- Each pair as it was counted: its two games (the first player with colour 0, then with colour 1),
-- the first player's score in each, and the test's state after the pair, so the match page draws the
-- log-likelihood ratio and the Elo estimate over the games played.
CREATE TABLE arena_match_pairs (
    match_id       BIGINT           NOT NULL REFERENCES arena_matches (id),
    pair_index     INTEGER          NOT NULL CHECK (pair_index >= 0),
    first_game_id  BIGINT           NOT NULL REFERENCES arena_games (id),
    second_game_id BIGINT           NOT NULL REFERENCES arena_games (id),
    first_score    DOUBLE PRECISION NOT NULL CHECK (first_score IN (0, 0.5, 1)),
    second_score   DOUBLE PRECISION NOT NULL CHECK (second_score IN (0, 0.5, 1)),
    llr            DOUBLE PRECISION NOT NULL,
    elo            DOUBLE PRECISION NOT NULL,
    elo_low        DOUBLE PRECISION NOT NULL,
    elo_high       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, pair_index)
);
