-- Bot runs budgeted in CPU time (issue 18): cpu_seconds is the budget as asked, seconds of CPU time
-- summed over the searching threads, so figures compare on a busy server; cpu_ms is the CPU time
-- spent so far, saved with elapsed_ms, so a continuing worker gets what is left. Both stay null for
-- runs budgeted in wall seconds or playouts. Such a run ends at its caller's max wall seconds too
-- (budget_seconds), since it holds a pool slot in wall time.
ALTER TABLE bot_runs ADD COLUMN cpu_seconds DOUBLE PRECISION;
ALTER TABLE bot_runs ADD COLUMN cpu_ms BIGINT;

-- A budget is wall seconds, CPU seconds or playouts, and never both kinds of seconds. The old check
-- (seconds or playouts) is V2's only unnamed check over those columns.
ALTER TABLE bot_runs DROP CONSTRAINT bot_runs_check;
ALTER TABLE bot_runs ADD CONSTRAINT bot_runs_budget CHECK (
    (seconds IS NOT NULL OR cpu_seconds IS NOT NULL OR playouts IS NOT NULL)
    AND (seconds IS NULL OR cpu_seconds IS NULL));
