package org.puzzlearena.server.live;

import java.util.ArrayList;
import java.util.List;

/**
 * The score-vs-time points of a run ([elapsedMs, score] at each new best), bounded: when full,
 * every other point is dropped (the first and the latest stay), so a long run's chart keeps its
 * shape in constant memory.
 */
final class ScoreChart {

    static final int MAX_POINTS = 1000;

    private final List<long[]> points = new ArrayList<>();

    void add(long elapsedMs, int score) {
        if (points.size() >= MAX_POINTS) {
            List<long[]> kept = new ArrayList<>(MAX_POINTS / 2 + 1);
            for (int i = 0; i < points.size(); i += 2) {
                kept.add(points.get(i));
            }
            points.clear();
            points.addAll(kept);
        }
        points.add(new long[] {elapsedMs, score});
    }

    List<long[]> copy() {
        return List.copyOf(points);
    }
}
