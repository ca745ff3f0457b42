-- Bot runs executed by the server: their configuration (what a restart repeats), their state, and
-- the best sequence found so far, saved while they run so that a crash loses nothing.
CREATE TABLE bot_runs (
    id             BIGSERIAL PRIMARY KEY,
    account_id     BIGINT      NOT NULL REFERENCES accounts (id),
    name           TEXT        NOT NULL,  -- the configuration in words: the leaderboard's bot name
    game           TEXT        NOT NULL,
    instance_id    TEXT        NOT NULL,
    algorithm      TEXT        NOT NULL,
    level          INTEGER     NOT NULL,
    beam_sizes     TEXT,                  -- "8,4,2", or null when not a beam search with given sizes
    policy         TEXT,                  -- null: the game's usual playout policy
    memorize       BOOLEAN     NOT NULL,
    iterations     INTEGER     NOT NULL,
    threads        INTEGER     NOT NULL,
    seconds        DOUBLE PRECISION,      -- the budget as asked; at least one of the two is set
    playouts       BIGINT,
    seed           BIGINT      NOT NULL,
    state          TEXT        NOT NULL
        CHECK (state IN ('queued', 'running', 'finished', 'cancelled', 'failed', 'interrupted')),
    origin         TEXT        CHECK (origin IN ('restart', 'resume')),
    origin_run_id  BIGINT      REFERENCES bot_runs (id),
    created_at     TIMESTAMPTZ NOT NULL,
    started_at     TIMESTAMPTZ,
    ended_at       TIMESTAMPTZ,
    best_score     INTEGER,
    best_moves     TEXT,                  -- canonical move texts, one per line, as in submissions
    best_points    TEXT,                  -- the score-vs-time chart: JSON [[elapsedMs, score], ...]
    best_saved_at  TIMESTAMPTZ,
    playouts_done  BIGINT      NOT NULL DEFAULT 0,
    elapsed_ms     BIGINT      NOT NULL DEFAULT 0,
    stop_reason    TEXT,
    error          TEXT,
    submission_id  BIGINT      REFERENCES submissions (id),
    CHECK (seconds IS NOT NULL OR playouts IS NOT NULL),
    CHECK ((origin IS NULL) = (origin_run_id IS NULL))
);
CREATE INDEX bot_runs_account_state ON bot_runs (account_id, state);
CREATE INDEX bot_runs_state ON bot_runs (state);

-- A finished run's result is a normal submission of its owner, linked back to the run; one at most.
ALTER TABLE submissions ADD COLUMN bot_run_id BIGINT REFERENCES bot_runs (id);
CREATE UNIQUE INDEX submissions_bot_run ON submissions (bot_run_id) WHERE bot_run_id IS NOT NULL;
