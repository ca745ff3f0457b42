package org.puzzlearena.rating;

/**
 * The generalized SPRT's log-likelihood ratio for results falling into categories with known scores
 * (a game's loss/draw/win at 0, 1/2, 1; a colour-paired pair's five totals at 0, 1/4, ..., 1 a game),
 * as Fishtest's {@code LLRcalc.LLR} computes it: under each hypothesis the categories' probabilities
 * are the maximum-likelihood distribution whose expected score is that hypothesis's score, and the
 * ratio compares the two. That distribution is p_i = q_i / (1 + theta (a_i - s)), q the observed
 * frequencies, theta the root of sum q_i (a_i - s) / (1 + theta (a_i - s)) = 0, found here by
 * bisection (the sum falls strictly in theta on its whole interval, so the root is unique).
 *
 * <p>Empty categories get Fishtest's count of 0.001: without it a sample with no losses cannot have a
 * distribution with a lower score than its own, and the ratio would be infinite after one win.
 */
final class ConstrainedLikelihood {

    /** Fishtest's stand-in for an empty category. */
    static final double EMPTY_CATEGORY = 1e-3;

    private static final int BISECTIONS = 200;

    private ConstrainedLikelihood() {}

    /**
     * ln(L(H1) / L(H0)) of {@code counts} (results in each category, scores {@code scores} ascending
     * from 0 to 1), H0 and H1 the expected scores s0 and s1; 0 without results.
     */
    static double llr(long[] counts, double[] scores, double s0, double s1) {
        double[] n = regularized(counts);
        double total = 0;
        long real = 0;
        for (int i = 0; i < n.length; i++) {
            total += n[i];
            real += counts[i];
        }
        if (real == 0) {
            return 0;
        }
        double[] q = new double[n.length];
        for (int i = 0; i < n.length; i++) {
            q[i] = n[i] / total;
        }
        double theta0 = theta(q, scores, s0);
        double theta1 = theta(q, scores, s1);
        double llr = 0;
        for (int i = 0; i < n.length; i++) {
            // ln(p1_i / p0_i) = ln(1 + theta0 (a_i - s0)) - ln(1 + theta1 (a_i - s1))
            llr += n[i] * (Math.log1p(theta0 * (scores[i] - s0)) - Math.log1p(theta1 * (scores[i] - s1)));
        }
        return llr;
    }

    /** The counts with every empty category at {@link #EMPTY_CATEGORY}. */
    static double[] regularized(long[] counts) {
        double[] n = new double[counts.length];
        for (int i = 0; i < counts.length; i++) {
            n[i] = counts[i] == 0 ? EMPTY_CATEGORY : counts[i];
        }
        return n;
    }

    /** The theta whose reweighting of q has expected score s (scores span 0 to 1, 0 < s < 1). */
    private static double theta(double[] q, double[] scores, double s) {
        // 1 + theta (a_i - s) must stay positive for every a_i in [0, 1].
        double lo = -1 / (1 - s);
        double hi = 1 / s;
        for (int k = 0; k < BISECTIONS; k++) {
            double mid = (lo + hi) / 2;
            if (mid == lo || mid == hi) {
                break;
            }
            double f = 0;
            for (int i = 0; i < q.length; i++) {
                double d = scores[i] - s;
                f += q[i] * d / (1 + mid * d);
            }
            if (f > 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }
}
