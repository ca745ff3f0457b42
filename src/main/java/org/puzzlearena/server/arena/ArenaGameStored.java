package org.puzzlearena.server.arena;

/**
 * An arena game was stored, fired inside the storing transaction: its live game (if it was
 * watched) links to the replay once the transaction has committed, never before.
 */
record ArenaGameStored(String liveId, long gameId, boolean counted) {}
