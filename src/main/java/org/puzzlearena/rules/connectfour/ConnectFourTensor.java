package org.puzzlearena.rules.connectfour;

import org.puzzlearena.rules.State;
import org.puzzlearena.rules.TensorView;

/**
 * A Connect Four position as the network's input, from the side to move, in five planes of 42
 * cells (column by column, bottom up): its own stones, the opponent's, the empty cells that would
 * complete a four for it, those that would for the opponent, and the cells where the next stone of
 * each column lands. The three derived planes are read off the board with the rules' bitboards;
 * they give a network small enough for a browser the geometry of fours, which it would otherwise
 * have to discover from far more games than a CPU plays in hours. One network plays both colours.
 * Its outputs are the 7 columns.
 */
public final class ConnectFourTensor implements TensorView {

    /** Own stones, opponent stones, own winning cells, opponent winning cells, landing cells. */
    public static final int PLANES = 5;

    public static final int INPUTS = PLANES * Bitboard.CELLS;
    public static final int OUTPUTS = Bitboard.COLUMNS;

    /** The one view: it has no state. */
    public static final ConnectFourTensor VIEW = new ConnectFourTensor();

    private ConnectFourTensor() {}

    @Override
    public int inputs() {
        return INPUTS;
    }

    @Override
    public int outputs() {
        return OUTPUTS;
    }

    @Override
    public boolean mirrored() {
        return true;
    }

    @Override
    public void encode(State position, float[] out) {
        ConnectFourState s = (ConnectFourState) position;
        long own = s.stones(s.currentPlayer());
        long other = s.stones(1 - s.currentPlayer());
        long mask = own | other;
        long[] planes = {
            own, other, Bitboard.winningCells(own, mask), Bitboard.winningCells(other, mask), Bitboard.playable(mask)
        };
        for (int p = 0; p < PLANES; p++) {
            for (int c = 0; c < Bitboard.COLUMNS; c++) {
                for (int r = 0; r < Bitboard.ROWS; r++) {
                    long bit = 1L << (c * Bitboard.STRIDE + r);
                    out[p * Bitboard.CELLS + c * Bitboard.ROWS + r] = (planes[p] & bit) != 0 ? 1f : 0f;
                }
            }
        }
    }

    /** The input of the mirror-image position (columns 1-7 read as 7-1): the same game, seen in a mirror. */
    @Override
    public float[] mirrorInput(float[] input) {
        float[] m = new float[INPUTS];
        for (int p = 0; p < PLANES; p++) {
            for (int c = 0; c < Bitboard.COLUMNS; c++) {
                System.arraycopy(
                        input,
                        p * Bitboard.CELLS + c * Bitboard.ROWS,
                        m,
                        p * Bitboard.CELLS + (Bitboard.COLUMNS - 1 - c) * Bitboard.ROWS,
                        Bitboard.ROWS);
            }
        }
        return m;
    }

    /** Per-column numbers (a policy) of the mirror-image position: column c becomes column 6 - c. */
    @Override
    public float[] mirrorOutputs(float[] perColumn) {
        float[] m = new float[perColumn.length];
        for (int i = 0; i < perColumn.length; i++) {
            m[i] = perColumn[perColumn.length - 1 - i];
        }
        return m;
    }

    /** The network output (a column) of move {@code move}: Connect Four's moves are their columns. */
    @Override
    public int output(int move) {
        return move;
    }
}
