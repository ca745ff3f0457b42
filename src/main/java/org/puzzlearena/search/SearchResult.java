package org.puzzlearena.search;

/**
 * The outcome of a search: the best sequence it found (moves from the instance's initial state,
 * so the rules core's Replay can verify it as it is), with what it cost.
 */
public record SearchResult(
        int score, int[] moves, long playouts, long elapsedNanos, long iterations, StopReason stopReason) {

    public double seconds() {
        return elapsedNanos / 1e9;
    }
}
