package org.puzzlearena.search;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/** Runs a search algorithm to its result: the one entry point for the CLI, server and benchmarks. */
public final class Search {

    private Search() {}

    public static SearchResult run(
            SearchAlgorithm algorithm, State root, Budget budget, long seed, SearchListener listener) {
        return run(algorithm, root, new SearchContext(budget, listener), seed);
    }

    /** With a context made by the caller, who may {@link SearchContext#cancel()} it from another thread. */
    public static SearchResult run(SearchAlgorithm algorithm, State root, SearchContext ctx, long seed) {
        if (!root.isTerminal()) {
            algorithm.run(root.copy(), ctx, new SplitMix64(seed));
        }
        if (ctx.bestScore() == Integer.MIN_VALUE) {
            // A finished root, or a search cancelled before its first playout: the root is the answer.
            ctx.offer(root);
        }
        return ctx.finish();
    }
}
