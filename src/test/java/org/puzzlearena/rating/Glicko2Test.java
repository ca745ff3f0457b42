package org.puzzlearena.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {

    private static final Glicko2 GLICKO = new Glicko2(Glicko2Constants.ARENA);

    /** Glickman's worked example: the player and the period's three games. */
    private static final Rating PLAYER = new Rating(1500, 200, 0.06);

    private static final List<GameResult> PERIOD = List.of(
            new GameResult(new Rating(1400, 30, 0.06), 1),
            new GameResult(new Rating(1550, 100, 0.06), 0),
            new GameResult(new Rating(1700, 300, 0.06), 0));

    @Test
    void reproducesGlickmansExampleToThePapersPrintedPrecision() {
        Rating after = GLICKO.update(PLAYER, PERIOD);
        // The paper prints 1464.06 / 151.52 / 0.05999 after rounding its intermediate steps; at full
        // precision the example gives 1464.0507 / 151.5165 / 0.0599960 (see arena-notes).
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.01);
        // the paper prints sigma' truncated to five decimals
        assertEquals(0.05999, after.volatility(), 0.00001);
        assertEquals(1464.0507, after.rating(), 0.0001);
        assertEquals(151.5165, after.deviation(), 0.0001);
        assertEquals(0.0599960, after.volatility(), 0.0000001);
    }

    @Test
    void explainsTheExampleStepByStepAsThePaperPrintsIt() {
        RatingChange c = GLICKO.explain(PLAYER, PERIOD);
        // The paper's table: g(phi_j) 0.9955, 0.9531, 0.7242; E 0.639, 0.432, 0.303.
        assertEquals(0.9955, c.games().get(0).g(), 0.0001);
        assertEquals(0.9531, c.games().get(1).g(), 0.0001);
        assertEquals(0.7242, c.games().get(2).g(), 0.0001);
        assertEquals(0.639, c.games().get(0).expected(), 0.001);
        assertEquals(0.432, c.games().get(1).expected(), 0.001);
        assertEquals(0.303, c.games().get(2).expected(), 0.001);
        assertEquals(1.7790, c.v(), 0.0001);
        assertEquals(-0.4839, c.delta(), 0.0001);
        assertEquals(0.05999, c.newVolatility(), 0.00001);
        assertEquals(0.8722, c.newPhi(), 0.0001);
        assertEquals(-0.2069, c.newMu(), 0.0001);
        assertEquals(1464.06 - 1500, c.ratingDelta(), 0.01);
    }

    @Test
    void anIdlePeriodWidensTheDeviationByTheVolatilityOnly() {
        Rating after = GLICKO.idle(PLAYER);
        double phi = 200 / Glicko2Constants.SCALE;
        assertEquals(Glicko2Constants.SCALE * Math.sqrt(phi * phi + 0.06 * 0.06), after.deviation(), 1e-9);
        assertEquals(1500, after.rating(), 1e-9);
        assertEquals(0.06, after.volatility(), 1e-12);
    }

    @Test
    void anIdlePlayerIsNeverLessCertainThanANewOne() {
        Rating r = new Rating(1800, 349, 0.06);
        for (int i = 0; i < 100; i++) {
            r = GLICKO.idle(r);
        }
        assertEquals(350, r.deviation(), 1e-9);
    }

    @Test
    void aNewPlayerIsProvisionalUntilGamesNarrowItsDeviationBelow110() {
        Rating equal = new Rating(1500, 50, 0.06);
        Rating r = Glicko2Constants.ARENA.newRating();
        assertTrue(r.provisional());
        int periods = 0;
        while (r.provisional()) {
            r = GLICKO.update(r, List.of(new GameResult(equal, periods % 2)));
            periods++;
        }
        // arena-notes: from 350/0.06/tau 0.5, one game a period against an equal RD-50 opponent,
        // RD falls below 110 after 10 games.
        assertEquals(10, periods);
        assertFalse(r.provisional());
    }

    @Test
    void theIntervalIsTheRatingPlusMinus196Deviations() {
        Rating r = new Rating(1600, 100, 0.06);
        assertEquals(1600 - 195.9964, r.low95(), 1e-6);
        assertEquals(1600 + 195.9964, r.high95(), 1e-6);
    }
}
