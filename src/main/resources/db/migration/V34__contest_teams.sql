-- Team contests (docs/CONTESTS.md, "Teams"): a contest is individual (every participant is one
-- scoreboard entry) or team-based (a team of up to max_team_size accepted members is one entry).
ALTER TABLE contests
    ADD COLUMN entries       TEXT NOT NULL DEFAULT 'individual' CHECK (entries IN ('individual', 'team')),
    ADD COLUMN max_team_size INT CHECK (max_team_size BETWEEN 2 AND 50),
    ADD CONSTRAINT contests_team_size CHECK ((entries = 'team') = (max_team_size IS NOT NULL));

CREATE TABLE contest_teams (
    id         BIGSERIAL PRIMARY KEY,
    contest_id BIGINT      NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    name       TEXT        NOT NULL,
    created_by BIGINT      NOT NULL REFERENCES accounts (id),
    created_at TIMESTAMPTZ NOT NULL
);
-- Two teams of one contest never read the same on the board.
CREATE UNIQUE INDEX contest_teams_name ON contest_teams (contest_id, lower(name));

-- A member is 'invited' until they accept ('accepted'); declining or leaving deletes the row.
CREATE TABLE contest_team_members (
    team_id     BIGINT      NOT NULL REFERENCES contest_teams (id) ON DELETE CASCADE,
    contest_id  BIGINT      NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    account_id  BIGINT      NOT NULL REFERENCES accounts (id),
    status      TEXT        NOT NULL CHECK (status IN ('invited', 'accepted')),
    invited_by  BIGINT      REFERENCES accounts (id),
    invited_at  TIMESTAMPTZ NOT NULL,
    accepted_at TIMESTAMPTZ,
    PRIMARY KEY (team_id, account_id),
    CHECK ((status = 'accepted') = (accepted_at IS NOT NULL))
);
-- One team per person per contest, enforced by the database as well as by the service.
CREATE UNIQUE INDEX contest_team_members_one_team
    ON contest_team_members (contest_id, account_id) WHERE status = 'accepted';
CREATE INDEX contest_team_members_account ON contest_team_members (account_id, contest_id);
