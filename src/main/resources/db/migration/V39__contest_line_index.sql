-- A contest board marks a best that copies an earlier line of the same contest (docs/RECORDS.md,
-- "Copies"): one probe per shown best for the earliest earlier submission of its line. The line
-- index (V7) holds public submissions only, so each probe read every submission of the contest:
-- a refresh of a 500-participant board cost 1,500 probes times the contest's submissions, 1.3 s
-- per refresh at 5,000 (docs/BENCHMARKS.md, "A contest day"). With this index a probe reads the
-- line's few submissions, in the order the probe takes the first of.
CREATE INDEX submissions_contest_line ON submissions (contest_id, game, instance_id, line_hash, received_at, id)
    WHERE contest_id IS NOT NULL;
