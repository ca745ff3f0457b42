package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rating.SprtBounds;
import org.puzzlearena.rating.SprtStatus;
import org.puzzlearena.rating.Verdict;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * The evidence that the SPRT between reference bots says what it should, on Connect Four
 * (tic-tac-toe is too small: UCT at 200 simulations already draws nearly every game, so no test there
 * could tell 200 from 2,000). Each repetition stops at 400 games, which the [0, 50] test needs
 * rarely (about 240 on average at 0 Elo); one that stops there counts as not H1.
 */
class SprtMatchTest {

    private static final PlayerSpec UCT_2000 = PlayerSpec.parse("uct:sims=2000");
    private static final PlayerSpec UCT_200 = PlayerSpec.parse("uct:sims=200");
    private static final int MAX_GAMES = 400;

    private static State start() {
        return Games.byId("connect-four").orElseThrow().newInitialState("start");
    }

    @Test
    void uctAt2000SimulationsIsShownStrongerThanAt200() {
        SprtStatus s = SprtMatch.play(start(), UCT_2000, UCT_200, SprtBounds.CLEAR, MAX_GAMES, 2, 1);
        assertEquals(Verdict.H1, s.verdict(), s.toString());
        assertTrue(s.elo().low() > 0, "the Elo interval excludes 0: " + s.elo());
    }

    @Test
    void uctAgainstItselfReachesH1NoMoreOftenThanAlphaAllows() {
        int falseH1 = 0;
        int h0 = 0;
        for (long seed = 1; seed <= 20; seed++) {
            SprtStatus s = SprtMatch.play(start(), UCT_200, UCT_200, SprtBounds.CLEAR, MAX_GAMES, 2, seed);
            if (s.verdict() == Verdict.H1) {
                falseH1++;
            } else if (s.verdict() == Verdict.H0) {
                h0++;
            }
        }
        System.out.println("uct:sims=200 against itself, 20 seeded SPRTs [0, 50]: " + falseH1 + " H1, " + h0 + " H0, "
                + (20 - falseH1 - h0) + " inconclusive");
        // alpha = 0.05: one false H1 expected in 20; 4 or more has probability 1.6% if the test holds.
        assertTrue(falseH1 <= 3, falseH1 + " false H1 in 20");
    }

    @Test
    void aSeedFixesTheWholeMatch() {
        SprtStatus a = SprtMatch.play(start(), UCT_200, UCT_200, SprtBounds.CLEAR, 40, 2, 7);
        SprtStatus b = SprtMatch.play(start(), UCT_200, UCT_200, SprtBounds.CLEAR, 40, 2, 7);
        assertEquals(a.llr(), b.llr());
        assertEquals(a.results().wins(), b.results().wins());
        assertEquals(
                java.util.Arrays.toString(a.results().pairs()),
                java.util.Arrays.toString(b.results().pairs()));
    }
}
