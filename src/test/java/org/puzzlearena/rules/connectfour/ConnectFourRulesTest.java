package org.puzzlearena.rules.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.UnknownInstanceException;

/** Connect Four's bitboard rules against a plain array of cells. */
class ConnectFourRulesTest {

    private static final ConnectFourGame GAME = ConnectFourGame.get();

    private static ConnectFourState at(String moves) {
        return (ConnectFourState) GAME.newInitialState(moves.isEmpty() ? "start" : "start/" + moves);
    }

    @Test
    void fourInEveryDirectionWins() {
        assertEquals(0, at("1212121").winner(), "vertical in column 1");
        assertEquals(0, at("1122334").winner(), "horizontal on the bottom row");
        assertEquals(1, at("71122334").winner(), "the second player's horizontal on the bottom row");
        // Rising diagonal: columns 1-4, rows 1-4, for the first player.
        assertEquals(0, at("12234334544").winner(), "rising diagonal");
        // Its mirror image: the falling diagonal 7-6-5-4.
        assertEquals(0, at("76654554344").winner(), "falling diagonal");
        assertEquals(-1, at("123").winner());
        ConnectFourState won = at("1122334");
        assertTrue(won.isTerminal());
        assertEquals(1, won.returns(0));
        assertEquals(-1, won.returns(1));
        assertTrue(won.positionJson().contains("\"four\":[[1,1],[2,1],[3,1],[4,1]]"), won.positionJson());
    }

    @Test
    void noFourAcrossTheSentinelOrTheEdges() {
        // The first player's three on top of column 1 and its stone at the bottom of column 2 are
        // consecutive cells without the sentinel bit between columns: not a line.
        assertEquals(-1, at("5161511617152").winner());
        assertEquals(0b111000L, at("5161511617152").stones(0) & Bitboard.column(0), "rows 4-6 of column 1");
    }

    @Test
    void theMirrorOfAPositionIsThePositionPlayedInTheMirroredColumns() {
        // "1223" mirrored is "7665": stones and mask both map column c to column 8 - c.
        ConnectFourState s = at("1223");
        ConnectFourState m = at("7665");
        assertEquals(m.mask(), Bitboard.mirror(s.mask()));
        assertEquals(m.stones(0), Bitboard.mirror(s.stones(0)));
        assertEquals(m.stones(1), Bitboard.mirror(s.stones(1)));
        SplitMix64 rng = new SplitMix64(11);
        for (int i = 0; i < 1000; i++) {
            long bits = rng.nextLong() & ((1L << 49) - 1);
            assertEquals(bits, Bitboard.mirror(Bitboard.mirror(bits)), "a mirror twice is the identity");
        }
    }

    @Test
    void aPositionIsItsMoveString() {
        ConnectFourState s = at("4455");
        assertEquals("4455", s.moveString());
        assertEquals(0, s.moveCount());
        assertEquals(4, s.plies());
        assertEquals(0, s.currentPlayer());
        assertTrue(
                s.positionJson()
                        .startsWith("{\"columns\":7,\"rows\":6,\"cells\":[\".......\",\".......\",\".......\","
                                + "\".......\",\"...11..\",\"...00..\"],\"toMove\":0,\"moves\":\"4455\""),
                s.positionJson());
    }

    @Test
    void badPositionsNameTheFirstBadMoveAndWhy() {
        UnknownInstanceException full = assertThrows(UnknownInstanceException.class, () -> at("4444444"));
        assertTrue(full.getMessage().contains("move 6 ('4'): column 4 is full"), full.getMessage());
        UnknownInstanceException digit = assertThrows(UnknownInstanceException.class, () -> at("448"));
        assertTrue(digit.getMessage().contains("move 2 ('8'): not a move"), digit.getMessage());
        UnknownInstanceException over = assertThrows(UnknownInstanceException.class, () -> at("12121212"));
        assertTrue(over.getMessage().contains("move 7 ('2'): the game is over"), over.getMessage());
        ReplayResult.Invalid invalid =
                assertInstanceOf(ReplayResult.Invalid.class, Replay.moves(GAME, "start/444444", List.of("3", "4")));
        assertEquals(1, invalid.moveIndex());
        assertEquals("column 4 is full", invalid.reason());
    }

    @Test
    void bitboardsAgreeWithAPlainArrayOnRandomGames() {
        SplitMix64 rng = new SplitMix64(5);
        int[] buffer = new int[7];
        for (int g = 0; g < 2000; g++) {
            ConnectFourState s = at("");
            int[][] grid = new int[7][6];
            int[] height = new int[7];
            for (int ply = 0; !s.isTerminal(); ply++) {
                long winning = Bitboard.winningCells(s.stones(s.currentPlayer()), s.mask());
                for (int c = 0; c < 7; c++) {
                    for (int r = 0; r < 6; r++) {
                        boolean expected = grid[c][r] == 0 && completesFour(grid, c, r, s.currentPlayer() + 1);
                        assertEquals(
                                expected, (winning & (Bitboard.bottom(c) << r)) != 0, "winning cell " + c + "," + r);
                    }
                }
                int column = s.randomMove(rng, buffer);
                assertTrue(height[column] < 6);
                grid[column][height[column]++] = s.currentPlayer() + 1;
                boolean wins = completesFour(grid, column, height[column] - 1, s.currentPlayer() + 1);
                int mover = s.currentPlayer();
                s.play(column);
                assertEquals(wins, s.winner() == mover, "four in a row after move " + ply);
            }
            assertTrue(s.winner() != -1 || s.plies() == 42);
        }
    }

    /** True when a stone of {@code who} at (c, r) would be part of four in a row. */
    private static boolean completesFour(int[][] grid, int c, int r, int who) {
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int[] d : dirs) {
            int n = 1;
            for (int k = 1;
                    k < 4 && inside(c + k * d[0], r + k * d[1]) && grid[c + k * d[0]][r + k * d[1]] == who;
                    k++) {
                n++;
            }
            for (int k = 1;
                    k < 4 && inside(c - k * d[0], r - k * d[1]) && grid[c - k * d[0]][r - k * d[1]] == who;
                    k++) {
                n++;
            }
            if (n >= 4) {
                return true;
            }
        }
        return false;
    }

    private static boolean inside(int c, int r) {
        return c >= 0 && c < 7 && r >= 0 && r < 6;
    }

    @Test
    void randomMovesAreUniformOverOpenColumns() {
        ConnectFourState s = at("444444");
        int[] counts = new int[7];
        SplitMix64 rng = new SplitMix64(3);
        for (int i = 0; i < 60_000; i++) {
            counts[s.randomMove(rng, new int[7])]++;
        }
        assertEquals(0, counts[3], "a full column is never drawn");
        for (int c = 0; c < 7; c++) {
            if (c != 3) {
                assertEquals(10_000, counts[c], 400, "column " + (c + 1));
            }
        }
        assertFalse(s.isTerminal());
    }
}
