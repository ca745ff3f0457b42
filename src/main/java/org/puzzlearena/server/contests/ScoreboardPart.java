package org.puzzlearena.server.contests;

import java.time.Instant;
import java.util.Optional;

/**
 * Which board of a contest with a hidden final set a viewer asks for (docs/CONTESTS.md, "The hidden
 * final set"): the one their role and the time give them, the public part's (ranked on the public
 * instances only, as everyone but staff saw it during the contest), or the final one (open to
 * staff at once, to everyone from the end). Without a hidden part all three are the same board.
 */
public enum ScoreboardPart {
    /** The viewer's own board: the public part's before the end, the final one from the end (staff: final). */
    DEFAULT,
    /** The board ranked on the public instances, leaving the hidden ones out. */
    PUBLIC,
    /** The final board: the hidden instances only, or all of them, as the organizer chose. */
    FINAL;

    /** The part named by the {@code part} query parameter ({@code public} or {@code final}; absent: the default). */
    public static Optional<ScoreboardPart> parse(String text) {
        if (text == null) {
            return Optional.of(DEFAULT);
        }
        return switch (text) {
            case "public" -> Optional.of(PUBLIC);
            case "final" -> Optional.of(FINAL);
            default -> Optional.empty();
        };
    }

    /** What a request for one part of the board comes to. */
    public sealed interface Outcome {
        record Shown(ScoreboardView board) implements Outcome {}

        record NoContest(long id) implements Outcome {}

        /** The final board of a hidden part, asked by a non-staff viewer before the end. */
        record FinalNotYet(Instant endsAt) implements Outcome {}
    }
}
