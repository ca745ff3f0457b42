-- The ordinary leaderboards, kept incrementally: one row per participant (a person, or a bot = an
-- account's API token or bot-run configuration) and instance, holding that participant's best
-- submission. SubmissionService upserts it in the transaction that stores the submission, so a
-- submission and a board read no longer scan every submission of the instance. Contest submissions
-- are never here (their scoreboards cut at the freeze and read the submissions themselves).
--
-- The board order is score DESC, then originals before copies (is_copy, V7 and docs/RECORDS.md),
-- then received_at, submission_id; LeaderboardOrder holds it in one place. A column that changes the
-- order goes into that class and into leaderboard_bests_rank.
CREATE TABLE leaderboard_bests (
    game          TEXT        NOT NULL,
    instance_id   TEXT        NOT NULL,
    account_id    BIGINT      NOT NULL REFERENCES accounts (id),
    bot_key       TEXT        NOT NULL,  -- coalesce(bot_name, ''): a key column cannot be null
    bot_name      TEXT,
    submission_id BIGINT      NOT NULL REFERENCES submissions (id),
    score         INTEGER     NOT NULL,
    is_copy       BOOLEAN     NOT NULL DEFAULT false,  -- a copy of a record or of someone's earlier line (bulk loads: originals)
    move_count    INTEGER     NOT NULL,
    received_at   TIMESTAMPTZ NOT NULL,
    bot_run_id    BIGINT,
    PRIMARY KEY (game, instance_id, account_id, bot_key)
);
-- Pages of a board and the rank of an entry (how many entries are ahead of it) are range scans.
CREATE INDEX leaderboard_bests_rank ON leaderboard_bests (game, instance_id, score DESC, is_copy, received_at, submission_id);

INSERT INTO leaderboard_bests (game, instance_id, account_id, bot_key, bot_name, submission_id, score, is_copy,
                               move_count, received_at, bot_run_id)
SELECT DISTINCT ON (s.game, s.instance_id, s.account_id, coalesce(s.bot_name, ''))
       s.game, s.instance_id, s.account_id, coalesce(s.bot_name, ''), s.bot_name, s.id, s.score, s.is_copy, s.move_count,
       s.received_at, s.bot_run_id
  FROM submissions s
 WHERE s.contest_id IS NULL
 ORDER BY s.game, s.instance_id, s.account_id, coalesce(s.bot_name, ''), s.score DESC, s.is_copy, s.received_at, s.id;

-- How many participants each board has, so that a board read does not count its rows: one row per
-- board, kept by a trigger on every row entering or leaving leaderboard_bests (an upsert that only
-- updates a participant's best fires nothing). Only a board's new participants wait on its counter
-- row, each after its own entry, so no two transactions wait on each other in a circle.
CREATE TABLE leaderboard_sizes (
    game         TEXT   NOT NULL,
    instance_id  TEXT   NOT NULL,
    participants BIGINT NOT NULL,
    PRIMARY KEY (game, instance_id)
);
CREATE FUNCTION leaderboard_sizes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO leaderboard_sizes AS z (game, instance_id, participants) VALUES (NEW.game, NEW.instance_id, 1)
        ON CONFLICT (game, instance_id) DO UPDATE SET participants = z.participants + 1;
    ELSE
        UPDATE leaderboard_sizes SET participants = participants - 1
         WHERE game = OLD.game AND instance_id = OLD.instance_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER leaderboard_bests_count AFTER INSERT OR DELETE ON leaderboard_bests
    FOR EACH ROW EXECUTE FUNCTION leaderboard_sizes_count();
INSERT INTO leaderboard_sizes (game, instance_id, participants)
SELECT game, instance_id, count(*) FROM leaderboard_bests GROUP BY game, instance_id;

-- Every submission maintained two indexes for the former board query; now only the list of an
-- instance's submissions (oldest first) and its count read submissions by instance.
DROP INDEX submissions_board;
DROP INDEX submissions_participant;
CREATE INDEX submissions_instance ON submissions (game, instance_id, id) WHERE contest_id IS NULL;
