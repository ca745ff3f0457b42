package org.puzzlearena.server.arena;

import java.util.List;

/**
 * One event of a live arena game as it travels between server instances ({@link
 * org.puzzlearena.server.cluster.ClusterEvents}): one flat record whatever its {@code kind}
 * ({@code started}, {@code move}, {@code ended}, {@code stored}), since a watch reads one type;
 * the fields a kind does not use are null. {@code seq} numbers a game's events from 0 (its start).
 */
record ArenaLiveEvent(
        String kind,
        String liveId,
        long seq,
        long at,
        String game,
        String pool,
        ArenaLiveMessages.Side first,
        ArenaLiveMessages.Side second,
        Long seed,
        List<String> opening,
        ArenaLiveMessages.Move move,
        String result,
        Integer plies,
        Long gameId,
        Boolean counted) {

    static ArenaLiveEvent started(
            String liveId,
            long at,
            String game,
            String pool,
            ArenaLiveMessages.Side first,
            ArenaLiveMessages.Side second,
            long seed,
            List<String> opening) {
        return new ArenaLiveEvent(
                "started", liveId, 0, at, game, pool, first, second, seed, opening, null, null, null, null, null);
    }

    static ArenaLiveEvent moved(String liveId, long seq, long at, ArenaLiveMessages.Move move) {
        return new ArenaLiveEvent(
                "move", liveId, seq, at, null, null, null, null, null, null, move, null, null, null, null);
    }

    static ArenaLiveEvent ended(String liveId, long seq, long at, String result, int plies) {
        return new ArenaLiveEvent(
                "ended", liveId, seq, at, null, null, null, null, null, null, null, result, plies, null, null);
    }

    /** Stored events are numbered by whoever stores, which knows no seq: the feed numbers them. */
    static ArenaLiveEvent stored(String liveId, long at, long gameId, boolean counted) {
        return new ArenaLiveEvent(
                "stored", liveId, -1, at, null, null, null, null, null, null, null, null, null, gameId, counted);
    }

    /** The live id of a ladder or match game: its seed and players name it before it is stored. */
    static String liveId(long seed, long firstId, long secondId) {
        return Long.toString(seed, 36) + "-" + firstId + "-" + secondId;
    }

    /** {@code first}, {@code second} or {@code draw}: the result for colour 0, as stored games say it. */
    static String resultText(int result) {
        return result > 0 ? "first" : result < 0 ? "second" : "draw";
    }
}
