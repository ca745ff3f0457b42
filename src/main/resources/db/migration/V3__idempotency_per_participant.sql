-- An Idempotency-Key belongs to a participant, not to the whole account: a person and their bots
-- (API tokens) are different participants and may use the same key independently.
DROP INDEX submissions_idempotency;
CREATE UNIQUE INDEX submissions_idempotency ON submissions (account_id, (coalesce(bot_name, '')), idempotency_key)
    WHERE idempotency_key IS NOT NULL;
