package org.puzzlearena.search;

/**
 * How much a search may spend: seconds, playouts, and top-level iterations (restarts of an anytime
 * search). Any limit may be absent; a search with none runs one iteration. The seconds are of the
 * wall clock, or with {@code cpuTime} of CPU time summed over the threads that search: on a busy
 * machine a wall-clock budget buys less search, a CPU budget the same, so figures compare.
 */
public record Budget(double seconds, long playouts, long iterations, boolean cpuTime) {

    public static final long UNLIMITED = Long.MAX_VALUE;

    public Budget {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("seconds must be positive, got " + seconds);
        }
        if (playouts <= 0 || iterations <= 0) {
            throw new IllegalArgumentException("playouts and iterations must be positive");
        }
    }

    /** Wall-clock limits only. */
    public Budget(double seconds, long playouts, long iterations) {
        this(seconds, playouts, iterations, false);
    }

    public static Budget ofSeconds(double seconds) {
        return new Budget(seconds, UNLIMITED, UNLIMITED);
    }

    /** {@code seconds} of CPU time of the searching threads. */
    public static Budget ofCpuSeconds(double seconds) {
        return new Budget(seconds, UNLIMITED, UNLIMITED, true);
    }

    public static Budget ofPlayouts(long playouts) {
        return new Budget(Double.POSITIVE_INFINITY, playouts, UNLIMITED);
    }

    /** One top-level search, as long as it takes (the papers' fixed-level experiments). */
    public static Budget oneIteration() {
        return new Budget(Double.POSITIVE_INFINITY, UNLIMITED, 1);
    }

    public Budget withIterations(long n) {
        return new Budget(seconds, playouts, n, cpuTime);
    }

    public boolean hasDeadline() {
        return seconds != Double.POSITIVE_INFINITY;
    }
}
