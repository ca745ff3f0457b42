-- Accounts of people (and of bot authors: a bot is an API token of an account).
CREATE TABLE accounts (
    id            BIGSERIAL PRIMARY KEY,
    username      TEXT        NOT NULL,
    password_hash TEXT        NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- Names are unique regardless of case, so "Alice" cannot impersonate "alice".
CREATE UNIQUE INDEX accounts_username_lower ON accounts (lower(username));

-- Login sessions of the browser; only a hash of the cookie value is stored.
CREATE TABLE login_sessions (
    id_hash    TEXT PRIMARY KEY,
    account_id BIGINT      NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX login_sessions_account ON login_sessions (account_id);

-- API tokens for bots; the token is shown once and stored only as a hash.
CREATE TABLE api_tokens (
    id           BIGSERIAL PRIMARY KEY,
    account_id   BIGINT      NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name         TEXT        NOT NULL,
    token_hash   TEXT        NOT NULL UNIQUE,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_used_at TIMESTAMPTZ,
    revoked_at   TIMESTAMPTZ
);
CREATE INDEX api_tokens_account ON api_tokens (account_id);

-- Verified submissions: the moves as replayed, and the server's own score.
CREATE TABLE submissions (
    id               BIGSERIAL PRIMARY KEY,
    account_id       BIGINT      NOT NULL REFERENCES accounts (id),
    bot_name         TEXT,          -- null for a person; the token's name for a bot
    game             TEXT        NOT NULL,
    instance_id      TEXT        NOT NULL,
    moves            TEXT        NOT NULL, -- canonical move texts, one per line
    move_count       INTEGER     NOT NULL,
    score            INTEGER     NOT NULL,
    verifier_version TEXT        NOT NULL,
    received_at      TIMESTAMPTZ NOT NULL,
    idempotency_key  TEXT,
    request_hash     TEXT        NOT NULL
);
CREATE UNIQUE INDEX submissions_idempotency ON submissions (account_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;
CREATE INDEX submissions_board ON submissions (game, instance_id, score DESC, received_at, id);
CREATE INDEX submissions_participant ON submissions (game, instance_id, account_id, bot_name);
