-- Several server instances on one database (docs/SCALING.md): a queued or running run belongs to the
-- instance that holds it (executor) while that instance keeps renewing its lease. Another instance
-- starting up, or sweeping, interrupts only runs whose lease ran out (their instance died), never a
-- run a live instance is executing. Times are the database's clock, shared by every instance.
ALTER TABLE bot_runs ADD COLUMN executor TEXT;
ALTER TABLE bot_runs ADD COLUMN lease_until TIMESTAMPTZ;
