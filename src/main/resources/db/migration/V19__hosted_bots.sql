-- Hosted bots (docs/HOSTED_BOTS.md): a bot belongs to one account and has a name unique to it; every
-- upload is a new immutable version (its bytes, their SHA-256, the runtime and the entry command),
-- numbered 1, 2, ... per bot. A retired version can no longer be run; its runs and leaderboard
-- entries stay. The bytes live here, in the system of record, so that any worker can run any version.
CREATE TABLE hosted_bots (
    id           BIGSERIAL PRIMARY KEY,
    account_id   BIGINT      NOT NULL REFERENCES accounts (id),
    name         TEXT        NOT NULL,
    description  TEXT        NOT NULL DEFAULT '',
    created_at   TIMESTAMPTZ NOT NULL,
    UNIQUE (account_id, name)
);

CREATE TABLE hosted_bot_versions (
    id           BIGSERIAL PRIMARY KEY,
    bot_id       BIGINT      NOT NULL REFERENCES hosted_bots (id),
    number       INTEGER     NOT NULL CHECK (number >= 1),
    runtime      TEXT        NOT NULL CHECK (runtime IN ('python', 'node', 'java')),
    -- 'file': content is the bot's one file, named file_name; 'zip': a zip archive of its directory.
    kind         TEXT        NOT NULL CHECK (kind IN ('file', 'zip')),
    file_name    TEXT        NOT NULL,
    -- The command run in /scratch by /bin/sh -c; null: the runtime's way of running the single file.
    entry        TEXT,
    content      BYTEA       NOT NULL,
    size_bytes   INTEGER     NOT NULL,
    sha256       TEXT        NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    retired_at   TIMESTAMPTZ,
    UNIQUE (bot_id, number),
    CHECK (kind = 'file' OR entry IS NOT NULL)
);
