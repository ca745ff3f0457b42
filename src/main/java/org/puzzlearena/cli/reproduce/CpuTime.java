package org.puzzlearena.cli.reproduce;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU time of threads. The reproduction reports CPU seconds of the searching thread rather than
 * wall time, so that other work on the machine (a build, the other search threads) does not make
 * a search look slower than it is.
 */
final class CpuTime {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CpuTime() {}

    /** Fails with a clear message on a JVM that cannot measure thread CPU time. */
    static void requireSupported() {
        if (!THREADS.isCurrentThreadCpuTimeSupported() || !THREADS.isThreadCpuTimeSupported()) {
            throw new IllegalStateException(
                    "this JVM cannot measure per-thread CPU time, which the reproduction needs");
        }
        if (!THREADS.isThreadCpuTimeEnabled()) {
            THREADS.setThreadCpuTimeEnabled(true);
        }
    }

    /** CPU nanoseconds used so far by the calling thread. */
    static long currentThreadNanos() {
        return THREADS.getCurrentThreadCpuTime();
    }

    /** CPU nanoseconds used so far by the thread with this id (-1 once it has ended). */
    static long threadNanos(long threadId) {
        return THREADS.getThreadCpuTime(threadId);
    }
}
