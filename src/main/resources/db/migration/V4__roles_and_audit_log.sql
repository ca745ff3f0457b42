-- Roles beyond the implicit "participant" that every account has. A row is a grant.
CREATE TABLE account_roles (
    account_id BIGINT      NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    role       TEXT        NOT NULL CHECK (role IN ('admin', 'organizer')),
    granted_at TIMESTAMPTZ NOT NULL,
    granted_by BIGINT      REFERENCES accounts (id), -- null: the server itself (the first admin)
    PRIMARY KEY (account_id, role)
);
CREATE INDEX account_roles_role ON account_roles (role);

-- What organizers and admins did: written in the same transaction as the action itself, so there
-- is no action without its row. The actor's name is copied: the row stays readable as it was.
CREATE TABLE audit_log (
    id         BIGSERIAL PRIMARY KEY,
    at         TIMESTAMPTZ NOT NULL,
    actor_id   BIGINT      REFERENCES accounts (id), -- null: the server itself
    actor      TEXT        NOT NULL,
    action     TEXT        NOT NULL,
    target     TEXT,
    details    TEXT        NOT NULL DEFAULT '{}'     -- a JSON object
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id);
CREATE INDEX audit_log_action ON audit_log (action);
