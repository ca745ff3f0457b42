package org.puzzlearena.search;

/**
 * What a running search tells its listener. Typed and immutable, so a server can queue, merge
 * or drop them without looking inside the search.
 */
public sealed interface SearchEvent {

    /** A sequence better than every one before: {@code moves} from the instance's initial state. */
    record NewBest(int score, int[] moves, long elapsedNanos, long playouts) implements SearchEvent {}

    /**
     * Periodic statistics (a few times a second). {@code phase} says where the search is; {@code
     * cpuNanos} the CPU time used so far, sent by a hosted run's worker (its bot's process tree's, as
     * the sandbox measures it), negative when not sent (a search's own statistics).
     */
    record Stats(long playouts, double playoutsPerSecond, long elapsedNanos, int bestScore, String phase, long cpuNanos)
            implements SearchEvent {

        /** Statistics without a CPU time. */
        public Stats(long playouts, double playoutsPerSecond, long elapsedNanos, int bestScore, String phase) {
            this(playouts, playoutsPerSecond, elapsedNanos, bestScore, phase, -1);
        }
    }

    /** The search ended; no event follows. */
    record Finished(SearchResult result) implements SearchEvent {}
}
