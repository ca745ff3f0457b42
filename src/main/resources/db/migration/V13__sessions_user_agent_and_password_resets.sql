-- What browser a session was opened in, so its owner can tell their sessions apart (account page).
ALTER TABLE login_sessions ADD COLUMN user_agent TEXT;

-- Password reset links issued by an admin (no email server): single use, expiring, only a hash of
-- the link's secret is stored. Issuing a new link for an account replaces its unused ones.
CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    account_id BIGINT      NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    issued_by  BIGINT      REFERENCES accounts (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at    TIMESTAMPTZ
);
CREATE INDEX password_resets_account ON password_resets (account_id);
