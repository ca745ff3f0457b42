package org.puzzlearena.rules;

/**
 * What replaying a solution gives (scalachess's Replay): a verified score, the first move that
 * breaks the rules, or a reason the input could not be replayed at all. A value, never an exception.
 */
public sealed interface ReplayResult {

    /** Every move was legal; {@code finalState} is the position after the last one. */
    record Valid(int score, int moves, State finalState) implements ReplayResult {}

    /** The move at 0-based {@code moveIndex}, with text {@code move}, cannot be played: {@code reason}. */
    record Invalid(int moveIndex, String move, String reason) implements ReplayResult {}

    /** The input is not a solution of this game and instance at all (unknown instance, bad header). */
    record Unreadable(String reason) implements ReplayResult {}
}
