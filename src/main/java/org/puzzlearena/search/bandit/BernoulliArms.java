package org.puzzlearena.search.bandit;

import org.puzzlearena.rules.SplitMix64;

/**
 * K arms, arm i paying 1 with probability {@code means[i]} and 0 otherwise: the textbook bandit
 * the UCB1 paper (Auer, Cesa-Bianchi and Fischer 2002) states its bound for.
 */
public final class BernoulliArms {

    private final double[] means;
    private final double best;

    public BernoulliArms(double... means) {
        if (means.length < 2) {
            throw new IllegalArgumentException("a bandit needs at least two arms");
        }
        double top = Double.NEGATIVE_INFINITY;
        for (double m : means) {
            if (!(m >= 0 && m <= 1)) {
                throw new IllegalArgumentException("an arm's mean is a probability in [0, 1], not " + m);
            }
            top = Math.max(top, m);
        }
        this.means = means.clone();
        this.best = top;
    }

    public int count() {
        return means.length;
    }

    public double mean(int arm) {
        return means[arm];
    }

    /** The mean of the best arm. */
    public double bestMean() {
        return best;
    }

    /** How much one pull of {@code arm} loses in expectation against the best arm. */
    public double gap(int arm) {
        return best - means[arm];
    }

    /** One pull: 1 with the arm's probability, else 0. */
    public int pull(int arm, SplitMix64 rng) {
        return rng.nextDouble() < means[arm] ? 1 : 0;
    }

    /** A uniformly random policy's expected regret per pull: the mean of the gaps. */
    public double meanGap() {
        double sum = 0;
        for (int i = 0; i < means.length; i++) {
            sum += gap(i);
        }
        return sum / means.length;
    }

    /**
     * The UCB1 bound on the expected regret after {@code n} pulls (Auer et al. 2002, Theorem 1):
     * {@code 8 * sum over suboptimal arms of ln(n) / gap + (1 + pi^2 / 3) * sum of gaps}.
     */
    public double ucb1Bound(long n) {
        double logTerm = 0;
        double gaps = 0;
        for (int i = 0; i < means.length; i++) {
            double g = gap(i);
            if (g > 0) {
                logTerm += Math.log(n) / g;
                gaps += g;
            }
        }
        return 8 * logTerm + (1 + Math.PI * Math.PI / 3) * gaps;
    }
}
