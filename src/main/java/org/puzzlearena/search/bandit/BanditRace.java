package org.puzzlearena.search.bandit;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.SplitMix64;

/**
 * Runs policies on one set of arms, many independent runs each, and reports the mean cumulative
 * regret at checkpoints. Regret here is the pseudo-regret the bounds are stated for: the sum over
 * pulls of the chosen arm's gap to the best mean (not the noisy rewards), so that a random policy's
 * expectation is exactly mean gap x pulls. Run r of every policy uses the seed derived from
 * {@code seed} and r, so a seed fixes the whole table.
 */
public final class BanditRace {

    /** One policy's mean regret (and its standard error over the runs) at each checkpoint. */
    public record PolicyRegret(String policy, double[] mean, double[] standardError) {}

    private BanditRace() {}

    /**
     * @param checkpoints increasing pull counts, the last at most {@code pulls}
     */
    public static List<PolicyRegret> run(
            BernoulliArms arms, List<BanditPolicy> policies, int pulls, int runs, long seed, long[] checkpoints) {
        List<PolicyRegret> out = new ArrayList<>();
        for (BanditPolicy prototype : policies) {
            double[] sum = new double[checkpoints.length];
            double[] sumSq = new double[checkpoints.length];
            for (int r = 0; r < runs; r++) {
                double[] regret = oneRun(arms, prototype.fresh(arms.count()), pulls, runSeed(seed, r), checkpoints);
                for (int k = 0; k < checkpoints.length; k++) {
                    sum[k] += regret[k];
                    sumSq[k] += regret[k] * regret[k];
                }
            }
            double[] mean = new double[checkpoints.length];
            double[] se = new double[checkpoints.length];
            for (int k = 0; k < checkpoints.length; k++) {
                mean[k] = sum[k] / runs;
                double variance = runs > 1 ? Math.max(0, (sumSq[k] - runs * mean[k] * mean[k]) / (runs - 1)) : 0;
                se[k] = Math.sqrt(variance / runs);
            }
            out.add(new PolicyRegret(prototype.name(), mean, se));
        }
        return out;
    }

    /** The cumulative pseudo-regret of one run at each checkpoint. */
    public static double[] oneRun(BernoulliArms arms, BanditPolicy policy, int pulls, long seed, long[] checkpoints) {
        SplitMix64 rng = new SplitMix64(seed);
        double[] at = new double[checkpoints.length];
        double regret = 0;
        int next = 0;
        for (long t = 1; t <= pulls && next < checkpoints.length; t++) {
            int arm = policy.choose(rng);
            policy.record(arm, arms.pull(arm, rng));
            regret += arms.gap(arm);
            while (next < checkpoints.length && checkpoints[next] == t) {
                at[next++] = regret;
            }
        }
        return at;
    }

    /** The seed of run {@code r}: well mixed, so neighbouring runs share no stream. */
    static long runSeed(long seed, int r) {
        SplitMix64 mix = new SplitMix64(seed * 0x9E3779B97F4A7C15L + r);
        return mix.nextLong();
    }
}
