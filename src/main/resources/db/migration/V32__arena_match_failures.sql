-- A match whose pair cannot be played (a reference bot's spec that no longer parses, a bot that
-- throws) ends 'failed' with the reason: pairs are pure functions of their seeds, so a retry would
-- fail the same way, and a match retried for ever kept every other match waiting.
ALTER TABLE arena_matches DROP CONSTRAINT arena_matches_state_check;
ALTER TABLE arena_matches ADD CONSTRAINT arena_matches_state_check
    CHECK (state IN ('running', 'H1', 'H0', 'inconclusive', 'cancelled', 'failed'));
ALTER TABLE arena_matches ADD COLUMN failure TEXT;
ALTER TABLE arena_matches ADD CONSTRAINT arena_matches_failure_check CHECK ((state = 'failed') = (failure IS NOT NULL));
