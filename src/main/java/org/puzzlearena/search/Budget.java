package org.puzzlearena.search;

/**
 * How much a search may spend: seconds, playouts, and top-level iterations (restarts of an anytime
 * search). Any limit may be absent; a search with none runs one iteration. The seconds are of the
 * wall clock, or with {@code cpuTime} of CPU time summed over the threads that search: on a busy
 * machine a wall-clock budget buys less search, a CPU budget the same, so figures compare.
 *
 * <p>{@code wallCapSeconds} ends the search on the wall clock whatever else is left: a CPU budget
 * alone could last for ever on a machine that gives its threads little CPU, and a server run holds
 * a pool slot in wall time. Infinite when there is no cap.
 */
public record Budget(double seconds, long playouts, long iterations, boolean cpuTime, double wallCapSeconds) {

    public static final long UNLIMITED = Long.MAX_VALUE;

    public Budget {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("seconds must be positive, got " + seconds);
        }
        if (playouts <= 0 || iterations <= 0) {
            throw new IllegalArgumentException("playouts and iterations must be positive");
        }
        if (!(wallCapSeconds > 0)) {
            throw new IllegalArgumentException("the wall cap must be positive, got " + wallCapSeconds);
        }
    }

    /** No wall cap: the seconds alone (of the wall clock, or with {@code cpuTime} of CPU time). */
    public Budget(double seconds, long playouts, long iterations, boolean cpuTime) {
        this(seconds, playouts, iterations, cpuTime, Double.POSITIVE_INFINITY);
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
        return new Budget(seconds, playouts, n, cpuTime, wallCapSeconds);
    }

    /** The same budget, also ended by the wall clock after {@code s} seconds. */
    public Budget withWallCap(double s) {
        return new Budget(seconds, playouts, iterations, cpuTime, s);
    }

    /**
     * The wall-clock seconds after which the search ends whatever else is left (infinite if none):
     * the seconds of a wall-clock budget, the cap of a CPU one, the sooner of the two if both.
     */
    public double wallSeconds() {
        return cpuTime ? wallCapSeconds : Math.min(seconds, wallCapSeconds);
    }

    public boolean hasDeadline() {
        return seconds != Double.POSITIVE_INFINITY;
    }
}
