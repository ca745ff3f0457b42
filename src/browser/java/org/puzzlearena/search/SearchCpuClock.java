package org.puzzlearena.search;

/**
 * The browser's stand-in for the JVM's per-thread CPU clock, which TeaVM cannot compile (no
 * {@code java.lang.management}). The lab's engine runs on one Web Worker thread that does nothing
 * but search, so the time since the search started is the CPU time it used, to the extent the
 * browser gives the worker a core.
 */
final class SearchCpuClock {

    private final long startNanos = System.nanoTime();

    /** The search's CPU time so far. */
    long tick() {
        return total();
    }

    long total() {
        return System.nanoTime() - startNanos;
    }
}
