package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;

/**
 * The Connect Four solver on positions whose value is known: immediate wins and forced losses,
 * end-games checked against plain negamax, and facts of the solved game that take well under a
 * second (the opening facts come from the book: ConnectFourBookTest).
 */
class ConnectFourSolverTest {

    private static final ConnectFourGame GAME = ConnectFourGame.get();
    private final ConnectFourSolver solver = new ConnectFourSolver(1 << 20);

    private static ConnectFourState at(String moves) {
        return (ConnectFourState) GAME.newInitialState(MoveStrings.instanceId(moves));
    }

    private Map<String, Integer> moveScores(String moves) {
        Analysis a = solver.analyse(at(moves), Long.MAX_VALUE);
        assertTrue(a.isExact());
        return a.moves().stream()
                .collect(Collectors.toMap(
                        Analysis.MoveScore::text, m -> m.score().lower()));
    }

    @Test
    void aWinWithTheNextStoneScoresTwentyTwoMinusTheWinnersStones() {
        // The first player has three in column 1 and plays its fourth stone: 22 - 4 = 18.
        assertEquals(18, solver.score(at("121212")));
        // The second player's fourth stone in column 2 after the first player wasted moves: 22 - 4.
        assertEquals(18, solver.score(at("1212727")));
    }

    @Test
    void twoThreatsAtOnceLose() {
        // The first player has 2, 3, 4 on the bottom row with 1 and 5 both open: the second player
        // to move blocks one, the first wins at the other with its fourth stone.
        assertEquals(-18, solver.score(at("22334")), "the second player cannot stop 2-3-4 open at both ends");
        moveScores("22334").forEach((move, score) -> assertEquals(-18, score, "every reply loses: " + move));
    }

    @Test
    void theLastMoverWonIsALossForTheSideToMove() {
        assertEquals(-18, solver.score(at("1212121")), "four after the first player's fourth stone");
    }

    @Test
    void endGamesAgreeWithPlainNegamax() {
        SplitMix64 rng = new SplitMix64(2026);
        PlainNegamax plain = new PlainNegamax(22);
        int checked = 0;
        int[] buffer = new int[7];
        while (checked < 60) {
            ConnectFourState s = at("");
            int stop = 30 + rng.nextInt(8);
            while (!s.isTerminal() && s.plies() < stop) {
                s.play(s.randomMove(rng, buffer));
            }
            if (s.isTerminal()) {
                continue;
            }
            int expected = plain.score(s, s.plies());
            assertEquals(expected, solver.score(s), s.moveString());
            Analysis a = solver.analyse(s, Long.MAX_VALUE);
            assertEquals(expected, a.exactScore(), "the analysis agrees: " + s.moveString());
            for (Analysis.MoveScore m : a.moves()) {
                State c = s.copy();
                c.play(m.move());
                assertEquals(-plain.score(c, s.plies() + 1), m.score().lower(), s.moveString() + " then " + m.text());
            }
            checked++;
        }
    }

    @Test
    void aBudgetThatRunsOutGivesBoundsThatHoldTheTruth() {
        // A middle-game position the solver cannot finish in a millisecond from an empty table.
        ConnectFourSolver fresh = new ConnectFourSolver(1 << 16);
        Analysis a = fresh.analyse(at("4444"), System.nanoTime() + 1_000_000L);
        assertFalse(a.isExact(), "one millisecond is not enough");
        assertTrue(a.score().lower() <= a.score().upper());
        for (Analysis.MoveScore m : a.moves()) {
            // Loose before any search: -21..21 is every score a 7x6 board can have, whoever wins.
            assertTrue(
                    m.score().lower() >= -21
                            && m.score().upper() <= 21
                            && m.score().lower() <= m.score().upper(),
                    m.toString());
        }
    }

    @Test
    void aStopSignalEndsTheWholeAnalysisAtTheNextLookAndLeavesTheSolverAsBefore() {
        ConnectFourSolver fresh = new ConnectFourSolver(1 << 16);
        int[] looks = {0};
        // Asked every 4,096 positions: true at the first look. The played move's search stops there
        // and the six other moves' searches stop at their first position, not 4,096 each.
        Analysis stopped = fresh.analyseFor(at("1717"), 3, Long.MAX_VALUE, () -> ++looks[0] > 0);
        assertFalse(stopped.isExact());
        assertEquals(1, looks[0], "one look was enough");
        assertTrue(stopped.nodes() < 4_096 + 100, stopped.nodes() + " positions searched");
        for (Analysis.MoveScore m : stopped.moves()) {
            assertTrue(m.score().lower() <= m.score().upper(), m.toString());
        }
        // The next analysis is not stopped by the last one's signal (this one takes a few hundred
        // thousand positions, past the opening book).
        Analysis next = fresh.analyse(at("444444333333"), Long.MAX_VALUE);
        assertTrue(next.isExact());
        assertTrue(next.nodes() > 4_096, next.nodes() + " positions searched");
    }
}
