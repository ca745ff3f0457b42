-- What lets a person through the lock-out by name that others can put on it: addresses that logged
-- the account in before, and trusted-device cookies issued at a successful log-in. Both hold only
-- SHA-256 hashes (of the client address, of the cookie's random secret), and go with the account.
CREATE TABLE login_known_addresses (
    account_id     BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    address_hash   TEXT NOT NULL,
    last_login_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (account_id, address_hash)
);

CREATE TABLE login_trusted_devices (
    token_hash     TEXT PRIMARY KEY,
    account_id     BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at     TIMESTAMPTZ NOT NULL,
    expires_at     TIMESTAMPTZ NOT NULL
);
CREATE INDEX login_trusted_devices_account ON login_trusted_devices (account_id, created_at);
