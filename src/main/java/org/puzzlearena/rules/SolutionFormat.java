package org.puzzlearena.rules;

import java.util.List;

/**
 * A game's file notation for whole solutions: how people write a sequence of moves in a file.
 * Reading never throws; it yields the move texts to replay, or what makes the file unreadable.
 */
public interface SolutionFormat {

    /** A short name for help texts, e.g. "Pentasol". */
    String name();

    /**
     * Splits a solution file into move texts in the canonical notation (or one that
     * {@link State#readMove} accepts), converting as needed (Pentasol coordinates are moved to the
     * canonical reference point). {@code initial} is the instance's initial state, never changed.
     * A line that cannot be a move stays in the list as it is: replay reports it at its index.
     */
    ParsedSolution read(String text, State initial);

    /** Writes the moves of {@code finalState} from its initial state as a file in this notation. */
    String write(State finalState);

    /** The result of reading a solution file. */
    record ParsedSolution(List<String> moves, String error) {

        public static ParsedSolution of(List<String> moves) {
            return new ParsedSolution(List.copyOf(moves), null);
        }

        public static ParsedSolution unreadable(String error) {
            return new ParsedSolution(List.of(), error);
        }

        public boolean isReadable() {
            return error == null;
        }
    }
}
