package org.puzzlearena.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SprtTest {

    private static final SprtBounds CLEAR = SprtBounds.CLEAR;

    @Test
    void waldsBoundsForFivePercentErrorsArePlusMinus2944() {
        assertEquals(Math.log(0.05 / 0.95), CLEAR.lower(), 1e-12);
        assertEquals(Math.log(0.95 / 0.05), CLEAR.upper(), 1e-12);
        assertEquals(-2.944, CLEAR.lower(), 0.001);
        assertEquals(2.944, CLEAR.upper(), 0.001);
        SprtBounds uneven = new SprtBounds(0, 20, 0.01, 0.1);
        assertEquals(Math.log(0.1 / 0.99), uneven.lower(), 1e-12);
        assertEquals(Math.log(0.9 / 0.01), uneven.upper(), 1e-12);
    }

    @Test
    void theLogisticModelMaps50EloTo0point5715AndBack() {
        assertEquals(1 / (1 + Math.pow(10, -50 / 400.0)), LogisticElo.score(50), 1e-15);
        assertEquals(0.5715, LogisticElo.score(50), 0.0001);
        assertEquals(50, LogisticElo.elo(LogisticElo.score(50)), 1e-9);
        assertEquals(190.85, LogisticElo.elo(0.75), 0.01);
    }

    @Test
    void withoutDrawsTheRatioIsTheBinomialOne() {
        // With only wins and losses the distribution with expected score s is (1 - s, s), so the
        // ratio is W ln(s1 / s0) + L ln((1 - s1) / (1 - s0)); the draws' stand-in count of 0.001
        // moves it by far less than 0.01.
        double s0 = CLEAR.score0();
        double s1 = CLEAR.score1();
        double byHand = 30 * Math.log(s1 / s0) + 20 * Math.log((1 - s1) / (1 - s0));
        assertEquals(0.9232, byHand, 0.0001);
        assertEquals(byHand, Sprt.trinomialLlr(CLEAR, 30, 0, 20), 0.01);
    }

    @Test
    void theExactRatioMatchesFastchesssNormalApproximationOnALargeSample() {
        long w = 600;
        long d = 200;
        long l = 400;
        long n = w + d + l;
        double mean = (w + 0.5 * d) / n;
        double var = (w * sq(1 - mean) + d * sq(0.5 - mean) + l * sq(mean)) / n;
        double s0 = CLEAR.score0();
        double s1 = CLEAR.score1();
        double byHand = n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
        assertEquals(byHand, Sprt.normalApproximationLlr(CLEAR, n, mean, var), 1e-9);
        assertEquals(byHand, Sprt.trinomialLlr(CLEAR, w, d, l), 0.03 * Math.abs(byHand));
    }

    @Test
    void pairsWithIndependentlyScoredGamesGiveAboutTheTrinomialRatio() {
        // 400 pairs whose games are independent (a score of 0.55 a game, no draws: pair totals
        // binomial over the two games) carry the same information as their 800 single games.
        PairResults pairs = new PairResults(new long[] {81, 0, 198, 0, 121}, 440, 0, 360);
        double single = Sprt.trinomialLlr(CLEAR, 440, 0, 360);
        assertEquals(single, Sprt.pentanomialLlr(CLEAR, pairs), 0.05 * Math.abs(single));
    }

    @Test
    void theVerdictIsH1AtTheUpperBoundH0AtTheLowerAndNoneBetween() {
        PairResults r = PairResults.NONE;
        int pairs = 0;
        while (!Sprt.status(CLEAR, r).decided()) {
            // a pair won 2-0 every third time, else split 1-1: about +190 Elo
            r = pairs % 3 == 0 ? r.plus(1, 1) : r.plus(1, 0);
            pairs++;
            SprtStatus s = Sprt.status(CLEAR, r);
            assertEquals(s.llr() >= CLEAR.upper() ? Verdict.H1 : Verdict.INCONCLUSIVE, s.verdict());
        }
        assertTrue(Sprt.status(CLEAR, r).llr() >= CLEAR.upper());
        PairResults losing = PairResults.NONE;
        while (!Sprt.status(CLEAR, losing).decided()) {
            losing = losing.plus(0, 0.5);
        }
        SprtStatus lost = Sprt.status(CLEAR, losing);
        assertEquals(Verdict.H0, lost.verdict());
        assertTrue(lost.llr() <= CLEAR.lower());
    }

    @Test
    void oneLopsidedPairIsNoProof() {
        // Under H0 (equal players, no draws) a pair goes 2-0 a quarter of the time: a test that
        // accepted H1 on it would be wrong a quarter of the time.
        SprtStatus s = Sprt.status(CLEAR, PairResults.NONE.plus(1, 1));
        assertEquals(Verdict.INCONCLUSIVE, s.verdict());
        assertTrue(s.llr() > 0 && s.llr() < 0.5, "llr " + s.llr());
    }

    @Test
    void theEloEstimateIsTheMeanScoresEloWithA95PercentInterval() {
        PairResults r = PairResults.NONE;
        for (int i = 0; i < 50; i++) {
            r = i % 2 == 0 ? r.plus(1, 1) : r.plus(1, 0);
        }
        // pair scores a game: 1 and 0.5 alike; mean 0.75, variance 0.0625, n 50
        EloEstimate e = Sprt.status(CLEAR, r).elo();
        assertEquals(LogisticElo.elo(0.75), e.elo(), 1e-9);
        double half = 1.959964 * Math.sqrt(0.0625 / 50);
        assertEquals(LogisticElo.elo(0.75 - half), e.low(), 1e-6);
        assertEquals(LogisticElo.elo(0.75 + half), e.high(), 1e-6);
        assertEquals(75, r.wins());
        assertEquals(25, r.losses());
        assertEquals(0, r.draws());
    }

    @Test
    void gamesLeftFromTheStartMatchesTheSimulatedSampleSizeOfTheNotes() {
        // arena-notes: draw rate 0.10, [0, 50], true Elo 50: 239 games on average in simulation.
        // Single games at that score: win 0.5215, draw 0.1, loss 0.3785; two independent games a
        // pair halve the variance a pair's score a game.
        double s = CLEAR.score1();
        double win = s - 0.05;
        double loss = 1 - win - 0.1;
        double gameVar = win * sq(1 - s) + 0.1 * sq(0.5 - s) + loss * sq(s);
        double games = 2 * GamesLeft.expectedPairs(CLEAR, gameVar / 2, s, 0);
        assertEquals(239, games, 239 * 0.1);
    }

    @Test
    void gamesLeftWithoutDriftIsTheBrownianExitTime() {
        double var = 0.1;
        double s = (CLEAR.score0() + CLEAR.score1()) / 2;
        double spread = sq(CLEAR.score1() - CLEAR.score0()) / var;
        double byHand = (CLEAR.upper() - 1) * (1 - CLEAR.lower()) / spread;
        assertEquals(byHand, GamesLeft.expectedPairs(CLEAR, var, s, 1), 1e-6 * byHand);
        // continuous in the drift: a hair either side gives nearly the same
        assertEquals(byHand, GamesLeft.expectedPairs(CLEAR, var, s + 1e-7, 1), 1e-3 * byHand);
        assertEquals(byHand, GamesLeft.expectedPairs(CLEAR, var, s - 1e-7, 1), 1e-3 * byHand);
    }

    @Test
    void gamesLeftHasARangeAroundItsEstimateAndNoneBeforeTheFirstPair() {
        assertNull(Sprt.status(CLEAR, PairResults.NONE).gamesLeft());
        PairResults r = PairResults.NONE;
        for (int i = 0; i < 20; i++) {
            r = i % 2 == 0 ? r.plus(1, 0) : r.plus(1, 0.5);
        }
        SprtStatus s = Sprt.status(CLEAR, r);
        assertEquals(Verdict.INCONCLUSIVE, s.verdict());
        GamesLeft left = s.gamesLeft();
        assertTrue(left.low() <= left.expected() && left.expected() <= left.high(), left.toString());
        assertTrue(left.low() > 0 && left.high() > left.low(), left.toString());
        // A decided test needs no more games.
        PairResults won = PairResults.NONE;
        while (!Sprt.status(CLEAR, won).decided()) {
            won = won.plus(1, 1);
        }
        assertEquals(0, Sprt.status(CLEAR, won).gamesLeft().expected());
    }

    private static double sq(double x) {
        return x * x;
    }
}
