-- Hosted bot versions on the arena's "server" ladder (docs/ARENA.md, "Hosted bots on the ladder"):
-- an arena player of kind 'hosted' plays one stored version, entered by the version's owner, whose
-- games count against that owner's daily cap.
ALTER TABLE arena_players ADD COLUMN hosted_version_id BIGINT REFERENCES hosted_bot_versions (id);
ALTER TABLE arena_players ADD COLUMN owner_account_id BIGINT REFERENCES accounts (id);
ALTER TABLE arena_players ADD CONSTRAINT arena_players_hosted_has_version
    CHECK ((kind = 'hosted') = (hosted_version_id IS NOT NULL AND owner_account_id IS NOT NULL));
CREATE UNIQUE INDEX arena_players_hosted_version ON arena_players (game, hosted_version_id)
    WHERE hosted_version_id IS NOT NULL;
CREATE INDEX arena_players_by_owner ON arena_players (owner_account_id) WHERE owner_account_id IS NOT NULL;

-- A counted game a hosted bot lost by its verdict (crash, time, illegal move, ...) rather than on
-- the board: who forfeited it and why. The moves stored are the legal ones played before it.
CREATE TABLE arena_forfeits (
    game_id   BIGINT NOT NULL PRIMARY KEY REFERENCES arena_games (id),
    player_id BIGINT NOT NULL REFERENCES arena_players (id),
    verdict   TEXT   NOT NULL,
    reason    TEXT   NOT NULL
);
