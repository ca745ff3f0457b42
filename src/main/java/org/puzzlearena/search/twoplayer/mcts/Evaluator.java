package org.puzzlearena.search.twoplayer.mcts;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * What values a new leaf of the tree (a position not over): a random playout to the end, or a
 * policy/value network. OpenSpiel's MCTS has the same seam between the tree and its evaluations.
 */
public interface Evaluator {

    /**
     * The leaf {@code s} (the simulation's own copy, which the evaluator may play on) with legal moves {@code moves[0..n)}: priors over those moves (null when
     * this evaluator gives none) and the value in [-1, 1] for {@code player}. {@code rollout}, when
     * not null, hears each move a playout plays (the lab's step-by-step view).
     */
    Evaluation evaluate(State s, int[] moves, int n, int player, SplitMix64 rng, Rollout rollout);

    /** Whether {@link #evaluate} gives priors: only then is the root evaluated before searching. */
    boolean givesPriors();

    /** Priors over a leaf's moves (null: none) and its value for the player asked about. */
    record Evaluation(float[] priors, double value) {}

    /** Hears the moves of a playout, each in the position it is played in. */
    interface Rollout {
        void played(State before, int move);
    }
}
