package org.puzzlearena.server.arena;

/** What an arena request came to; {@code ArenaResource} picks each refusal's status. */
public sealed interface ArenaOutcome<T> {

    record Ok<T>(T value) implements ArenaOutcome<T> {}

    /** No game of that id. */
    record NoGame<T>(String game) implements ArenaOutcome<T> {}

    /** A game that exists but has no arena (a puzzle). */
    record NotTwoPlayer<T>(String game) implements ArenaOutcome<T> {}

    /** A query parameter out of its range, named with the reason. */
    record BadParameter<T>(String field, String reason) implements ArenaOutcome<T> {}

    /** No player, game record, ... of that id. */
    record NotFound<T>(String what) implements ArenaOutcome<T> {}
}
