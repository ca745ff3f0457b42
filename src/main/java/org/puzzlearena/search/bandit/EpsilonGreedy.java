package org.puzzlearena.search.bandit;

import org.puzzlearena.rules.SplitMix64;

/**
 * Each arm once, then with probability epsilon a uniformly random arm, otherwise the arm with the
 * best mean so far. A constant epsilon keeps exploring forever, so its regret grows linearly
 * (at least epsilon times the mean gap per pull), yet it often leads UCB1 at short horizons.
 */
public final class EpsilonGreedy implements BanditPolicy {

    private final double epsilon;
    private final ArmCounts counts;

    public EpsilonGreedy(int arms, double epsilon) {
        if (!(epsilon >= 0 && epsilon <= 1)) {
            throw new IllegalArgumentException("epsilon is a probability in [0, 1], not " + epsilon);
        }
        this.epsilon = epsilon;
        this.counts = new ArmCounts(arms);
    }

    @Override
    public String name() {
        return "epsilon-greedy " + epsilon;
    }

    @Override
    public int choose(SplitMix64 rng) {
        int untried = counts.firstUnpulled();
        if (untried >= 0) {
            return untried;
        }
        if (rng.nextDouble() < epsilon) {
            return rng.nextInt(counts.pulls.length);
        }
        return counts.greedy();
    }

    @Override
    public void record(int arm, int reward) {
        counts.record(arm, reward);
    }

    @Override
    public BanditPolicy fresh(int arms) {
        return new EpsilonGreedy(arms, epsilon);
    }
}
