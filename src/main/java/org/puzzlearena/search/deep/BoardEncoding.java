package org.puzzlearena.search.deep;

import org.puzzlearena.rules.State;
import org.puzzlearena.rules.connectfour.Bitboard;
import org.puzzlearena.rules.connectfour.ConnectFourState;

/**
 * A Connect Four position as the network's input, from the side to move: 42 cells of its own stones
 * then 42 of the opponent's (column by column, bottom up), so one network plays both colours. Its
 * outputs are the 7 columns.
 */
public final class BoardEncoding {

    public static final int INPUTS = 2 * Bitboard.CELLS;
    public static final int OUTPUTS = Bitboard.COLUMNS;

    private BoardEncoding() {}

    /** Writes {@code position}'s input into {@code out} (length {@link #INPUTS}). */
    public static void encode(State position, float[] out) {
        ConnectFourState s = (ConnectFourState) position;
        long own = s.stones(s.currentPlayer());
        long other = s.stones(1 - s.currentPlayer());
        for (int c = 0; c < Bitboard.COLUMNS; c++) {
            for (int r = 0; r < Bitboard.ROWS; r++) {
                long bit = 1L << (c * Bitboard.STRIDE + r);
                int i = c * Bitboard.ROWS + r;
                out[i] = (own & bit) != 0 ? 1f : 0f;
                out[Bitboard.CELLS + i] = (other & bit) != 0 ? 1f : 0f;
            }
        }
    }

    /** The input of the mirror-image position (columns 1-7 read as 7-1): the same game, seen in a mirror. */
    public static float[] mirror(float[] input) {
        float[] m = new float[INPUTS];
        for (int side = 0; side < 2; side++) {
            for (int c = 0; c < Bitboard.COLUMNS; c++) {
                System.arraycopy(
                        input,
                        side * Bitboard.CELLS + c * Bitboard.ROWS,
                        m,
                        side * Bitboard.CELLS + (Bitboard.COLUMNS - 1 - c) * Bitboard.ROWS,
                        Bitboard.ROWS);
            }
        }
        return m;
    }

    /** The network output (a column) of move {@code move}: Connect Four's moves are their columns. */
    public static int output(int move) {
        return move;
    }
}
