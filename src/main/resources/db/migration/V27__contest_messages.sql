-- Announcements and clarifications of a contest (docs/CONTESTS.md, "Announcements and clarifications").

-- One counter orders everything a reader may not have read yet: an announcement takes a number
-- when posted, a clarification when asked and a new one when answered, so a reader's marker is a
-- single number ("read up to") and their unread messages are those numbered above it.
CREATE SEQUENCE contest_message_seq;

CREATE TABLE contest_announcements (
    id         BIGSERIAL PRIMARY KEY,
    contest_id BIGINT      NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    seq        BIGINT      NOT NULL DEFAULT nextval('contest_message_seq'),
    body       TEXT        NOT NULL,
    author_id  BIGINT      NOT NULL REFERENCES accounts (id),
    posted_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX contest_announcements_contest ON contest_announcements (contest_id, id);

-- A participant's question, private to the contest's staff until answered; answered either to the
-- asker alone or to everyone (public). game/instance: the contest instance it is about, if any.
CREATE TABLE contest_clarifications (
    id          BIGSERIAL PRIMARY KEY,
    contest_id  BIGINT      NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    seq         BIGINT      NOT NULL DEFAULT nextval('contest_message_seq'),
    asker_id    BIGINT      NOT NULL REFERENCES accounts (id),
    question    TEXT        NOT NULL,
    game        TEXT,
    instance    TEXT,
    asked_at    TIMESTAMPTZ NOT NULL,
    answer      TEXT,
    answerer_id BIGINT REFERENCES accounts (id),
    public      BOOLEAN     NOT NULL DEFAULT FALSE,
    answered_at TIMESTAMPTZ,
    CHECK ((game IS NULL) = (instance IS NULL)),
    CHECK ((answer IS NULL) = (answered_at IS NULL) AND (answer IS NULL) = (answerer_id IS NULL)),
    CHECK (answer IS NOT NULL OR NOT public)
);
CREATE INDEX contest_clarifications_contest ON contest_clarifications (contest_id, id);

-- How far an account has read a contest's messages (a contest_message_seq number).
CREATE TABLE contest_message_reads (
    contest_id BIGINT NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    read_seq   BIGINT NOT NULL,
    PRIMARY KEY (contest_id, account_id)
);
