package org.puzzlearena.training;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * When a training stage stops: after {@code seconds} of wall time, or of CPU time of the whole
 * process when {@code cpu} (PyTorch's own threads included, which a per-thread JVM clock would not
 * see), or never when {@code seconds} is 0. CPU time is what a budget on a shared machine means:
 * a stage given 600 CPU-seconds does the same work on an idle machine and on a busy one.
 */
public record TrainingBudget(double seconds, boolean cpu) {

    /** No limit: the stage runs its steps or generations. */
    public static final TrainingBudget NONE = new TrainingBudget(0, false);

    public TrainingBudget {
        if (!(seconds >= 0)) {
            throw new IllegalArgumentException("a training budget is 0 (none) or more seconds, got " + seconds);
        }
    }

    /** A clock for one stage, started now. */
    public Meter start() {
        return new Meter(this, System.nanoTime(), processCpuNanos());
    }

    /** "600 CPU-seconds", "90 s", or "no time limit". */
    public String describe() {
        if (seconds == 0) {
            return "no time limit";
        }
        return String.format(Locale.ROOT, cpu ? "%.0f CPU-seconds" : "%.0f s", seconds);
    }

    /** The time a stage has spent since it started, wall and CPU. */
    public record Meter(TrainingBudget budget, long wallStart, long cpuStart) {

        public double wallSeconds() {
            return (System.nanoTime() - wallStart) / 1e9;
        }

        /** CPU time of every thread of this process since the start, native ones included (NaN if unknown). */
        public double cpuSeconds() {
            long now = processCpuNanos();
            return now < 0 || cpuStart < 0 ? Double.NaN : (now - cpuStart) / 1e9;
        }

        /** Whether the budget is spent: the stage stops at its next check. */
        public boolean spent() {
            if (budget.seconds() == 0) {
                return false;
            }
            if (!budget.cpu()) {
                return wallSeconds() >= budget.seconds();
            }
            double cpu = cpuSeconds();
            if (Double.isNaN(cpu)) {
                throw new IllegalStateException("this JVM does not report the process's CPU time");
            }
            return cpu >= budget.seconds();
        }
    }

    /** The process's CPU time in nanoseconds, or -1 where the JVM does not tell. */
    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }
}
