-- Accounts for an event (docs/CONTESTS.md, "Accounts for an event").

-- Invitation codes: an organizer lets up to max_uses people sign up and register for a contest at
-- once, past the per-address sign-up limit. Only the code's hash is kept (it is shown once); its
-- first characters (hint) let the organizer tell codes apart.
CREATE TABLE contest_invitations (
    id         BIGSERIAL PRIMARY KEY,
    contest_id BIGINT      NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    code_hash  TEXT        NOT NULL UNIQUE,
    code_hint  TEXT        NOT NULL,
    label      TEXT,
    max_uses   INT         NOT NULL CHECK (max_uses > 0),
    uses       INT         NOT NULL DEFAULT 0 CHECK (uses >= 0 AND uses <= max_uses),
    expires_at TIMESTAMPTZ NOT NULL,
    created_by BIGINT      NOT NULL REFERENCES accounts (id),
    created_at TIMESTAMPTZ NOT NULL,
    revoked_at TIMESTAMPTZ
);
CREATE INDEX contest_invitations_contest ON contest_invitations (contest_id);

-- Participants imported from an organizer's CSV, with the columns kept for later (teams come later).
CREATE TABLE contest_imported_participants (
    contest_id   BIGINT      NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    account_id   BIGINT      NOT NULL REFERENCES accounts (id),
    line         INT         NOT NULL,
    display_name TEXT,
    team         TEXT,
    email        TEXT,
    imported_by  BIGINT      NOT NULL REFERENCES accounts (id),
    imported_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (contest_id, account_id)
);
