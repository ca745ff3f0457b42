-- Remote bots in the arena's "remote" pool (docs/ARENA.md, "Remote bots"): an arena player of kind
-- 'remote' is a bot on its owner's machine that plays over an NDJSON stream; its owner's account
-- holds its caps, so it must have one.
ALTER TABLE arena_players ADD CONSTRAINT arena_players_remote_has_owner
    CHECK (kind <> 'remote' OR (owner_account_id IS NOT NULL AND pool = 'remote'));

-- A remote bot's CPU time is unknown (it thinks on its owner's machine): its moves store the wall
-- time the server waited and no CPU time, rather than a made-up one.
ALTER TABLE arena_moves ALTER COLUMN cpu_ms DROP NOT NULL;
