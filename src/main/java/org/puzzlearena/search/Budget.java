package org.puzzlearena.search;

/**
 * How much a search may spend: wall-clock seconds, playouts, and top-level iterations (restarts of
 * an anytime search). Any limit may be absent; a search with none runs one iteration.
 */
public record Budget(double seconds, long playouts, long iterations) {

    public static final long UNLIMITED = Long.MAX_VALUE;

    public Budget {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("seconds must be positive, got " + seconds);
        }
        if (playouts <= 0 || iterations <= 0) {
            throw new IllegalArgumentException("playouts and iterations must be positive");
        }
    }

    public static Budget ofSeconds(double seconds) {
        return new Budget(seconds, UNLIMITED, UNLIMITED);
    }

    public static Budget ofPlayouts(long playouts) {
        return new Budget(Double.POSITIVE_INFINITY, playouts, UNLIMITED);
    }

    /** One top-level search, as long as it takes (the papers' fixed-level experiments). */
    public static Budget oneIteration() {
        return new Budget(Double.POSITIVE_INFINITY, UNLIMITED, 1);
    }

    public Budget withIterations(long n) {
        return new Budget(seconds, playouts, n);
    }

    public boolean hasDeadline() {
        return seconds != Double.POSITIVE_INFINITY;
    }
}
