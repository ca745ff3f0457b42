package org.puzzlearena.search;

/**
 * Lets whoever runs a search pause it at its budget checks, so a pool with fewer cores than runs can
 * take turns between them: the search's thread blocks in {@link #checkpoint} while the core is
 * someone else's. A paused search spends no CPU time, and the wall time it spends paused is left
 * out of its wall-clock deadline and of its elapsed time, so pausing costs a run none of its budget.
 */
public interface Timeslice {

    /** Called at every budget check ({@link SearchContext#tick}), from any of the search's threads; may block. */
    void checkpoint(SearchContext context);

    /** Wall nanoseconds the search has spent paused so far. */
    long pausedNanos();

    /** Never pauses. */
    Timeslice NONE = new Timeslice() {
        @Override
        public void checkpoint(SearchContext context) {}

        @Override
        public long pausedNanos() {
            return 0;
        }
    };
}
