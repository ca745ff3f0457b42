package org.puzzlearena.cli.reproduce;

import org.puzzlearena.rules.State;
import org.puzzlearena.search.SearchAlgorithm;

/**
 * Runs a search briefly and discards it, so that the JIT has compiled the hot code before the
 * timed runs: otherwise the first timed searches pay for interpreted code and look slower.
 */
final class Warmup {

    private Warmup() {}

    static void run(SearchAlgorithm algorithm, State root, double cpuSeconds, Progress progress) {
        progress.note("warming up the JIT: " + algorithm.description() + ", " + Fmt.fixed(cpuSeconds, 1) + " CPU s");
        CpuTimedSearch.run(algorithm, root, -1, cpuSeconds, Integer.MAX_VALUE, false);
    }
}
