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

    /** The request clashes with the state of things (a match already ended, too many running), naming the field. */
    record Conflict<T>(String field, String reason) implements ArenaOutcome<T> {}

    /** Over a per-owner cap until it resets in {@code retryAfterSeconds}. */
    record OverCap<T>(String reason, long retryAfterSeconds) implements ArenaOutcome<T> {}

    /** This server cannot do it now (it cannot run hosted bots): 503. */
    record Unavailable<T>(String reason) implements ArenaOutcome<T> {}

    /** A move the rules refuse: the {@code moveIndex}-th of the game counting its opening, and why. */
    record IllegalMove<T>(int moveIndex, String move, String reason) implements ArenaOutcome<T> {}

    /** The caller may not do this. */
    record Forbidden<T>(String reason) implements ArenaOutcome<T> {}
}
