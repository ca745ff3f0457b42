package org.puzzlearena.search;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/** Level 0: independent playouts from the root until the budget ends, keeping the best. */
public final class IterativeSampling implements SearchAlgorithm {

    private final PlayoutPolicy policy;

    public IterativeSampling(PlayoutPolicy policy) {
        this.policy = policy;
    }

    @Override
    public String description() {
        return "iterative sampling, " + policy.name();
    }

    @Override
    public void run(State root, SearchContext ctx, SplitMix64 rng) {
        int[] scratch = new int[root.game().maxLegalMoves()];
        ctx.setPhase("sampling");
        do {
            State s = root.copy();
            policy.playOut(s, rng, scratch);
            ctx.playoutDone(s);
        } while (!ctx.shouldStop() && ctx.iterationDone());
    }
}
