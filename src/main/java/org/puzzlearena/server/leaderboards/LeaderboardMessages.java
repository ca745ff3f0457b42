package org.puzzlearena.server.leaderboards;

import com.fasterxml.jackson.annotation.JsonTypeName;
import java.util.List;
import org.puzzlearena.server.live.LiveMessage;
import org.puzzlearena.server.records.RecordView;

/**
 * The messages of {@code /ws/leaderboards/{game}/{instance}}, version 1 (docs/WEBSOCKETS.md):
 * a snapshot of the top entries, then one {@code entry} per stored submission.
 */
public final class LeaderboardMessages {

    public static final int VERSION = 1;

    private LeaderboardMessages() {}

    /** A message of this feed: one of the records below. */
    public sealed interface Message extends LiveMessage {
        @Override
        default int v() {
            return VERSION;
        }
    }

    /** {@code record}: the board's best verified record (the unranked reference row), or null. */
    @JsonTypeName("snapshot")
    public record Snapshot(
            long seq,
            String game,
            String instance,
            RecordView record,
            long participants,
            List<LeaderboardEntry> entries)
            implements Message {}

    /**
     * A submission was stored: {@code entry} is its participant's entry now (their best, ranked),
     * which is the new submission itself when it improved on their previous best.
     */
    @JsonTypeName("entry")
    public record Entry(
            long seq, String game, String instance, long participants, long submissionId, LeaderboardEntry entry)
            implements Message {}
}
