package org.puzzlearena.rules;

/**
 * The outcome of reading one move's text in a position: {@link Ok}, a playable move, or
 * {@link Refused}, the reason it is not. A value, never an exception; callers switch on it or use
 * {@link #isOk()}, {@link #move()} and {@link #error()}.
 */
public sealed interface MoveCheck {

    /** The text names {@code move}, legal in this position. */
    record Ok(int move) implements MoveCheck {}

    /** The text is not a legal move here: {@code reason}, for a person ("point (31,35) already has a dot"). */
    record Refused(String reason) implements MoveCheck {

        @Override
        public String error() {
            return reason;
        }
    }

    static MoveCheck ok(int move) {
        return new Ok(move);
    }

    static MoveCheck error(String reason) {
        return new Refused(reason);
    }

    default boolean isOk() {
        return this instanceof Ok;
    }

    /** The move of an {@link Ok}; -1 for a refusal. */
    default int move() {
        return -1;
    }

    /** The reason of a {@link Refused}; null for a playable move. */
    default String error() {
        return null;
    }
}
