package org.puzzlearena.server.contests;

import com.fasterxml.jackson.annotation.JsonTypeName;
import org.puzzlearena.server.live.LiveMessage;

/**
 * The messages of {@code /ws/contests/{id}/scoreboard}, version 1 (docs/WEBSOCKETS.md): a
 * {@code snapshot} of the scoreboard as this viewer may see it, then an {@code update} with the
 * whole board each time that view changes; between them, an {@code announcement} or a
 * {@code clarification} as soon as one this viewer may read is posted (docs/CONTESTS.md).
 * {@code seq} counts this connection's messages.
 */
public final class ScoreboardMessages {

    public static final int VERSION = 1;

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

    /** The whole board again, each time this viewer's view of it changes. */
    @JsonTypeName("update")
    public record Update(long seq, ScoreboardView scoreboard) implements Message {}

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
