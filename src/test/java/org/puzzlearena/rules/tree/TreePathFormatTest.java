package org.puzzlearena.rules.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;

/** Path files: L and R letters, however they are spread over lines. */
class TreePathFormatTest {

    private final Game game = BinaryTreeGame.leftmostPath();
    private final SolutionFormat format = game.solutionFormat();

    @Test
    void writeThenReadGivesTheSamePath() {
        State s = game.newInitialState("depth/5");
        for (int m : new int[] {0, 0, 1, 0, 1}) {
            s.play(m);
        }
        String file = format.write(s);
        assertEquals("LLRLR\n", file);
        ReplayResult.Valid v = assertInstanceOf(ReplayResult.Valid.class, Replay.file(game, "depth/5", file));
        assertEquals(2, v.score());
        assertEquals(s.render(), v.finalState().render());
    }

    @Test
    void lettersMayBeOnePerLineRunTogetherOrCommented() {
        State initial = game.newInitialState("depth/5");
        List<String> expected = List.of("L", "L", "R", "l", "R");
        assertEquals(
                expected,
                format.read("# my path\nL\nL\n\n  R # third\nl\r\nR\n", initial).moves());
        assertEquals(expected, format.read("LL R\tlR", initial).moves());
    }

    @Test
    void strangeCharactersAreReportedAtTheirPosition() {
        ReplayResult r = Replay.file(game, "depth/5", "LLXRR");
        ReplayResult.Invalid invalid = assertInstanceOf(ReplayResult.Invalid.class, r);
        assertEquals(2, invalid.moveIndex());
        assertEquals("X", invalid.move());
        assertEquals("not a move: expected L or R", invalid.reason());
        ReplayResult tooLong = Replay.file(game, "depth/3", "LLLL");
        assertEquals(3, assertInstanceOf(ReplayResult.Invalid.class, tooLong).moveIndex());
        assertTrue(format.read("L".repeat(1_000_000), game.newInitialState("depth/3"))
                        .moves()
                        .size()
                <= 10_001);
    }
}
