package org.puzzlearena.server.contests;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonRawValue;
import com.fasterxml.jackson.annotation.JsonTypeName;
import java.util.List;
import org.puzzlearena.server.live.LiveMessage;

/**
 * The messages of {@code /ws/contests/{id}/scoreboard}, version 3 (docs/WEBSOCKETS.md): a
 * {@code snapshot} of the scoreboard as this viewer may see it, then, each time that view changes,
 * a {@code boardUpdate} with only what changed since the board this connection was last sent (or an
 * {@code update} with the whole board when that is shorter); between them, an {@code announcement}
 * or a {@code clarification} as soon as one this viewer may read is posted (docs/CONTESTS.md).
 * {@code seq} counts this connection's messages. Version 1 sent the whole board in every update;
 * version 2's {@code boardUpdate} also carried every rank that changed, which version 3 leaves for the
 * client to derive from the rows ({@link DerivedRanks}).
 */
public final class ScoreboardMessages {

    public static final int VERSION = 3;

    private ScoreboardMessages() {}

    /** A message of this feed: one of the records below. */
    public sealed interface Message extends LiveMessage {
        @Override
        default int v() {
            return VERSION;
        }
    }

    /** The scoreboard as this viewer may see it, first on every connection. */
    @JsonTypeName("snapshot")
    public record Snapshot(long seq, ScoreboardView scoreboard) implements Message {}

    /** The whole board again, when this viewer's view of it changed and a {@code boardUpdate} would be longer. */
    @JsonTypeName("update")
    public record Update(long seq, ScoreboardView scoreboard) implements Message {}

    /**
     * What changed since the board message {@code baseSeq} of this connection (its last
     * {@code snapshot}, {@code update} or {@code boardUpdate}), by row key: {@code header} the
     * operations on the fields around the rows, {@code rows} the new or rewritten rows whole,
     * {@code patches} the operations on changed rows, {@code removed} the rows gone, {@code moves} the
     * rows put at a new index. Absent fields are empty. Rows and patches leave out the rows' and cells'
     * {@code rank} and the rows' {@code alsoReachedBy}: after applying it the client derives them
     * ({@link DerivedRanks}). Each field is written once per refresh and reused, hence the raw JSON texts.
     */
    @JsonTypeName("boardUpdate")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record BoardUpdate(
            long seq,
            long baseSeq,
            @JsonRawValue String header,
            @JsonRawValue String rows,
            @JsonRawValue String patches,
            List<String> removed,
            @JsonRawValue String moves)
            implements Message {}

    /** An announcement of the contest's staff, to every watcher. */
    @JsonTypeName("announcement")
    public record Announcement(long seq, MessageViews.AnnouncementView announcement) implements Message {}

    /**
     * A clarification as this viewer may see it: {@code event} "question" (a new question, to staff
     * only) or "answer" (to the asker and staff, or to everyone when answered to all).
     */
    @JsonTypeName("clarification")
    public record Clarification(long seq, String event, MessageViews.ClarificationView clarification)
            implements Message {}
}
