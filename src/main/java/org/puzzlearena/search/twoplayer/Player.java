package org.puzzlearena.search.twoplayer;

import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.State;

/**
 * A two-player game's player: given a position, the move it plays and why. Players are seeded
 * at creation and hold their own state (a search tree kept between moves, caches), so one
 * instance plays one side of one game at a time; {@link PlayerSpec} makes them.
 */
public interface Player {

    /** The spec that made this player, e.g. {@code uct:sims=1000,c=1.414}. */
    String name();

    /** The move to play in a non-terminal position, with what the player saw. */
    Decision decide(State position);

    /**
     * As {@link #decide(State)}, but a search ends early (with the move its simulations so far
     * prefer) soon after {@code stop} answers true, e.g. when nobody waits for its answer any more.
     * Players that answer at once ignore it.
     */
    default Decision decide(State position, BooleanSupplier stop) {
        return decide(position);
    }

    /**
     * A move and the player's statistics about it as JSON members (for UCT the root children's
     * visits and values), without braces, e.g. {@code "simulations":800,"children":[...]}.
     */
    record Decision(int move, String detailsJson) {}

    /** Refuses a finished game, where no player has a move to decide. */
    static void requireMoveToDecide(State position) {
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move to decide");
        }
    }
}
