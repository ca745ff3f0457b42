package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/** The lab's grades: by the solved result a move keeps or gives away, and none when the solver ran out of time. */
class MoveGradeTest {

    private static Analysis.MoveScore move(int m, int score) {
        return new Analysis.MoveScore(m, String.valueOf(m + 1), Analysis.Bounds.exact(score));
    }

    /** A won position (best score 5) with one move of each kind. */
    private static final Analysis WON = new Analysis(
            "x", 0, Analysis.Bounds.exact(5), List.of(move(0, 5), move(1, 3), move(2, 0), move(3, -4)), 100);

    @Test
    void gradesByTheResultGivenAway() {
        assertEquals(MoveGrade.BEST, MoveGrade.of(WON, 0));
        assertEquals(MoveGrade.INACCURACY, MoveGrade.of(WON, 1), "still a win, but a slower one");
        assertEquals(MoveGrade.MISTAKE, MoveGrade.of(WON, 2), "a win thrown to a draw: half a point");
        assertEquals(MoveGrade.BLUNDER, MoveGrade.of(WON, 3), "a win thrown to a loss: a whole point");
    }

    @Test
    void inALostPositionTheLongestResistanceIsBest() {
        Analysis lost = new Analysis("x", 0, Analysis.Bounds.exact(-2), List.of(move(0, -2), move(1, -7)), 10);
        assertEquals(MoveGrade.BEST, MoveGrade.of(lost, 0));
        assertEquals(MoveGrade.INACCURACY, MoveGrade.of(lost, 1), "a faster loss is still a loss");
    }

    @Test
    void noGradeWhenTheSolverRanOutOfTime() {
        Analysis open = new Analysis(
                "x",
                0,
                new Analysis.Bounds(0, 5),
                List.of(move(0, 0), new Analysis.MoveScore(1, "2", new Analysis.Bounds(-3, 5))),
                10);
        assertNull(MoveGrade.of(open, 1));
        assertNull(MoveGrade.of(open, 0), "the position's own score is still open");
        assertThrows(IllegalArgumentException.class, () -> MoveGrade.of(WON, 9));
    }

    private static Analysis.MoveScore bounded(int m, int lower, int upper) {
        return new Analysis.MoveScore(m, String.valueOf(m + 1), new Analysis.Bounds(lower, upper));
    }

    @Test
    void aResultGivenAwayIsGradedWithoutTheDistances() {
        // A proven win (how fast unknown): a proven draw is half a point lost, a proven loss a whole one.
        Analysis won = new Analysis(
                "x",
                0,
                new Analysis.Bounds(1, 18),
                List.of(bounded(0, 1, 18), bounded(1, 0, 0), bounded(2, -18, -1), bounded(3, -18, 0)),
                10);
        assertEquals(MoveGrade.MISTAKE, MoveGrade.of(won, 1));
        assertEquals(MoveGrade.BLUNDER, MoveGrade.of(won, 2));
        assertNull(MoveGrade.of(won, 3), "a draw or a loss: mistake or blunder is not proven");
        assertNull(MoveGrade.of(won, 0), "a win kept, but maybe a slower one: best or inaccuracy needs the distances");
        Analysis drawn =
                new Analysis("x", 0, Analysis.Bounds.exact(0), List.of(bounded(0, 0, 0), bounded(1, -18, -1)), 10);
        assertEquals(MoveGrade.MISTAKE, MoveGrade.of(drawn, 1), "a draw thrown to a loss");
    }

    @Test
    void boundsThatSeparateTheMoveFromThePositionTellBestFromInaccuracy() {
        // A win kept: the move proven as good as the position's best is best, proven slower an inaccuracy.
        Analysis won = new Analysis(
                "x", 0, new Analysis.Bounds(4, 6), List.of(bounded(0, 6, 6), bounded(1, 1, 3), bounded(2, 1, 5)), 10);
        assertEquals(MoveGrade.BEST, MoveGrade.of(won, 0));
        assertEquals(MoveGrade.INACCURACY, MoveGrade.of(won, 1));
        assertNull(MoveGrade.of(won, 2), "3 or 5 against 4 to 6: not told");
        // The results alone: a kept win counts best, a result given away as by the scores.
        assertEquals(MoveGrade.BEST, MoveGrade.byResult(won, 2));
        assertEquals(MoveGrade.BEST, MoveGrade.byResult(won, 1), "by result, a slower win keeps the win");
        Analysis open =
                new Analysis("x", 0, new Analysis.Bounds(0, 5), List.of(bounded(0, 0, 5), bounded(1, -18, -1)), 10);
        assertNull(MoveGrade.byResult(open, 0), "a draw or a win: the results are not proven");
        assertNull(MoveGrade.byResult(open, 1), "a mistake or a blunder: not proven which");
    }

    @Test
    void ticTacToeAfterTheCentre() {
        // After X takes the centre, O draws only from a corner: an edge loses (OpenSpiel's facts).
        State s = Games.byId("tic-tac-toe").orElseThrow().newInitialState(MoveStrings.instanceId("5"));
        Analysis a = new TicTacToeSolver().analyse(s, Long.MAX_VALUE);
        assertEquals(MoveGrade.BEST, MoveGrade.of(a, s.readMove("1") instanceof MoveCheck.Ok ok ? ok.move() : -1));
        int edge = ((MoveCheck.Ok) s.readMove("2")).move();
        assertEquals(MoveGrade.MISTAKE, MoveGrade.of(a, edge), "a draw thrown to a loss");
        assertEquals("mistake", MoveGrade.MISTAKE.id());
    }
}
