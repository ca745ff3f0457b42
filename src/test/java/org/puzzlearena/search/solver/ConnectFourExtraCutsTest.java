package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.connectfour.Bitboard;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;

/**
 * The cuts added for issue 38 (the follow-up bound and the enhanced transposition cutoff): the bound
 * holds on positions whose exact score is known, and the solver with the cuts gives exactly the
 * scores and grades of the solver without them, on seeded positions, while searching fewer positions.
 */
class ConnectFourExtraCutsTest {

    private static final ConnectFourGame GAME = ConnectFourGame.get();
    private static final long ODD_HEIGHTS = Bitboard.BOTTOM * 0b101010;

    private static ConnectFourState at(String moves) {
        return (ConnectFourState) GAME.newInitialState(MoveStrings.instanceId(moves));
    }

    private static int followUp(ConnectFourState s) {
        return ConnectFourSolver.followUpBound(s.stones(s.currentPlayer()), s.mask());
    }

    private static boolean evenHeights(ConnectFourState s) {
        return (Bitboard.playable(s.mask()) & ODD_HEIGHTS) == 0;
    }

    @Test
    void followUpProvesADrawAndALossOnKnownPositions() {
        // 26 stones, every height even: the second player's follow-up leaves the first no four, and
        // the exact score (plain negamax) is that draw.
        ConnectFourState draw = at("24724514675643246277334631");
        assertTrue(evenHeights(draw));
        assertEquals(0, followUp(draw), "the first player cannot win");
        assertEquals(0, new PlainNegamax(22).score(draw, draw.plies()));
        // 30 stones: the follow-up also completes a four of the second player's: the first loses.
        ConnectFourState loss = at("446664323147744676633775315723");
        assertTrue(evenHeights(loss));
        assertEquals(-1, followUp(loss), "the second player wins by following up");
        assertEquals(-5, new PlainNegamax(22).score(loss, loss.plies()));
        // The empty board: the first player would get the whole third row, so nothing is proven.
        assertEquals(Bitboard.CELLS, followUp(at("")));
    }

    @Test
    void theFollowUpBoundNeverUnderstatesTheExactScore() {
        SplitMix64 rng = new SplitMix64(38);
        // The reference: the search without the cuts (it never looks at the follow-up).
        ConnectFourSolver without = new ConnectFourSolver(1 << 20, ConnectFourBook.standard(), false);
        int[] buffer = new int[7];
        int proven = 0;
        for (int tried = 0; tried < 100_000 && proven < 12; tried++) {
            ConnectFourState s = at("");
            int stop = 20 + 2 * rng.nextInt(5);
            while (!s.isTerminal() && s.plies() < stop) {
                s.play(s.randomMove(rng, buffer));
            }
            if (s.isTerminal() || !evenHeights(s) || followUp(s) == Bitboard.CELLS) {
                continue;
            }
            int exact = without.score(s);
            assertTrue(exact <= followUp(s), s.moveString() + ": exact " + exact + ", bound " + followUp(s));
            proven++;
        }
        assertEquals(12, proven, "enough positions where the bound says something");
    }

    @Test
    void withTheCutsTheScoresAndGradesAreThoseOfTheSearchWithoutThemInFewerPositions() {
        SplitMix64 rng = new SplitMix64(2038);
        ConnectFourSolver withCuts = new ConnectFourSolver(1 << 20, ConnectFourBook.standard(), true);
        ConnectFourSolver without = new ConnectFourSolver(1 << 20, ConnectFourBook.standard(), false);
        int[] buffer = new int[7];
        long nodesWith = 0;
        long nodesWithout = 0;
        for (int i = 0; i < 24; i++) {
            ConnectFourState s = at("");
            int stop = 14 + i % 12;
            while (!s.isTerminal() && s.plies() < stop) {
                s.play(s.randomMove(rng, buffer));
            }
            if (s.isTerminal()) {
                continue;
            }
            Analysis expected = without.analyse(s, Long.MAX_VALUE);
            Analysis got = withCuts.analyse(s, Long.MAX_VALUE);
            assertEquals(expected.score(), got.score(), s.moveString());
            assertEquals(expected.moves(), got.moves(), s.moveString() + ": every move's score");
            int move = s.randomMove(rng, buffer);
            Analysis gradeWithout = without.analyseForGrade(s, move, Long.MAX_VALUE, Long.MAX_VALUE, () -> false);
            Analysis gradeWith = withCuts.analyseForGrade(s, move, Long.MAX_VALUE, Long.MAX_VALUE, () -> false);
            assertEquals(MoveGrade.of(gradeWithout, move), MoveGrade.of(gradeWith, move), s.moveString());
            nodesWithout += expected.nodes() + gradeWithout.nodes();
            nodesWith += got.nodes() + gradeWith.nodes();
        }
        assertTrue(nodesWith < nodesWithout, "with the cuts " + nodesWith + " positions, without " + nodesWithout);
    }
}
