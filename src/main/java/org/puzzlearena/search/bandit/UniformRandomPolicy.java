package org.puzzlearena.search.bandit;

import org.puzzlearena.rules.SplitMix64;

/** A uniformly random arm every time: the baseline whose expected regret is exactly mean gap x n. */
public final class UniformRandomPolicy implements BanditPolicy {

    private final int arms;

    public UniformRandomPolicy(int arms) {
        this.arms = arms;
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public int choose(SplitMix64 rng) {
        return rng.nextInt(arms);
    }

    @Override
    public void record(int arm, int reward) {
        // learns nothing, by design
    }

    @Override
    public BanditPolicy fresh(int arms) {
        return new UniformRandomPolicy(arms);
    }
}
