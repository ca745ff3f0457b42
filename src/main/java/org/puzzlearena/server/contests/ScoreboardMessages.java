package org.puzzlearena.server.contests;

/**
 * The messages of {@code /ws/contests/{id}/scoreboard}, version 1 (docs/WEBSOCKETS.md): a
 * {@code snapshot} of the scoreboard as this viewer may see it, then an {@code update} with the
 * whole board each time that view changes. {@code seq} counts this connection's messages.
 */
public final class ScoreboardMessages {

    public static final int VERSION = 1;

    private ScoreboardMessages() {}

    /** One message; its type tag comes from the factory that made it, never from a caller's string. */
    public record Message(int v, String type, long seq, ScoreboardView scoreboard) {

        static Message snapshot(long seq, ScoreboardView board) {
            return new Message(VERSION, "snapshot", seq, board);
        }

        static Message update(long seq, ScoreboardView board) {
            return new Message(VERSION, "update", seq, board);
        }
    }
}
