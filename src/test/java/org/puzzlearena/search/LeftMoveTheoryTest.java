package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.search.ResultReplay.initial;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/**
 * The NMCS paper's analysis of the left-move problem (section 4.2): our bot's empirical score
 * distribution without memorisation agrees with the exact dynamic program, and memorisation
 * lifts the chance of the best score as the paper measured.
 */
class LeftMoveTheoryTest {

    @Test
    void theDistributionsAreProbabilitiesAndLevelZeroIsBinomial() {
        LeftMoveTheory theory = new LeftMoveTheory(60, 3);
        for (int level = 0; level <= 3; level++) {
            double total = 0;
            for (double p : theory.distribution(60, level)) {
                total += p;
            }
            assertEquals(1.0, total, 1e-9);
        }
        assertEquals(30.0, theory.mean(60, 0), 1e-9);
        assertEquals(1.0 / 1024, theory.distribution(10, 0)[10], 1e-12);
        assertTrue(theory.mean(60, 1) > theory.mean(60, 0) + 5, "level 1 is far better than sampling");
    }

    @ParameterizedTest(name = "depth {0} level {1}")
    @CsvSource({"20, 1, 4000", "20, 2, 3000", "9, 3, 3000"})
    void theBotMatchesTheExactDistributionWithoutMemorisation(int depth, int level, int runs) {
        double[] expected = new LeftMoveTheory(depth, level).distribution(depth, level);
        int[] counts = empirical(depth, level, false, runs);
        // Every score's frequency within 4.5 standard errors of its exact probability (and a small floor).
        for (int s = 0; s <= depth; s++) {
            double p = expected[s];
            double observed = counts[s] / (double) runs;
            double tolerance = 4.5 * Math.sqrt(p * (1 - p) / runs) + 0.004;
            assertEquals(p, observed, tolerance, "score " + s);
        }
    }

    @Test
    void memorisationDoublesTheChanceOfTheBestScoreAtDepthNineLevelThree() {
        int runs = 3000;
        double without = empirical(9, 3, false, runs)[9] / (double) runs;
        double with = empirical(9, 3, true, runs)[9] / (double) runs;
        double exactWithout = new LeftMoveTheory(9, 3).distribution(9, 3)[9];
        // The paper: 0.41 without memorisation, 0.80 with.
        assertEquals(exactWithout, without, 0.04);
        assertEquals(0.41, exactWithout, 0.02, "the dynamic program gives the paper's figure");
        assertEquals(0.80, with, 0.04);
    }

    static int[] empirical(int depth, int level, boolean memorize, int runs) {
        int[] counts = new int[depth + 1];
        State root = initial("leftmove", "depth/" + depth);
        NestedMonteCarloSearch nmcs = new NestedMonteCarloSearch(level, memorize, UniformPolicy.INSTANCE);
        for (int i = 0; i < runs; i++) {
            SearchContext ctx = new SearchContext(Budget.oneIteration(), SearchListener.NONE);
            counts[nmcs.playOneGame(root.copy(), ctx, new SplitMix64(1_000_003L * i + depth))]++;
        }
        return counts;
    }
}
