package org.puzzlearena.rules.tree;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;

/** The NMCS paper's two binary-tree problems. */
class BinaryTreeGameTest {

    private final Game leftMove = BinaryTreeGame.leftMove();
    private final Game leftmost = BinaryTreeGame.leftmostPath();

    @Test
    void knownPathsScoreAsThePaperDefines() {
        Object[][] cases = {
            // path, left-move score, leftmost-path score
            {"LRLLR", 3, 1},
            {"LLLLL", 5, 5},
            {"RLLLL", 4, 0},
            {"RRRRR", 0, 0},
            {"LLRLL", 4, 2},
            {"LLLLR", 4, 4},
        };
        for (Object[] c : cases) {
            String path = (String) c[0];
            assertEquals(c[1], score(leftMove, path), "left-move " + path);
            assertEquals(c[2], score(leftmost, path), "leftmost " + path);
        }
    }

    @Test
    void theGameEndsAfterDepthMoves() {
        State s = leftMove.newInitialState("depth/9");
        int[] moves = new int[2];
        for (int i = 0; i < 9; i++) {
            assertFalse(s.isTerminal());
            assertEquals(2, s.legalMoves(moves));
            assertArrayEquals(new int[] {0, 1}, moves, "L then R");
            assertEquals(2, s.legalMoveCount());
            s.play(i % 2);
        }
        assertTrue(s.isTerminal());
        assertEquals(0, s.legalMoves(moves));
        assertEquals(0, s.legalMoveCount());
        assertEquals("the path is complete at depth 9", s.readMove("L").error());
        ReplayResult r = Replay.moves(leftMove, "depth/3", List.of("L", "L", "L", "L"));
        assertEquals(3, assertInstanceOf(ReplayResult.Invalid.class, r).moveIndex());
    }

    @Test
    void readMoveAcceptsLAndRInEitherCaseAndExplainsTheRest() {
        State s = leftmost.newInitialState("depth/4");
        assertEquals(0, s.readMove("L").move());
        assertEquals(0, s.readMove(" l ").move());
        assertEquals(1, s.readMove("R").move());
        assertEquals(1, s.readMove("r\n").move());
        assertEquals("L", s.formatMove(0));
        assertEquals("R", s.formatMove(1));
        for (String bad : new String[] {null, "", "LR", "left", "0", "X", "\uD83D\uDE00", "L".repeat(100_000)}) {
            MoveCheck m = s.readMove(bad);
            assertFalse(m.isOk());
            assertEquals("not a move: expected L or R", m.error());
        }
    }

    @Test
    void idsAndTitlesNameTheTwoProblems() {
        assertEquals("leftmove", leftMove.id());
        assertEquals("leftmost", leftmost.id());
        assertEquals("depth/60", leftMove.defaultInstance());
        assertEquals(List.of("depth/9", "depth/20", "depth/60", "depth/100"), leftmost.instances());
        for (String id : leftmost.instances()) {
            assertEquals(id, leftmost.newInitialState(id).instanceId());
        }
        assertEquals(2, leftMove.maxLegalMoves());
        State deepest = leftMove.newInitialState("depth/10000");
        assertEquals(10_000, ((BinaryTreeState) deepest).depth());
        assertEquals(10_000, leftMove.maxGameLength());
    }

    @Test
    void badIdsAreRefusedWithAReason() {
        String[][] cases = {
            {null, "unknown leftmove instance"},
            {"", "unknown leftmove instance ''"},
            {"60", "use depth/<d>"},
            {"depth/", "the depth must be a whole number from 1 to 10000"},
            {"depth/0", "from 1 to 10000"},
            {"depth/10001", "from 1 to 10000"},
            {"depth/-3", "from 1 to 10000"},
            {"depth/x", "from 1 to 10000"},
            {"depth/99999999999999999999", "from 1 to 10000"},
            {"depth/6 0", "from 1 to 10000"},
        };
        for (String[] c : cases) {
            UnknownInstanceException e =
                    assertThrows(UnknownInstanceException.class, () -> leftMove.newInitialState(c[0]));
            assertTrue(e.getMessage().contains(c[1]), "'" + e.getMessage() + "' should say '" + c[1] + "'");
        }
    }

    @Test
    void copiesAreIndependentAndRenderShowsThePathAndScore() {
        State a = leftMove.newInitialState("depth/5");
        a.play(0);
        State b = a.copy();
        b.play(1);
        assertEquals(1, a.moveCount());
        assertEquals(2, b.moveCount());
        assertEquals("L  [1 of 5 moves, score 1]\n", a.render());
        assertEquals("LR  [2 of 5 moves, score 1]\n", b.render());
        assertTrue(b.detailsJson().contains("\"initialLefts\":1"));
    }

    @Test
    void randomPlayoutsOnTheLeftMoveTreeScoreAboutHalfTheDepth() {
        State initial = leftMove.newInitialState("depth/60");
        SplitMix64 rng = new SplitMix64(11);
        int[] buffer = new int[2];
        long total = 0;
        for (int i = 0; i < 2_000; i++) {
            State s = initial.copy();
            while (!s.isTerminal()) {
                s.play(s.randomMove(rng, buffer));
            }
            total += s.score();
        }
        double mean = total / 2_000.0;
        assertTrue(mean > 29 && mean < 31, "mean random score " + mean + " on depth 60");
    }

    private static int score(Game game, String path) {
        List<String> moves =
                path.chars().mapToObj(c -> String.valueOf((char) c)).toList();
        ReplayResult r = Replay.moves(game, "depth/" + path.length(), moves);
        ReplayResult.Valid v = assertInstanceOf(ReplayResult.Valid.class, r);
        assertTrue(v.finalState().isTerminal());
        return v.score();
    }
}
