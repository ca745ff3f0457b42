package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.connectfour.Bitboard;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;
import org.puzzlearena.search.solver.ConnectFourBookBuilder.Position;

/**
 * The results book (win, draw, loss past the exact book): its packing, its inner consistency with
 * itself and with the exact book, and the solver answering from it. Re-solving entries by search is
 * {@link ConnectFourResultsSampleTest}'s.
 */
class ConnectFourResultsTest {

    private static final ConnectFourBook BOOK = ConnectFourBook.standard();
    private static final ConnectFourResults RESULTS = ConnectFourResults.standard();
    private static final int[] CODES = {ConnectFourResults.ABSENT, -1, 0, 1};

    @Test
    void packedResultsUnpackOntoTheirPositions() {
        long[] one = ConnectFourResults.keysAt(1);
        long[] two = ConnectFourResults.keysAt(2);
        int[] r1 = new int[one.length];
        int[] r2 = new int[two.length];
        for (int i = 0; i < r1.length; i++) {
            r1[i] = CODES[i % 4];
        }
        for (int i = 0; i < r2.length; i++) {
            r2[i] = CODES[(i * 7 + 1) % 4];
        }
        ConnectFourResults r = ConnectFourResults.unpack(
                1, new int[] {one.length, two.length}, ConnectFourResults.pack(List.of(r1, r2)));
        assertEquals(1, r.from());
        assertEquals(2, r.depth());
        for (int i = 0; i < one.length; i++) {
            assertEquals(r1[i], r.result(one[i]), "ply 1, position " + i);
        }
        for (int i = 0; i < two.length; i++) {
            assertEquals(r2[i], r.result(two[i]), "ply 2, position " + i);
        }
        assertEquals(ConnectFourResults.ABSENT, r.result(ConnectFourResults.keysAt(3)[0]), "a ply past the book");
    }

    @Test
    void countsOrPackingThatDoNotFitTheEnumerationAreRefused() {
        int positions = ConnectFourResults.keysAt(1).length;
        assertThrows(IllegalStateException.class, () -> ConnectFourResults.unpack(1, new int[] {positions + 1}, "AAA"));
        assertThrows(IllegalStateException.class, () -> ConnectFourResults.unpack(1, new int[] {positions}, ""));
    }

    @Test
    void theShippedBookStartsWhereTheExactBookEnds() {
        assertEquals(BOOK.depth() + 1, RESULTS.from());
        assertTrue(RESULTS.depth() >= RESULTS.from(), "the book holds at least one ply");
        assertTrue(RESULTS.known() > 0, "and some results");
    }

    /**
     * Inner consistency: a position's result is at least the negation of each child's (a move the
     * player may choose), and equals the best of them when every child is known; a position of the
     * exact book's last ply is checked so against the first results ply, which was proven
     * independently of it (its parents only bounded it).
     */
    @Test
    void everyPositionIsTheBestOfItsKnownChildren() {
        int compared = 0;
        int complete = 0;
        for (int plies = RESULTS.from() - 1; plies < RESULTS.depth(); plies++) {
            for (Position p : ConnectFourBookBuilder.positionsAt(plies)) {
                int result = resultOf(p.key(), plies);
                if (result == ConnectFourResults.ABSENT) {
                    continue;
                }
                int best = Integer.MIN_VALUE;
                boolean all = true;
                for (int column = 0; column < Bitboard.COLUMNS; column++) {
                    if (!Bitboard.canPlay(p.mask(), column)) {
                        continue;
                    }
                    long cell = Bitboard.landing(p.mask(), column);
                    int child;
                    if (Bitboard.hasFour(p.current() | cell)) {
                        child = 1;
                    } else {
                        int r = RESULTS.result(ConnectFourSolver.canonicalKey(p.current() ^ p.mask(), p.mask() | cell));
                        if (r == ConnectFourResults.ABSENT) {
                            all = false;
                            continue;
                        }
                        child = -r;
                        compared++;
                    }
                    assertTrue(result >= child, p.moves() + " scores at least its move " + (column + 1));
                    best = Math.max(best, child);
                }
                if (all) {
                    assertEquals(result, best, p.moves() + " is the best of its moves");
                    complete++;
                }
            }
        }
        assertTrue(compared > 100, "children compared: " + compared);
        assertTrue(complete > 10, "positions with every child known: " + complete);
    }

    private static int resultOf(long key, int plies) {
        if (plies <= BOOK.depth()) {
            int s = BOOK.score(key);
            return s == ConnectFourBook.ABSENT ? s : Integer.signum(s);
        }
        return RESULTS.result(key);
    }

    @Test
    void aGradeWhoseMovesPositionIsInTheBookNeedsNoSearch() {
        // One position of each result in the book's first ply, each reached by its last stone from
        // the exact book: its grade is two lookups (a draw is an exact score, 0).
        int found = 0;
        for (int want : new int[] {ConnectFourResults.WIN, ConnectFourResults.DRAW, ConnectFourResults.LOSS}) {
            Position p = ConnectFourBookBuilder.positionsAt(RESULTS.from()).stream()
                    .filter(q -> RESULTS.result(q.key()) == want)
                    .findFirst()
                    .orElse(null);
            if (p == null) {
                continue;
            }
            found++;
            String before = p.moves().substring(0, p.moves().length() - 1);
            int move = p.moves().charAt(p.moves().length() - 1) - '1';
            ConnectFourState s =
                    (ConnectFourState) ConnectFourGame.get().newInitialState(MoveStrings.instanceId(before));
            long now = System.nanoTime();
            Analysis a =
                    new ConnectFourSolver(1 << 16).analyseForGrade(s, move, now, now + 10_000_000_000L, () -> false);
            Analysis.Bounds played = a.moves().stream()
                    .filter(m -> m.move() == move)
                    .findFirst()
                    .orElseThrow()
                    .score();
            if (want == ConnectFourResults.WIN) {
                assertTrue(played.upper() < 0, p.moves() + ": the move loses, " + played);
            } else if (want == ConnectFourResults.DRAW) {
                assertEquals(Analysis.Bounds.exact(0), played, p.moves());
            } else {
                assertTrue(played.lower() > 0, p.moves() + ": the move wins, " + played);
            }
            // Distances are not asked (their deadline is now): at most one clock check's worth of search.
            assertTrue(a.nodes() <= 4096, p.moves() + ": " + a.nodes() + " positions searched");
        }
        assertTrue(found >= 2, "results of two kinds at least in the book's first ply");
    }
}
