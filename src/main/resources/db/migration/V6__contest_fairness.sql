-- Bot runs a participant started on an instance of a contest they take part in (docs/CONTESTS.md,
-- "Nothing to copy"): private to their owner (and the contest's staff) until the contest is public,
-- their leaderboard entry held back until then. Reference bots are sealed by contest_yardsticks.
CREATE TABLE contest_bot_runs (
    bot_run_id BIGINT NOT NULL REFERENCES bot_runs (id) ON DELETE CASCADE,
    contest_id BIGINT NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    PRIMARY KEY (bot_run_id, contest_id)
);
CREATE INDEX contest_bot_runs_contest ON contest_bot_runs (contest_id);
CREATE INDEX contest_yardsticks_run ON contest_yardsticks (bot_run_id);

-- Finished runs whose leaderboard entry waits for their contest: found by the release job.
CREATE INDEX bot_runs_entry_pending ON bot_runs (id) WHERE state = 'finished' AND submission_id IS NULL;
