package org.puzzlearena.search.bandit;

import org.puzzlearena.rules.SplitMix64;

/**
 * UCB1 (Auer, Cesa-Bianchi and Fischer 2002): each arm once, then the arm maximising
 * {@code mean + c * sqrt(ln n / n_j)}; c = sqrt 2 is the paper's constant for rewards in [0, 1], the
 * one its regret bound is proved for.
 */
public final class Ucb1 implements BanditPolicy {

    public static final double PAPER_C = Math.sqrt(2);

    private final double c;
    private final ArmCounts counts;

    public Ucb1(int arms, double c) {
        this.c = c;
        this.counts = new ArmCounts(arms);
    }

    @Override
    public String name() {
        return c == PAPER_C ? "UCB1" : "UCB1 c=" + c;
    }

    @Override
    public int choose(SplitMix64 rng) {
        int untried = counts.firstUnpulled();
        if (untried >= 0) {
            return untried;
        }
        double logN = Math.log(counts.total);
        int best = 0;
        double bestIndex = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < counts.pulls.length; i++) {
            double index = counts.mean(i) + c * Math.sqrt(logN / counts.pulls[i]);
            if (index > bestIndex) {
                bestIndex = index;
                best = i;
            }
        }
        return best;
    }

    @Override
    public void record(int arm, int reward) {
        counts.record(arm, reward);
    }

    @Override
    public BanditPolicy fresh(int arms) {
        return new Ucb1(arms, c);
    }
}
