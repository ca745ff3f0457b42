package org.puzzlearena.server.contests;

/**
 * The messages of {@code /ws/contests/{id}/scoreboard}, version 1 (docs/WEBSOCKETS.md): a
 * {@code snapshot} of the scoreboard as this viewer may see it, then an {@code update} with the
 * whole board each time that view changes. {@code seq} counts this connection's messages.
 */
public final class ScoreboardMessages {

    public static final int VERSION = 1;

    private ScoreboardMessages() {
    }

    public record Message(int v, String type, long seq, ScoreboardView scoreboard) {
    }
}
