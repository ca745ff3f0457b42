package org.puzzlearena.search;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * How a playout chooses its moves (the level-0 search of every Monte-Carlo bot). Stateless and
 * thread-safe: per-playout decisions (like the tabu colour) are made inside {@link #playOut}.
 */
public interface PlayoutPolicy {

    /** The name used on the command line and in run descriptions: "uniform", "tabu". */
    String name();

    /** Plays {@code state} to the end of the game, in place. */
    void playOut(State state, SplitMix64 rng, int[] buffer);
}
