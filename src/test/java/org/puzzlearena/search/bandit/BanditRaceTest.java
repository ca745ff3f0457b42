package org.puzzlearena.search.bandit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;

/** The bandit engine's regrets against what theory says they must be. */
class BanditRaceTest {

    private static final BernoulliArms ARMS = new BernoulliArms(0.1, 0.3, 0.5, 0.7, 0.9);
    private static final long[] CHECKPOINTS = {100, 1000, 5000, 20_000};
    private static final int RUNS = 40;

    @Test
    void randomRegretIsTheMeanGapTimesThePulls() {
        BanditRace.PolicyRegret random = race(new UniformRandomPolicy(5), 7).get(0);
        // Each pull's gap is drawn uniformly from the arms' gaps: variance per pull is var(gap), so the
        // mean over RUNS runs of n pulls has standard deviation sqrt(n var / RUNS); allow 4 of them.
        double meanGap = ARMS.meanGap();
        double meanSquare = 0;
        for (int i = 0; i < ARMS.count(); i++) {
            meanSquare += ARMS.gap(i) * ARMS.gap(i) / ARMS.count();
        }
        double variance = meanSquare - meanGap * meanGap;
        assertEquals(0.4, meanGap, 1e-12);
        for (int k = 0; k < CHECKPOINTS.length; k++) {
            long n = CHECKPOINTS[k];
            double sd = Math.sqrt(n * variance / RUNS);
            assertEquals(meanGap * n, random.mean()[k], 4 * sd, "random's regret after " + n + " pulls");
        }
    }

    @Test
    void ucb1StaysUnderItsBoundAndFarUnderRandom() {
        BanditRace.PolicyRegret ucb = race(new Ucb1(5, Ucb1.PAPER_C), 3).get(0);
        for (int k = 0; k < CHECKPOINTS.length; k++) {
            assertTrue(
                    ucb.mean()[k] < ARMS.ucb1Bound(CHECKPOINTS[k]),
                    "UCB1 after " + CHECKPOINTS[k] + ": " + ucb.mean()[k] + " >= bound "
                            + ARMS.ucb1Bound(CHECKPOINTS[k]));
        }
        double last = ucb.mean()[CHECKPOINTS.length - 1];
        assertTrue(last < 0.1 * ARMS.meanGap() * 20_000, "UCB1 learns: " + last);
        // Logarithmic growth: from 5,000 to 20,000 pulls its regret grows far less than fourfold.
        assertTrue(last < 2 * ucb.mean()[2], Arrays.toString(ucb.mean()));
    }

    @Test
    void constantEpsilonGreedyKeepsPayingForItsExploration() {
        double epsilon = 0.1;
        BanditRace.PolicyRegret greedy = race(new EpsilonGreedy(5, epsilon), 5).get(0);
        long n = 20_000;
        // The exploring pulls alone cost epsilon x mean gap per pull in expectation.
        double floor = epsilon * ARMS.meanGap() * (n - ARMS.count());
        assertTrue(greedy.mean()[3] > 0.9 * floor, greedy.mean()[3] + " vs " + floor);
    }

    @Test
    void aSeedFixesTheWholeTableAndAnotherSeedChangesIt() {
        List<BanditPolicy> policies =
                List.of(new UniformRandomPolicy(5), new EpsilonGreedy(5, 0.1), new Ucb1(5, Ucb1.PAPER_C));
        List<BanditRace.PolicyRegret> a = BanditRace.run(ARMS, policies, 2000, 5, 42, new long[] {10, 2000});
        List<BanditRace.PolicyRegret> b = BanditRace.run(ARMS, policies, 2000, 5, 42, new long[] {10, 2000});
        List<BanditRace.PolicyRegret> c = BanditRace.run(ARMS, policies, 2000, 5, 43, new long[] {10, 2000});
        for (int p = 0; p < policies.size(); p++) {
            assertArrayEquals(a.get(p).mean(), b.get(p).mean(), 0.0);
        }
        assertFalse(Arrays.equals(a.get(0).mean(), c.get(0).mean()), "another seed, other pulls");
    }

    @Test
    void ucb1TriesEveryArmOnceThenPrefersTheBestMeanWhenConfidenceIsEqual() {
        Ucb1 ucb = new Ucb1(3, Ucb1.PAPER_C);
        SplitMix64 rng = new SplitMix64(1);
        for (int arm = 0; arm < 3; arm++) {
            assertEquals(arm, ucb.choose(rng));
            ucb.record(arm, arm == 1 ? 1 : 0);
        }
        assertEquals(1, ucb.choose(rng), "equal counts: the arm that paid wins the index");
    }

    private static List<BanditRace.PolicyRegret> race(BanditPolicy policy, long seed) {
        return BanditRace.run(ARMS, List.of(policy), 20_000, RUNS, seed, CHECKPOINTS);
    }
}
