package org.puzzlearena.search;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * Uniformly random legal moves, for every game. For 16x16 Sudoku this is the NMCS paper's policy:
 * the game's legal moves are the values of the smallest-domain cell, so a uniform choice among
 * them tries that variable's values in random order.
 */
public final class UniformPolicy implements PlayoutPolicy {

    public static final UniformPolicy INSTANCE = new UniformPolicy();

    private UniformPolicy() {}

    @Override
    public String name() {
        return "uniform";
    }

    @Override
    public void playOut(State state, SplitMix64 rng, int[] buffer) {
        while (!state.isTerminal()) {
            state.play(state.randomMove(rng, buffer));
        }
    }
}
