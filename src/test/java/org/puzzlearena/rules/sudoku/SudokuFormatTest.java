package org.puzzlearena.rules.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/** Solution files: a move per line, or a (full or partial) grid. */
class SudokuFormatTest {

    private final SudokuGame game = new SudokuGame();
    private final SolutionFormat format = game.solutionFormat();

    @Test
    void writtenMovesReadBackToTheSameGame() {
        State s = game.newInitialState("generated/3/40");
        SplitMix64 rng = new SplitMix64(3);
        int[] buffer = new int[16];
        while (!s.isTerminal()) {
            s.play(s.randomMove(rng, buffer));
        }
        String file = format.write(s);
        assertEquals(s.moveCount(), file.split("\n").length);
        assertTrue(file.startsWith(s.formatMove(s.moveAt(0)) + "\n"));
        ReplayResult.Valid replayed =
                assertInstanceOf(ReplayResult.Valid.class, Replay.file(game, "generated/3/40", file));
        assertEquals(s.score(), replayed.score());
        assertEquals(s.render(), replayed.finalState().render());
    }

    @Test
    void moveFilesSkipCommentsAndBlankLines() {
        State initial = game.newInitialState("generated/1");
        SolutionFormat.ParsedSolution p = format.read("# my try\n\n  r1c1=7  # first\n\nR1C2=0\n", initial);
        assertTrue(p.isReadable());
        assertEquals(List.of("r1c1=7", "R1C2=0"), p.moves());
    }

    @Test
    void aPartialGridBecomesMovesForTheCellsItFills() {
        GeneratedSudoku g = game.generate(8, 66);
        State initial = game.newInitialState("generated/8");
        char[] partial = g.puzzle().toCharArray();
        int firstEmpty = g.puzzle().indexOf('.');
        int lastEmpty = g.puzzle().lastIndexOf('.');
        partial[firstEmpty] = g.solution().charAt(firstEmpty);
        partial[lastEmpty] = g.solution().charAt(lastEmpty);
        SolutionFormat.ParsedSolution p = format.read(new String(partial), initial);
        assertEquals(
                List.of(
                        initial.formatMove(firstEmpty * 16 + SudokuFixtures.value(partial[firstEmpty])),
                        initial.formatMove(lastEmpty * 16 + SudokuFixtures.value(partial[lastEmpty]))),
                p.moves());
    }

    @Test
    void theRenderedDrawingOfASolvedGridIsItselfASolutionFile() {
        GeneratedSudoku g = game.generate(9, 66);
        String drawing = game.newInitialState("grid/" + g.solution()).render();
        ReplayResult.Valid v = assertInstanceOf(ReplayResult.Valid.class, Replay.file(game, "generated/9", drawing));
        assertEquals(256, v.score());
    }

    @Test
    void aGridThatContradictsAGivenIsReportedAtThatCell() {
        GeneratedSudoku g = game.generate(4, 66);
        int given = 0;
        while (g.puzzle().charAt(given) == '.') {
            given++;
        }
        char[] wrong = g.solution().toCharArray();
        char actual = wrong[given];
        wrong[given] = actual == '0' ? '1' : '0';
        ReplayResult r = Replay.file(game, "generated/4", new String(wrong).toLowerCase());
        ReplayResult.Invalid invalid = assertInstanceOf(ReplayResult.Invalid.class, r);
        String cell = "r" + (given / 16 + 1) + "c" + (given % 16 + 1);
        assertEquals(cell + " already holds " + actual + " (a given)", invalid.reason());
        assertTrue(invalid.move().startsWith(cell + "="));
    }

    @Test
    void aGridOfTheWrongSizeIsUnreadable() {
        ReplayResult r = Replay.file(game, "generated/1", "0123456789ABCDEF\n0123456789ABCDEF\n");
        ReplayResult.Unreadable u = assertInstanceOf(ReplayResult.Unreadable.class, r);
        assertTrue(u.reason().contains("this file has 32"), u.reason());
    }

    @Test
    void garbageLinesAreReportedWhereTheyAre() {
        ReplayResult r = Replay.file(game, "generated/1", "hello world\n");
        ReplayResult.Invalid invalid = assertInstanceOf(ReplayResult.Invalid.class, r);
        assertEquals(0, invalid.moveIndex());
        assertTrue(invalid.reason().startsWith("not a move"));
        SolutionFormat.ParsedSolution huge = format.read("x\n".repeat(100_000), game.newInitialState("generated/1"));
        assertFalse(huge.moves().size() > 257, "never more lines than a game can use");
        assertTrue(format.read("", game.newInitialState("generated/1")).moves().isEmpty());
    }
}
