-- Arena pairs played by the broker's workers (docs/ARENA.md, "Games on the workers"): each pair to
-- play is a job, published to RabbitMQ by its id and played by whichever worker takes it. The job's
-- row is what makes its result count exactly once: the worker that stores it locks the row and marks
-- it done in the transaction that stores and rates the games, so a redelivered job (its first worker
-- was killed, or paused past the broker's heartbeat) whose pair is already stored stores nothing,
-- and one whose worker died mid-game is simply played again from its seed (games are pure functions
-- of the seed and the specs). A match's pair is one job at most, whoever publishes it.
CREATE TABLE arena_game_jobs (
    id                BIGSERIAL PRIMARY KEY,
    game              TEXT        NOT NULL,
    first_player_id   BIGINT      NOT NULL REFERENCES arena_players (id),
    second_player_id  BIGINT      NOT NULL REFERENCES arena_players (id),
    seed              BIGINT      NOT NULL,
    -- A match's pair (both null for a ladder pair).
    match_id          BIGINT REFERENCES arena_matches (id),
    pair_index        INTEGER CHECK (pair_index >= 0),
    created_at        TIMESTAMPTZ NOT NULL,
    -- When it was last put in the broker's queue: a job not done long after is published again.
    published_at      TIMESTAMPTZ NOT NULL,
    -- Workers that started playing it (more than one: a worker died or stalled mid-pair), the last one.
    attempts          INTEGER     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    started_by        TEXT,
    -- Done: its games stored and rated (their ids), or nothing to store (the match had ended or
    -- counted the pair already, or the pair could not be played: the reason).
    done_at           TIMESTAMPTZ,
    done_by           TEXT,
    first_game_id     BIGINT REFERENCES arena_games (id),
    second_game_id    BIGINT REFERENCES arena_games (id),
    failure           TEXT,
    CHECK ((match_id IS NULL) = (pair_index IS NULL)),
    CHECK (first_player_id <> second_player_id),
    CHECK ((first_game_id IS NULL) = (second_game_id IS NULL)),
    CHECK (done_at IS NOT NULL OR (first_game_id IS NULL AND failure IS NULL))
);

CREATE UNIQUE INDEX arena_game_jobs_match_pair ON arena_game_jobs (match_id, pair_index) WHERE match_id IS NOT NULL;
CREATE UNIQUE INDEX arena_game_jobs_first_game ON arena_game_jobs (first_game_id) WHERE first_game_id IS NOT NULL;
CREATE INDEX arena_game_jobs_pending ON arena_game_jobs (published_at) WHERE done_at IS NULL;
