package org.puzzlearena.server.botruns;

import org.puzzlearena.rules.State;
import org.puzzlearena.search.BotConfig;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.SearchAlgorithm;

/**
 * A checked run request: the instance's initial state, the bot built from its configuration, the
 * budget to run it with (capped by the caller's limits), the seed and the run's name.
 * {@code seconds}, {@code cpuSeconds} and {@code playouts} are the budget as asked, as stored. A hosted
 * bot's plan has {@code hosted} (its version and sandbox limits) and neither a config nor an algorithm.
 */
record RunPlan(
        State initial,
        BotConfig config,
        SearchAlgorithm algorithm,
        Budget budget,
        Double seconds,
        Double cpuSeconds,
        Long playouts,
        long seed,
        String name,
        HostedPlan hosted) {

    /** The same plan with the search done by {@code other} (its lower levels sent elsewhere, say). */
    RunPlan withAlgorithm(SearchAlgorithm other) {
        return new RunPlan(initial, config, other, budget, seconds, cpuSeconds, playouts, seed, name, hosted);
    }
}
