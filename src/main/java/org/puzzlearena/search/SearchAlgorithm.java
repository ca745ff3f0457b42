package org.puzzlearena.search;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * A single-player search bot over the generic rules API. It runs from {@code root} until the
 * context says stop (budget spent, cancelled, or its iterations done), reporting every complete
 * game it reaches to the context, which keeps the best one and tells the listener.
 */
public interface SearchAlgorithm {

    /** Names the configuration, e.g. "NMCS level 2, tabu". */
    String description();

    /**
     * Searches from {@code root} (which the algorithm may change: callers pass a copy).
     * All randomness comes from {@code rng}, so a seed and a playout budget fix the result.
     */
    void run(State root, SearchContext ctx, SplitMix64 rng);
}
