package org.puzzlearena.server.botruns;

import java.util.Locale;

/**
 * Where a bot run is. Queued and running runs are active (they count against their owner's limit);
 * the other four are ends: finished (its best is on the leaderboard), cancelled by its owner,
 * failed (an error, logged), interrupted (the server stopped under it; restart or resume it).
 */
public enum BotRunState {
    QUEUED,
    RUNNING,
    FINISHED,
    CANCELLED,
    FAILED,
    INTERRUPTED;

    /** The name stored in the database and shown in the API: lower case. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static BotRunState of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }

    public boolean isActive() {
        return this == QUEUED || this == RUNNING;
    }
}
