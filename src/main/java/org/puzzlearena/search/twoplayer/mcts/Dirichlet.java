package org.puzzlearena.search.twoplayer.mcts;

import org.puzzlearena.rules.SplitMix64;

/** Samples from a symmetric Dirichlet distribution (AlphaZero's root noise), seeded. */
public final class Dirichlet {

    private Dirichlet() {}

    /** {@code k} non-negative numbers summing to 1, drawn from Dir(alpha, ..., alpha). */
    public static double[] sample(SplitMix64 rng, double alpha, int k) {
        double[] x = new double[k];
        double sum = 0;
        for (int i = 0; i < k; i++) {
            x[i] = gamma(rng, alpha);
            sum += x[i];
        }
        for (int i = 0; i < k; i++) {
            x[i] = sum > 0 ? x[i] / sum : 1.0 / k;
        }
        return x;
    }

    /** Gamma(alpha, 1) by Marsaglia and Tsang's method; alpha below 1 through Gamma(alpha + 1) * U^(1/alpha). */
    static double gamma(SplitMix64 rng, double alpha) {
        if (alpha < 1) {
            return gamma(rng, alpha + 1) * Math.pow(uniform(rng), 1 / alpha);
        }
        double d = alpha - 1.0 / 3;
        double c = 1 / Math.sqrt(9 * d);
        while (true) {
            double x;
            double v;
            do {
                x = normal(rng);
                v = 1 + c * x;
            } while (v <= 0);
            v = v * v * v;
            double u = uniform(rng);
            if (u < 1 - 0.0331 * x * x * x * x || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) {
                return d * v;
            }
        }
    }

    /** A uniform number in (0, 1), never 0 (logs are taken of it). */
    private static double uniform(SplitMix64 rng) {
        double u;
        do {
            u = rng.nextDouble();
        } while (u == 0);
        return u;
    }

    /** A standard normal number (Box-Muller). */
    private static double normal(SplitMix64 rng) {
        return Math.sqrt(-2 * Math.log(uniform(rng))) * Math.cos(2 * Math.PI * rng.nextDouble());
    }
}
