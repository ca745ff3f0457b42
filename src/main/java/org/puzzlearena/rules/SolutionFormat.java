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

    /**
     * The result of reading a solution file: {@link Ok}, the move texts to replay, or
     * {@link Refused}, what makes the file unreadable. A value, never an exception.
     */
    sealed interface ParsedSolution {

        /**
         * The file's moves, in order (a line that cannot be a move is kept for replay to report).
         * A reader may keep only the first moves of a file longer than any game (replay decides by
         * then); {@code movesInFile} still counts them all, so a message can say how many follow.
         */
        record Ok(List<String> moves, int movesInFile) implements ParsedSolution {

            public Ok {
                moves = List.copyOf(moves);
                movesInFile = Math.max(movesInFile, moves.size());
            }

            public Ok(List<String> moves) {
                this(moves, moves.size());
            }
        }

        /** The file is not a solution in this notation at all: {@code reason}. */
        record Refused(String reason) implements ParsedSolution {

            @Override
            public List<String> moves() {
                return List.of();
            }

            @Override
            public String error() {
                return reason;
            }
        }

        static ParsedSolution of(List<String> moves) {
            return new Ok(moves);
        }

        /** The first moves of a file of {@code movesInFile} moves. */
        static ParsedSolution of(List<String> moves, int movesInFile) {
            return new Ok(moves, movesInFile);
        }

        static ParsedSolution unreadable(String error) {
            return new Refused(error);
        }

        default boolean isReadable() {
            return this instanceof Ok;
        }

        /** The move texts of an {@link Ok}; empty for a refusal. */
        List<String> moves();

        /** The reason of a {@link Refused}; null for a readable file. */
        default String error() {
            return null;
        }
    }
}
