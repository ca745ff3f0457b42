-- Bot runs executed by workers from a durable queue (docs/SCALING.md). Each claim of a run bumps its
-- epoch; every write of the claimant names the epoch it holds, so a worker that was paused past its
-- lease and comes back cannot overwrite its successor. budget_seconds is the run's deadline as
-- admitted (the caller's limits applied), so any worker continues it with the same budget.
ALTER TABLE bot_runs ADD COLUMN epoch INT NOT NULL DEFAULT 0;
ALTER TABLE bot_runs ADD COLUMN budget_seconds DOUBLE PRECISION;
