-- Contests (docs/CONTESTS.md): their instances, participants, reference bots, and submissions.
CREATE TABLE contests (
    id                   BIGSERIAL PRIMARY KEY,
    organizer_id         BIGINT      NOT NULL REFERENCES accounts (id),
    title                TEXT        NOT NULL,
    description          TEXT        NOT NULL,
    starts_at            TIMESTAMPTZ NOT NULL,
    ends_at              TIMESTAMPTZ NOT NULL,
    freezes_at           TIMESTAMPTZ,
    unfrozen_at          TIMESTAMPTZ,
    bots_allowed         BOOLEAN     NOT NULL,
    rate_limit_count     INTEGER     NOT NULL CHECK (rate_limit_count > 0),
    rate_limit_seconds   INTEGER     NOT NULL CHECK (rate_limit_seconds > 0),
    scoring              TEXT        NOT NULL CHECK (scoring IN ('sum', 'relative', 'rank')),
    created_at           TIMESTAMPTZ NOT NULL,
    updated_at           TIMESTAMPTZ NOT NULL,
    CHECK (ends_at > starts_at),
    CHECK (freezes_at IS NULL OR (freezes_at > starts_at AND freezes_at < ends_at))
);
CREATE INDEX contests_starts ON contests (starts_at DESC, id DESC);
CREATE INDEX contests_organizer ON contests (organizer_id);

-- The instances of a contest in their order (A, B, C, ...): ids of the rules core, canonical.
CREATE TABLE contest_instances (
    contest_id  BIGINT  NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL CHECK (position >= 0),
    game        TEXT    NOT NULL,
    instance_id TEXT    NOT NULL,
    PRIMARY KEY (contest_id, position),
    UNIQUE (contest_id, game, instance_id)
);

-- A participant of a contest is a person (bot_name null) or a bot (an API token's name), as on
-- the leaderboards. The row is also what a submission locks to take its rate-limit slot.
CREATE TABLE contest_registrations (
    id            BIGSERIAL PRIMARY KEY,
    contest_id    BIGINT      NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    account_id    BIGINT      NOT NULL REFERENCES accounts (id),
    bot_name      TEXT,
    registered_at TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX contest_registrations_participant
    ON contest_registrations (contest_id, account_id, (coalesce(bot_name, '')));

-- Reference bots entered by the organizer: server bot runs shown on the scoreboard, unranked.
CREATE TABLE contest_yardsticks (
    contest_id BIGINT NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    bot_run_id BIGINT NOT NULL REFERENCES bot_runs (id),
    PRIMARY KEY (contest_id, bot_run_id)
);

-- A contest submission is an ordinary verified submission tied to its contest. It is kept off the
-- ordinary leaderboards and lists (a frozen scoreboard must not leak through them).
ALTER TABLE submissions ADD COLUMN contest_id BIGINT REFERENCES contests (id);
CREATE INDEX submissions_contest ON submissions (contest_id, account_id, bot_name, received_at)
    WHERE contest_id IS NOT NULL;
