-- Profiles read a participant's entries on every board and their latest submissions: without these
-- both would scan whole tables.
CREATE INDEX leaderboard_bests_participant ON leaderboard_bests (account_id, bot_key);
CREATE INDEX submissions_account_recent ON submissions (account_id, received_at DESC, id DESC);
