-- A suite run may be cancelled by its owner (or an admin): its queued and running items are cancelled
-- with it and its waiting items never start (docs/BOTS.md, "Suites"). Owners list their runs.
ALTER TABLE suite_runs DROP CONSTRAINT suite_runs_state_check;
ALTER TABLE suite_runs ADD CONSTRAINT suite_runs_state_check
    CHECK (state IN ('running', 'finished', 'failed', 'cancelled'));

CREATE INDEX suite_runs_by_account ON suite_runs (account_id, id);
