-- Hosted runs (issue 35, docs/HOSTED_BOTS.md "Running on the platform"): a bot run whose algorithm is
-- 'hosted' runs one version of an uploaded bot in the sandbox, under a CPU-second budget. It names the
-- version it runs, keeps the sandbox's record of its last attempt (the RunRecord JSON: verdict, CPU
-- and wall time, peak memory, ...), and counts its attempts: a worker that dies takes its process
-- with it, so the run starts again from scratch, with its full budget, on another worker.
ALTER TABLE bot_runs ADD COLUMN hosted_version_id BIGINT REFERENCES hosted_bot_versions (id);
ALTER TABLE bot_runs ADD COLUMN hosted_record TEXT;
ALTER TABLE bot_runs ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0);
-- A hosted run has exactly a version and exactly a CPU budget (no wall seconds, no playouts); a
-- reference run has neither a version nor a record.
ALTER TABLE bot_runs ADD CONSTRAINT bot_runs_hosted CHECK (
    (algorithm = 'hosted') = (hosted_version_id IS NOT NULL)
    AND (hosted_version_id IS NULL OR (cpu_seconds IS NOT NULL AND seconds IS NULL AND playouts IS NULL))
    AND (hosted_record IS NULL OR hosted_version_id IS NOT NULL));
CREATE INDEX bot_runs_hosted_version ON bot_runs (hosted_version_id) WHERE hosted_version_id IS NOT NULL;

-- Per-budget boards ("the best algorithm at 30 CPU-s"): a board entry of a bot run with a CPU budget
-- carries that budget, copied from its run by a trigger whenever the entry is written, so a budget's
-- board is one range of its own index, as the board is of leaderboard_bests_rank. Contest-held entries
-- are never in leaderboard_bests until released, so the budget boards hide them exactly as the board.
ALTER TABLE leaderboard_bests ADD COLUMN cpu_seconds DOUBLE PRECISION;
CREATE FUNCTION leaderboard_bests_budget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.cpu_seconds := CASE WHEN NEW.bot_run_id IS NULL THEN NULL
                            ELSE (SELECT r.cpu_seconds FROM bot_runs r WHERE r.id = NEW.bot_run_id) END;
    RETURN NEW;
END
$$;
CREATE TRIGGER leaderboard_bests_budget BEFORE INSERT OR UPDATE ON leaderboard_bests
    FOR EACH ROW EXECUTE FUNCTION leaderboard_bests_budget();
UPDATE leaderboard_bests b SET cpu_seconds = r.cpu_seconds
  FROM bot_runs r WHERE r.id = b.bot_run_id AND r.cpu_seconds IS NOT NULL;
CREATE INDEX leaderboard_bests_budget ON leaderboard_bests
    (game, instance_id, cpu_seconds, score DESC, is_copy, received_at, submission_id)
    WHERE cpu_seconds IS NOT NULL;
