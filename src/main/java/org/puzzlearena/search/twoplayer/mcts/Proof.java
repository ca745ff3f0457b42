package org.puzzlearena.search.twoplayer.mcts;

/** What MCTS-Solver knows of a node, from the view of the player who moved into it. */
public enum Proof {
    WIN,
    DRAW,
    LOSS;

    /** The proof's exact value for its player: 1, 0 or -1. */
    public int value() {
        return this == WIN ? 1 : this == DRAW ? 0 : -1;
    }

    /** The proof of an exact value: 1, 0 or -1. */
    public static Proof ofValue(int value) {
        return value > 0 ? WIN : value < 0 ? LOSS : DRAW;
    }
}
