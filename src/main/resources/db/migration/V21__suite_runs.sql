-- Suite runs (docs/BOTS.md, "Suites"): one bot configuration run on every item of a suite (a fixed
-- list of game, instance and CPU budget defined in code, SuiteCatalog), one bot run per item. The
-- items wait here until their owner has a free run slot, so a suite run survives a restart: any
-- instance picks up its pending items again. The configuration is stored as the bot-run request's
-- JSON fields (its seed included, drawn when none was given), so each item runs exactly it.
CREATE TABLE suite_runs (
    id              BIGSERIAL PRIMARY KEY,
    suite_id        TEXT        NOT NULL,
    account_id      BIGINT      NOT NULL REFERENCES accounts (id),
    -- Who started it, to start its later items as the same caller (a person, or a bot's API token).
    caller_kind     TEXT        NOT NULL CHECK (caller_kind IN ('person', 'bot')),
    caller_bot_name TEXT,
    caller_token_id BIGINT,
    configuration   TEXT        NOT NULL,
    seed            BIGINT      NOT NULL,
    -- The configuration's name without its budget (and, as every bot run's name, without the seed):
    -- the comparison's row.
    bot             TEXT        NOT NULL,
    hosted          BOOLEAN     NOT NULL,
    state           TEXT        NOT NULL CHECK (state IN ('running', 'finished', 'failed')),
    total           BIGINT,
    created_at      TIMESTAMPTZ NOT NULL,
    ended_at        TIMESTAMPTZ,
    CHECK ((state = 'finished') = (total IS NOT NULL))
);

CREATE INDEX suite_runs_running ON suite_runs (id) WHERE state = 'running';
CREATE INDEX suite_runs_by_suite ON suite_runs (suite_id, state);

CREATE TABLE suite_run_items (
    id            BIGSERIAL PRIMARY KEY,
    suite_run_id  BIGINT           NOT NULL REFERENCES suite_runs (id),
    position      INTEGER          NOT NULL CHECK (position >= 0),
    game          TEXT             NOT NULL,
    instance_id   TEXT             NOT NULL,
    cpu_seconds   DOUBLE PRECISION NOT NULL,
    -- Null while the item waits for a run slot; a run interrupted by a server stop is let go (null
    -- again) and started anew, at most a few times (attempts).
    bot_run_id    BIGINT REFERENCES bot_runs (id),
    attempts      INTEGER          NOT NULL DEFAULT 0,
    -- Why the bot-run service would not start the item (a contest holds its instance, say): the
    -- suite run then fails.
    refusal       TEXT,
    UNIQUE (suite_run_id, position)
);

CREATE UNIQUE INDEX suite_run_items_by_bot_run ON suite_run_items (bot_run_id);
