package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SolutionFormat.ParsedSolution;
import org.puzzlearena.rules.SplitMix64;

/** The "col,row lines" file: what people write is read, what we write reads back the same. */
class SameGameFormatTest {

    private static final SameGameGame GAME = SameGameGame.papers();
    private static final SameGameFormat FORMAT = new SameGameFormat();

    @Test
    void itIsNamedForHelpTexts() {
        assertEquals("col,row lines", GAME.solutionFormat().name());
    }

    @Test
    void commentsBlankLinesAndBracketsAreReadAsPeopleWriteThem() {
        String text = "# my best try on position 1\n\n5,1   # the five 4s\r\n(7, 2)\n  [ 0 ,0 ]\n\n# done\n";
        ParsedSolution parsed = FORMAT.read(text, GAME.newInitialState("standard/1"));
        assertTrue(parsed.isReadable());
        assertEquals(List.of("5,1", "7,2", "0,0"), parsed.moves());
    }

    @Test
    void aLineThatIsNoMoveStaysForReplayToReportAtItsIndex() {
        String text = "5,1\nhello\n0,0\n";
        ParsedSolution parsed = FORMAT.read(text, GAME.newInitialState("standard/1"));
        assertEquals(List.of("5,1", "hello", "0,0"), parsed.moves());
        ReplayResult result = Replay.file(GAME, "standard/1", text);
        ReplayResult.Invalid invalid = assertInstanceOf(ReplayResult.Invalid.class, result);
        assertEquals(1, invalid.moveIndex());
        assertEquals("not a move: expected col,row, e.g. 3,4", invalid.reason());
    }

    @Test
    void aWrittenGameReadsBackToTheSameMovesAndScore() {
        int[] buffer = new int[GAME.maxLegalMoves()];
        for (String instance : new String[] {"standard/2", "random/77", "random/3/16x16x3"}) {
            for (SameGameGame game : new SameGameGame[] {SameGameGame.papers(), SameGameGame.jsGames()}) {
                SameGameState state = game.newInitialState(instance);
                SplitMix64 rng = new SplitMix64(instance.length());
                while (!state.isTerminal()) {
                    state.play(state.randomMove(rng, buffer));
                }
                String file = game.solutionFormat().write(state);
                assertTrue(file.startsWith("# "), file);
                assertTrue(file.contains(instance));
                ReplayResult.Valid valid =
                        assertInstanceOf(ReplayResult.Valid.class, Replay.file(game, instance, file));
                assertEquals(state.score(), valid.score());
                assertArrayEquals(state.history(), valid.finalState().history());
                assertEquals(
                        state.moveCount(),
                        file.lines().filter(l -> !l.startsWith("#")).count());
            }
        }
    }

    @Test
    void thePublishedPosition10LineAsAFileScores2197() {
        String moves = "8,13 11,13 12,3 12,0 9,10 13,12 12,6 8,2 14,4 1,1 0,8 5,1 11,9 12,1 5,9 6,11 4,0 1,4 3,3 7,6"
                + " 12,1 5,6 4,2 12,2 2,5 12,1 9,0 5,0 2,6 0,2 0,7 1,7 7,5 2,7 1,3 11,1 5,2 7,1 4,0 6,1 7,2 7,1 7,0"
                + " 6,0 11,1 0,1 10,9 13,8 0,0 3,2 11,2 9,0 5,0 3,0 7,1 8,5 6,3 7,0 11,3 10,0 7,1 1,0 0,2 0,1 7,1"
                + " 5,1 0,0 0,0 1,0 0,0";
        String file = "# battermann/mcs, position 10\n" + String.join("\n", moves.split(" ")) + "\n";
        ReplayResult.Valid valid = assertInstanceOf(ReplayResult.Valid.class, Replay.file(GAME, "standard/10", file));
        assertEquals(2197, valid.score());
        assertEquals(70, valid.moves());
    }

    @Test
    void aHugeFileIsCutAfterTheLongestPossibleGame() {
        String file = "5,1\n".repeat(200_000);
        ParsedSolution parsed = FORMAT.read(file, GAME.newInitialState("standard/1"));
        assertEquals(GAME.maxGameLength() + 1, parsed.moves().size());
        ReplayResult.Invalid invalid =
                assertInstanceOf(ReplayResult.Invalid.class, Replay.file(GAME, "standard/1", file));
        assertEquals(1, invalid.moveIndex(), "the second 5,1 names a group of size 1 or an empty cell");
    }
}
