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
 * that thread (not wall time: a busy machine must not shorten a search), and notes the CPU time at
 * which it first reached a target score. Optionally it stops there (Sudoku: solved).
 */
final class CpuTimedSearch {

    /** How often the watchdog reads the search thread's CPU clock. */
    private static final long POLL_MILLIS = 2;

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
        SearchContext ctx =
                new SearchContext(new Budget(Double.POSITIVE_INFINITY, Budget.UNLIMITED, iterations), watch);
        watch.ctx = ctx;
        // The watchdog is started before the clock so that starting it is not counted as search time.
        Thread watchdog = Double.isInfinite(cpuSeconds)
                ? null
                : startWatchdog(
                        Thread.currentThread().threadId(),
                        CpuTime.currentThreadNanos() + (long) (cpuSeconds * 1e9),
                        ctx);
        long start = CpuTime.currentThreadNanos();
        watch.start = start;
        SearchResult result;
        try {
            result = Search.run(algorithm, root, ctx, seed);
        } finally {
            if (watchdog != null) {
                watchdog.interrupt();
            }
        }
        long used = CpuTime.currentThreadNanos() - start;
        return new Outcome(result, used / 1e9, watch.reachedNanos < 0 ? Double.NaN : watch.reachedNanos / 1e9);
    }

    /** A daemon thread that cancels the search once its thread has used {@code deadline} CPU nanoseconds. */
    private static Thread startWatchdog(long threadId, long deadline, SearchContext ctx) {
        return Thread.ofPlatform().daemon().name("cpu-watchdog-" + threadId).start(() -> {
            try {
                while (!ctx.shouldStop()) {
                    long used = CpuTime.threadNanos(threadId);
                    if (used < 0 || used >= deadline) {
                        ctx.cancel();
                        return;
                    }
                    Thread.sleep(POLL_MILLIS);
                }
            } catch (InterruptedException e) {
                // The search ended first: nothing to stop.
            }
        });
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
