package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;

class DeterministicExpTest {

    @Test
    void agreesWithTheLibraryToAFewUlpsOverNrpasRange() {
        SplitMix64 rng = new SplitMix64(3);
        double worst = 0;
        for (int i = 0; i < 1_000_000; i++) {
            double x = (rng.nextDouble() * 2 - 1) * 300;
            double exact = StrictMath.exp(x);
            double ulps = Math.abs(DeterministicExp.exp(x) - exact) / Math.ulp(exact);
            worst = Math.max(worst, ulps);
        }
        assertTrue(worst <= 4, "worst error " + worst + " ulps");
    }

    @Test
    void smallWeightsWhereNrpaLivesAreNearlyExact() {
        for (int i = -4000; i <= 4000; i++) {
            double x = i / 1000.0;
            double exact = StrictMath.exp(x);
            assertEquals(exact, DeterministicExp.exp(x), 3 * Math.ulp(exact), "exp(" + x + ")");
        }
        assertEquals(1.0, DeterministicExp.exp(0.0));
    }

    @Test
    void theExtremesStayFiniteAndPositive() {
        double big = DeterministicExp.exp(DeterministicExp.MAX_ARGUMENT);
        double small = DeterministicExp.exp(-DeterministicExp.MAX_ARGUMENT);
        assertTrue(Double.isFinite(big) && big > 1e300, "exp(700) = " + big);
        assertTrue(small > 0 && small < 1e-300, "exp(-700) = " + small);
    }
}
