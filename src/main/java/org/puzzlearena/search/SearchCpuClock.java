package org.puzzlearena.search;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.ConcurrentHashMap;

/**
 * CPU time used by the threads of one search since it started, for budgets in CPU seconds. Every
 * thread that checks the budget ({@link SearchContext#tick}, every 64 playouts) records its own CPU
 * time since its first check, and the total is the sum over those threads, so a parallel search is
 * charged for all its workers and a thread that has finished keeps its last reading. What a thread
 * spends before its first check (under 64 playouts) is not counted.
 */
final class SearchCpuClock {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Per thread id: CPU nanoseconds at its first check, and used since then. */
    private final ConcurrentHashMap<Long, long[]> threads = new ConcurrentHashMap<>();

    SearchCpuClock() {
        // The thread that builds the context usually runs the search: count it from here.
        tick();
    }

    /** Records the calling thread's CPU time and returns the search's total. */
    long tick() {
        long now = THREADS.getCurrentThreadCpuTime();
        long[] entry = threads.computeIfAbsent(Thread.currentThread().threadId(), id -> new long[] {now, 0});
        entry[1] = now - entry[0];
        return total();
    }

    long total() {
        long sum = 0;
        for (long[] entry : threads.values()) {
            sum += entry[1];
        }
        return sum;
    }
}
