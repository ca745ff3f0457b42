package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.puzzlearena.rules.SplitMix64;

/**
 * The board keeps its "cells with a same-colour neighbour" masks by recomputing only the longs a
 * move can change; after every move of many random games they equal both a recomputation over the
 * whole board and the masks read off the cells one by one, on boards whose columns fill one long,
 * straddle two, or are a single column or row, and in games where columns close.
 */
class SameGamePairsTest {

    @ParameterizedTest(name = "{0}x{1}, {2} colours")
    @CsvSource({
        "16, 16, 9", "16, 16, 5", "16, 16, 2", "15, 15, 5", "15, 15, 3", "13, 11, 4", "9, 12, 2", "5, 9, 3", "4, 16, 2",
        "8, 4, 2", "3, 16, 2", "2, 16, 3", "1, 16, 2", "16, 1, 2", "16, 2, 2", "16, 3, 3", "12, 6, 9", "2, 2, 2"
    })
    void keptPairsEqualAFullRecomputationAfterEveryMove(int width, int height, int colours) {
        SplitMix64 rng = new SplitMix64(width * 1000L + height * 10L + colours);
        int closingMoves = 0;
        int moves = 0;
        for (int game = 0; game < 400; game++) {
            SameGameBoard board = SameGameBoard.fromRows(randomRows(rng, width, height, colours), colours);
            check(board, "start of game " + game);
            int tabu = rng.nextInt(colours);
            while (board.hasGroup()) {
                int move = rng.nextInt(3) == 0 && board.hasGroupAvoiding(tabu)
                        ? board.randomGroupAvoiding(rng, tabu)
                        : board.randomGroup(rng);
                int columns = board.columns();
                board.removeGroup(move);
                moves++;
                if (board.columns() < columns) {
                    closingMoves++;
                }
                check(board, "game " + game + " move " + moves);
            }
        }
        assertTrue(moves > 400, "moves played: " + moves);
        if (width > 1) {
            assertTrue(closingMoves > 0, "no move closed a column");
        }
    }

    private static void check(SameGameBoard board, String when) {
        assertTrue(board.pairsMatchFullRefresh(), "kept pairs differ from a full refresh at " + when);
        long[] expected = new long[4];
        boolean[] colourHasPair = new boolean[board.colours];
        for (int col = 0; col < SameGameBoard.MAX_COLUMNS; col++) {
            for (int row = 0; row < SameGameBoard.MAX_ROWS; row++) {
                int cell = col * 16 + row;
                int colour = board.colourAt(cell);
                if (colour >= 0
                        && ((row > 0 && board.colourAt(cell - 1) == colour)
                                || (row < 15 && board.colourAt(cell + 1) == colour)
                                || (col > 0 && board.colourAt(cell - 16) == colour)
                                || (col < 15 && board.colourAt(cell + 16) == colour))) {
                    expected[cell >>> 6] |= 1L << cell;
                    colourHasPair[colour] = true;
                }
            }
        }
        for (int w = 0; w < 4; w++) {
            assertEquals(expected[w], board.pairsWord(w), "pairs of long " + w + " at " + when);
        }
        for (int c = 0; c < board.colours; c++) {
            boolean other = false;
            for (int d = 0; d < board.colours; d++) {
                other |= d != c && colourHasPair[d];
            }
            assertEquals(other, board.hasGroupAvoiding(c), "a group avoiding colour " + c + " at " + when);
        }
    }

    /** A full board of uniformly random colours, top row first. */
    private static String[] randomRows(SplitMix64 rng, int width, int height, int colours) {
        String[] rows = new String[height];
        for (int r = 0; r < height; r++) {
            StringBuilder line = new StringBuilder(width);
            for (int col = 0; col < width; col++) {
                line.append((char) ('0' + rng.nextInt(colours)));
            }
            rows[r] = line.toString();
        }
        return rows;
    }
}
