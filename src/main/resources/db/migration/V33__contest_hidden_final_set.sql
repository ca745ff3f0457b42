-- The hidden final set of a contest (docs/CONTESTS.md, "The hidden final set"): instances whose
-- scores only staff see until the end, the final ranking's choice, and the secret seed the
-- hidden generated instances derive from (published after the end).
ALTER TABLE contest_instances ADD COLUMN hidden BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE contests ADD COLUMN final_ranking TEXT CHECK (final_ranking IN ('private', 'both'));
ALTER TABLE contests ADD COLUMN hidden_seed BIGINT CHECK (hidden_seed >= 0);
ALTER TABLE contests ADD CONSTRAINT contests_hidden_part CHECK ((final_ranking IS NULL) = (hidden_seed IS NULL));
