package org.puzzlearena.search.twoplayer.mcts;

import java.util.List;

/**
 * What one search did and found.
 *
 * @param move the move chosen
 * @param simulations the simulations run (fewer than asked when the root was proven or the search stopped)
 * @param evaluations the evaluator's calls for priors and values (the root's included)
 * @param seconds the wall time the search took
 * @param reused the root's visits kept from the previous decision's tree
 * @param rootValue the evaluator's value of the root in [0, 1] for the player to move, or null when
 *     it gave none (random playouts do not value the root)
 * @param children the root's children, most visited first
 */
public record MctsReport(
        int move,
        long simulations,
        long evaluations,
        double seconds,
        long reused,
        Double rootValue,
        List<RootChild> children) {

    /** Simulations a second, rounded; 0 when no time could be measured. */
    public long simulationsPerSecond() {
        return seconds > 0 ? Math.round(simulations / seconds) : 0;
    }
}
