package org.puzzlearena.server.leaderboards;

import java.util.List;
import org.puzzlearena.server.records.RecordView;

/**
 * The messages of {@code /ws/leaderboards/{game}/{instance}}, version 1 (docs/WEBSOCKETS.md):
 * a snapshot of the top entries, then one {@code entry} per stored submission.
 */
public final class LeaderboardMessages {

    public static final int VERSION = 1;

    private LeaderboardMessages() {}

    /** {@code record}: the board's best verified record (the unranked reference row), or null. */
    public record Snapshot(
            int v,
            String type,
            long seq,
            String game,
            String instance,
            RecordView record,
            long participants,
            List<LeaderboardEntry> entries) {}

    /**
     * A submission was stored: {@code entry} is its participant's entry now (their best, ranked),
     * which is the new submission itself when it improved on their previous best.
     */
    public record Entry(
            int v,
            String type,
            long seq,
            String game,
            String instance,
            long participants,
            long submissionId,
            LeaderboardEntry entry) {}
}
