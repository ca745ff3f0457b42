package org.puzzlearena.cli.reproduce;

import org.puzzlearena.rules.State;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchAlgorithm;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchEvent;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.SearchResult;

/**
 * Runs one single-threaded anytime search on the calling thread with a budget in CPU seconds of
 * that thread ({@link Budget#ofCpuSeconds}: a busy machine must not shorten a search), and notes the
 * CPU time at which it first reached a target score. Optionally it stops there (Sudoku: solved).
 */
final class CpuTimedSearch {

    /**
     * @param cpuSecondsToTarget CPU seconds until a playout first reached the target, NaN if none did
     */
    record Outcome(SearchResult result, double cpuSeconds, double cpuSecondsToTarget) {
        boolean reached() {
            return !Double.isNaN(cpuSecondsToTarget);
        }

        int score() {
            return result.score();
        }
    }

    private CpuTimedSearch() {}

    /**
     * @param cpuSeconds the budget, or infinity for none (the search must then end by itself or at the target)
     * @param stopAtTarget whether the first game scoring {@code target} or more ends the search
     */
    static Outcome run(
            SearchAlgorithm algorithm, State root, long seed, double cpuSeconds, int target, boolean stopAtTarget) {
        return run(algorithm, root, seed, cpuSeconds, Budget.UNLIMITED, target, stopAtTarget);
    }

    /** The same, ending after {@code iterations} top-level searches if the CPU budget lasts that long. */
    static Outcome run(
            SearchAlgorithm algorithm,
            State root,
            long seed,
            double cpuSeconds,
            long iterations,
            int target,
            boolean stopAtTarget) {
        TargetWatch watch = new TargetWatch(target, stopAtTarget);
        SearchContext ctx = new SearchContext(new Budget(cpuSeconds, Budget.UNLIMITED, iterations, true), watch);
        watch.ctx = ctx;
        long start = CpuTime.currentThreadNanos();
        watch.start = start;
        SearchResult result = Search.run(algorithm, root, ctx, seed);
        long used = CpuTime.currentThreadNanos() - start;
        return new Outcome(result, used / 1e9, watch.reachedNanos < 0 ? Double.NaN : watch.reachedNanos / 1e9);
    }

    /** Listens on the search thread (the searches are single-threaded), so its CPU clock is the search's. */
    private static final class TargetWatch implements SearchListener {
        private final int target;
        private final boolean stop;
        SearchContext ctx;
        long start;
        long reachedNanos = -1;

        TargetWatch(int target, boolean stop) {
            this.target = target;
            this.stop = stop;
        }

        @Override
        public void on(SearchEvent event) {
            if (event instanceof SearchEvent.NewBest nb && nb.score() >= target && reachedNanos < 0) {
                reachedNanos = CpuTime.currentThreadNanos() - start;
                if (stop) {
                    ctx.cancel();
                }
            }
        }
    }
}
