-- The records registry: the best known results per board (game + instance), with who holds them,
-- when, where they were published, and the line itself so anyone can replay it. Seeded at start-up
-- from the server's resources (records/seeds.json) and added by admins (audited). Every record is
-- replayed by the rules at start-up: one that does not verify is kept with the reason but never shown.
CREATE TABLE records (
    id               BIGSERIAL PRIMARY KEY,
    game             TEXT        NOT NULL,
    instance_id      TEXT        NOT NULL,
    score            INTEGER     NOT NULL,
    move_count       INTEGER     NOT NULL,
    moves            TEXT        NOT NULL, -- canonical move texts, one per line, as submissions store them
    line_hash        TEXT        NOT NULL, -- LineKey: what a copy is compared by
    holder           TEXT        NOT NULL,
    achieved         TEXT,                 -- when: "2010-08", "1976", an ISO date; null when unknown
    source           TEXT        NOT NULL, -- where it was published (a citation or a URL)
    seed_key         TEXT UNIQUE,          -- the seed it came from; null for a record an admin added
    added_by         BIGINT      REFERENCES accounts (id),
    added_at         TIMESTAMPTZ NOT NULL,
    verified         BOOLEAN     NOT NULL, -- replayed by the rules at the last start-up (or when added)
    refusal          TEXT,                 -- why it did not verify
    verifier_version TEXT        NOT NULL
);
-- One record per line and board; reading a board's records is an index range.
CREATE UNIQUE INDEX records_line ON records (game, instance_id, line_hash);
CREATE INDEX records_board ON records (game, instance_id, score DESC, id) WHERE verified;

-- Copies: a submission whose line equals a record or an earlier submission of the same board (by
-- someone else) points at that original. Copies are still verified and stored; they rank after the
-- originals of the same score (docs/RECORDS.md).
ALTER TABLE submissions ADD COLUMN line_hash TEXT;
ALTER TABLE submissions ADD COLUMN copy_of_record BIGINT REFERENCES records (id);
ALTER TABLE submissions ADD COLUMN copy_of_submission BIGINT REFERENCES submissions (id);
ALTER TABLE submissions ADD COLUMN is_copy BOOLEAN NOT NULL
    GENERATED ALWAYS AS (copy_of_record IS NOT NULL OR copy_of_submission IS NOT NULL) STORED;
-- The earliest submission of a line on a board is one index probe: detection stays O(log n).
CREATE INDEX submissions_line ON submissions (game, instance_id, line_hash, id) WHERE contest_id IS NULL;

-- The submissions stored before this migration get their line hashes (the same function as
-- LineKey: SHA-256 of the moves joined by newlines, sorted first where the order of the moves does
-- not change the final position). They are not marked as copies after the fact.
UPDATE submissions SET line_hash = encode(sha256(convert_to(
    CASE WHEN game LIKE 'morpion-%' OR game = 'sudoku16'
         THEN (SELECT coalesce(string_agg(m, E'\n' ORDER BY m COLLATE "C"), '')
                 FROM unnest(string_to_array(moves, E'\n')) AS m)
         ELSE moves END, 'UTF8')), 'hex');
