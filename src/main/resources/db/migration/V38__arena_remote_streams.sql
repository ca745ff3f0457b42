-- Which server instance holds each remote bot's open stream (docs/ARENA.md, "Several instances"):
-- one stream a bot across all the instances behind a load balancer, and every instance's answer to
-- "is this bot connected?". The holder renews seen_at while the stream is open (every 10 s); a row
-- not renewed for 30 s (its instance died without closing it) no longer counts and is taken over by
-- the next stream. The row is deleted when the stream ends.
CREATE TABLE arena_remote_streams (
    player_id  BIGINT      PRIMARY KEY REFERENCES arena_players (id) ON DELETE CASCADE,
    instance   TEXT        NOT NULL,
    opened_at  TIMESTAMPTZ NOT NULL,
    seen_at    TIMESTAMPTZ NOT NULL
);
