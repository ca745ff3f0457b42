package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;
import org.puzzlearena.search.solver.ConnectFourBookBuilder.Position;

/**
 * The opening book: the facts of the solved game it must reproduce, its inner consistency, and the
 * builder checked against the solver where a search is cheap (re-solving the shipped book's last
 * ply takes hours: docs/REPRODUCTION.md has the command and the figures).
 */
class ConnectFourBookTest {

    private static final ConnectFourBook BOOK = ConnectFourBook.standard();

    private static ConnectFourState at(String moves) {
        return (ConnectFourState) ConnectFourGame.get().newInitialState(MoveStrings.instanceId(moves));
    }

    @Test
    void onlyTheCentreOpeningWinsTheTwoBesideItDrawTheOuterFourLose() {
        // Allis (1988) and Allen (1990) solved the game: the first player wins by the centre only.
        // The exact scores are those of Pons' published solver: +1 is a win with the first player's
        // 21st and last stone, -2 a loss to the second player's 20th.
        Analysis empty = new ConnectFourSolver(1 << 16).analyse(at(""), System.nanoTime() + 10_000_000_000L);
        assertTrue(empty.isExact(), "the book answers the empty board at once: " + empty);
        assertEquals(1, empty.score().lower(), "the first player wins");
        int[] expected = {-2, -1, 0, 1, 0, -1, -2};
        for (Analysis.MoveScore m : empty.moves()) {
            assertEquals(expected[m.move()], m.score().lower(), "opening in column " + m.text());
        }
    }

    @Test
    void everyOpeningOfOneStoneIsAnsweredFromTheBook() {
        ConnectFourSolver solver = new ConnectFourSolver(1 << 16);
        for (String first : List.of("1", "2", "3", "4", "5", "6", "7")) {
            Analysis a = solver.analyse(at(first), System.nanoTime() + 10_000_000_000L);
            assertTrue(a.isExact(), first + ": " + a);
            int best = a.moves().stream().mapToInt(m -> m.score().lower()).max().orElseThrow();
            assertEquals(best, a.score().lower(), "a position scores its best move: " + first);
        }
        assertEquals(-1, solver.score(at("4")), "after the centre opening the second player loses");
        assertEquals(0, solver.score(at("3")));
        assertEquals(2, solver.score(at("1")), "after an outer opening the second player wins");
    }

    @Test
    void theBookHoldsEveryOpeningPositionAndEachScoresTheBestOfItsMoves() {
        int depth = BOOK.depth();
        assertTrue(depth >= 2, "the shipped book reaches at least two stones, got " + depth);
        int positions = 0;
        for (int plies = 0; plies <= depth; plies++) {
            positions += ConnectFourBookBuilder.positionsAt(plies).size();
        }
        assertEquals(positions, BOOK.size(), "every position up to the book's depth, mirror images once");
        // Derive the earlier plies again from the book's last ply: the shipped entries must agree.
        Map<Long, Integer> frontier = new HashMap<>();
        for (Position p : ConnectFourBookBuilder.positionsAt(depth)) {
            int s = BOOK.score(p.key());
            assertNotEquals(ConnectFourBook.ABSENT, s, p.moves());
            frontier.put(p.key(), s);
        }
        ConnectFourBook derived = ConnectFourBookBuilder.derive(depth, frontier);
        for (int i = 0; i < BOOK.size(); i++) {
            assertEquals(BOOK.keyAt(i), derived.keyAt(i));
            assertEquals(derived.scoreAt(i), BOOK.scoreAt(i), "entry " + i);
        }
    }

    @Test
    void aBookBuiltUnderAMiddleGamePositionAgreesWithTheSolver() {
        // Two plies of frontier under a position of 16 stones: cheap to solve, and the derived
        // scores of the root and its moves must be the solver's (immediate wins included).
        String root = "1234567123456712";
        Position start = ConnectFourBookBuilder.of(root);
        ConnectFourSolver solver = new ConnectFourSolver(1 << 20, ConnectFourBook.NONE);
        Map<Long, Integer> frontier = new HashMap<>();
        for (Position p : ConnectFourBookBuilder.positionsAt(start, 2)) {
            frontier.put(p.key(), ConnectFourBookBuilder.solve(solver, p));
        }
        ConnectFourBook book = ConnectFourBookBuilder.derive(start, 2, frontier);
        ConnectFourState state = at(root);
        assertEquals(solver.score(state), book.score(start.key()), "the root");
        ConnectFourSolver withBook = new ConnectFourSolver(1 << 20, book);
        Analysis viaBook = withBook.analyse(state, Long.MAX_VALUE);
        Analysis bySearch = new ConnectFourSolver(1 << 20, ConnectFourBook.NONE).analyse(state, Long.MAX_VALUE);
        assertEquals(bySearch.moves(), viaBook.moves());
        assertTrue(viaBook.nodes() < bySearch.nodes() / 10 + 100, "the book spares the search");
    }

    @Test
    void aPositionAndItsMirrorShareOneKey() {
        ConnectFourState s = at("1223");
        ConnectFourState m = at("7665");
        long a = ConnectFourSolver.canonicalKey(s.stones(s.currentPlayer()), s.mask());
        long b = ConnectFourSolver.canonicalKey(m.stones(m.currentPlayer()), m.mask());
        assertEquals(a, b);
        assertEquals(ConnectFourBookBuilder.of("1223").key(), a);
    }

    @Test
    void aGradeOfAMoveFromABookPositionNeedsOnlyThatMovesOwnPosition() {
        ConnectFourSolver solver = new ConnectFourSolver(1 << 20);
        // No time at all: the three-stone position's score still comes exact from the book, so the
        // grade of a move waits only for that move's own four-stone position, solved first.
        Analysis noTime = solver.analyseFor(at("444"), 3, System.nanoTime());
        assertTrue(noTime.score().isExact(), noTime.toString());
        assertEquals(
                BOOK.score(ConnectFourBookBuilder.of("444").key()),
                noTime.score().lower());
        // With time enough, the same answer as the plain analysis, move by move.
        ConnectFourState middle = at("1234567123456712");
        Analysis plain = new ConnectFourSolver(1 << 20).analyse(middle, Long.MAX_VALUE);
        Analysis forMove = new ConnectFourSolver(1 << 20).analyseFor(middle, 5, Long.MAX_VALUE);
        assertEquals(plain.score(), forMove.score());
        assertEquals(plain.moves(), forMove.moves());
    }
}
