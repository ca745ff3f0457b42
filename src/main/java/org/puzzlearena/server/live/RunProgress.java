package org.puzzlearena.server.live;

import java.util.List;

/**
 * What a run's feed knows so far, for the periodic save: the best sequence (canonical moves), the
 * score-vs-time points and the counters. {@code version} grows with every change.
 */
public record RunProgress(
        long version, Integer bestScore, List<String> bestMoves, List<long[]> points, long playouts, long elapsedMs) {

    static final RunProgress NONE = new RunProgress(0, null, List.of(), List.of(), 0, 0);
}
