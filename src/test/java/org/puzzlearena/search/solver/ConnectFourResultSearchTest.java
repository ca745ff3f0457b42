package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;
import org.puzzlearena.search.solver.ConnectFourBookBuilder.Position;

/**
 * The results-first search the lab's grades use ({@link ConnectFourSolver#analyseForGrade}): its
 * wins, draws and losses are the exact solver's signs on seeded positions cheap enough to solve
 * exactly, its grades the exact analysis's; early positions, too costly to solve exactly here,
 * against the opening book's scores.
 */
class ConnectFourResultSearchTest {

    private static final ConnectFourGame GAME = ConnectFourGame.get();
    private static final ConnectFourBook BOOK = ConnectFourBook.standard();

    private static ConnectFourState at(String moves) {
        return (ConnectFourState) GAME.newInitialState(MoveStrings.instanceId(moves));
    }

    /** The result (1 win, 0 draw, -1 loss) bounds pin; fails when they pin none. */
    private static int result(Analysis.Bounds b, String what) {
        if (b.lower() > 0) {
            return 1;
        }
        if (b.upper() < 0) {
            return -1;
        }
        assertEquals(new Analysis.Bounds(0, 0), b, what + ": no result proven");
        return 0;
    }

    private static Analysis.Bounds played(Analysis a, int move) {
        return a.moves().stream()
                .filter(m -> m.move() == move)
                .findFirst()
                .orElseThrow()
                .score();
    }

    /** A seeded random game of {@code plies} stones that is not over (re-drawn until one is). */
    private static ConnectFourState randomPosition(SplitMix64 random, int plies) {
        while (true) {
            ConnectFourState s = at("");
            int[] moves = new int[7];
            while (s.plies() < plies && !s.isTerminal()) {
                int n = s.legalMoves(moves);
                s.play(moves[random.nextInt(n)]);
            }
            if (!s.isTerminal()) {
                return s;
            }
        }
    }

    @Test
    void resultsAndGradesAreTheExactSolversOnSeededPositions() {
        SplitMix64 random = new SplitMix64(38);
        ConnectFourSolver exact = new ConnectFourSolver(1 << 20);
        ConnectFourSolver results = new ConnectFourSolver(1 << 20);
        int[] moves = new int[7];
        int[] kinds = new int[3];
        for (int i = 0; i < 16; i++) {
            ConnectFourState s = randomPosition(random, 10 + i);
            int move = moves[random.nextInt(s.legalMoves(moves))];
            Analysis truth = exact.analyse(s, Long.MAX_VALUE);
            kinds[Integer.signum(truth.exactScore()) + 1]++;
            String where = s.moveString() + " move " + (move + 1);
            // All the time wanted: every result proven and the grade decided by the scores.
            Analysis full = results.analyseForGrade(s, move, Long.MAX_VALUE, Long.MAX_VALUE, () -> false);
            assertEquals(Integer.signum(truth.exactScore()), result(full.score(), where), where);
            int truthPlayed = played(truth, move).lower();
            assertEquals(Integer.signum(truthPlayed), result(played(full, move), where), where);
            Analysis.Bounds fullPlayed = played(full, move);
            assertTrue(fullPlayed.lower() <= truthPlayed && truthPlayed <= fullPlayed.upper(), where + ": " + full);
            assertEquals(MoveGrade.of(truth, move), MoveGrade.of(full, move), where + ": " + full);
            // No time for distances: the grade by results, the scores' own when they told already.
            long now = System.nanoTime();
            Analysis quick = new ConnectFourSolver(1 << 20).analyseForGrade(s, move, now, Long.MAX_VALUE, () -> false);
            GradeSearch.Verdict v = GradeSearch.verdict(quick, move, false);
            assertEquals(MoveGrade.byResult(truth, move), MoveGrade.byResult(quick, move), where);
            // (A search smaller than the solver's clock interval may decide by the scores all the same.)
            assertEquals(
                    v.basis() == GradeSearch.Basis.SCORE ? MoveGrade.of(truth, move) : MoveGrade.byResult(truth, move),
                    v.grade(),
                    where);
            // Every other move's bounds hold its exact score.
            for (Analysis.MoveScore m : full.moves()) {
                int t = played(truth, m.move()).lower();
                assertTrue(m.score().lower() <= t && t <= m.score().upper(), where + ": move " + m.text());
            }
        }
        // The sample holds positions of each result, so each kind of probe's answer was checked.
        assertTrue(kinds[0] > 0 && kinds[1] > 0 && kinds[2] > 0, java.util.Arrays.toString(kinds));
    }

    @Test
    void earlyMovesAgreeWithTheBook() {
        ConnectFourSolver solver = new ConnectFourSolver(1 << 20);
        int[] moves = new int[7];
        for (String early : List.of("", "4", "44", "43")) {
            ConnectFourState s = at(early);
            int book = BOOK.score(ConnectFourBookBuilder.of(early).key());
            for (int k = 0; k < s.legalMoves(moves); k++) {
                int move = moves[k];
                Analysis a = solver.analyseForGrade(s, move, Long.MAX_VALUE, Long.MAX_VALUE, () -> false);
                String child = early + (move + 1);
                int childBook = BOOK.score(ConnectFourBookBuilder.of(child).key());
                assertEquals(Integer.signum(book), result(a.score(), early), early);
                assertEquals(Integer.signum(-childBook), result(played(a, move), child), child);
                // Both scores come exact from the book: the grade is the scores'.
                assertNotNull(MoveGrade.of(a, move), child);
            }
        }
    }

    @Test
    void aFourStonePositionIsWonOrLostByTheBookScoreOfTheOneBefore() {
        // "444" loses for the side to move (the book: -1), so after its move "4445" the other side
        // wins, whatever it plays: known with no time at all.
        assertEquals(-1, BOOK.score(ConnectFourBookBuilder.of("444").key()));
        ConnectFourSolver solver = new ConnectFourSolver(1 << 16);
        long now = System.nanoTime();
        Analysis a = solver.analyseForGrade(at("4445"), 3, now, now, () -> false);
        assertEquals(1, result(a.score(), "4445"));
        // A book position's move is worth at most the position: "444" is lost, so is every move.
        Analysis lost = solver.analyseForGrade(at("444"), 0, now, now, () -> false);
        assertEquals(Analysis.Bounds.exact(-1), lost.score());
        assertTrue(played(lost, 0).upper() <= -1, lost.toString());
        assertEquals(MoveGrade.BEST, MoveGrade.byResult(lost, 0), "a loss in a lost position keeps the result");
    }

    @Test
    void theBookSpeaksForEveryOpeningPositionItHolds() {
        // The results-first search asks the book before searching: a sample of entries of every
        // depth comes back exact with no time at all, each the book's own score.
        SplitMix64 random = new SplitMix64(7);
        for (int plies = 0; plies <= BOOK.depth(); plies++) {
            List<Position> all = ConnectFourBookBuilder.positionsAt(plies);
            for (int i = 0; i < 5; i++) {
                Position p = all.get(random.nextInt(all.size()));
                ConnectFourState s = at(p.moves());
                int[] moves = new int[7];
                s.legalMoves(moves);
                long now = System.nanoTime();
                Analysis a = new ConnectFourSolver(1 << 16).analyseForGrade(s, moves[0], now, now, () -> false);
                assertNotEquals(ConnectFourBook.ABSENT, BOOK.score(p.key()), p.moves());
                assertEquals(Analysis.Bounds.exact(BOOK.score(p.key())), a.score(), p.moves());
            }
        }
    }
}
