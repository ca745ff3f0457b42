package org.puzzlearena.rules;

/**
 * The outcome of building an instance's initial position ({@link Game#initialState}): {@link Ok}
 * with the state, or {@link Refused} with why the id names no instance of the game ("standard/21:
 * the standard positions are 1 to 20"). A value, so callers need no try/catch.
 */
public sealed interface InitialState {

    record Ok(State state) implements InitialState {}

    /** The id is not an instance of the game: {@code reason}, in terms a person can act on. */
    record Refused(String reason) implements InitialState {}
}
