package org.puzzlearena.rules.connectfour;

/**
 * The 7x6 board as bits of a long: column c takes bits 7c .. 7c+5 from the bottom up, and bit 7c+6
 * is an always-empty sentinel, so that shifting a set of stones by 1 (vertical), 7 (horizontal),
 * 6 and 8 (the diagonals) never wraps one line into the next. A position is one long of stones
 * per player plus their union, the mask; the solver in {@code search} works on the same bits.
 */
public final class Bitboard {

    public static final int COLUMNS = 7;
    public static final int ROWS = 6;
    public static final int CELLS = COLUMNS * ROWS;
    /** Bits per column: the rows plus the sentinel. */
    public static final int STRIDE = ROWS + 1;

    /** One bit at the bottom of each column. */
    public static final long BOTTOM = bottomRow();
    /** Every playable cell. */
    public static final long BOARD = BOTTOM * ((1L << ROWS) - 1);

    private Bitboard() {}

    private static long bottomRow() {
        long b = 0;
        for (int c = 0; c < COLUMNS; c++) {
            b |= 1L << (c * STRIDE);
        }
        return b;
    }

    public static long bottom(int column) {
        return 1L << (column * STRIDE);
    }

    public static long top(int column) {
        return 1L << (column * STRIDE + ROWS - 1);
    }

    public static long column(int column) {
        return ((1L << ROWS) - 1) << (column * STRIDE);
    }

    /** True when the column still has an empty cell. */
    public static boolean canPlay(long mask, int column) {
        return (mask & top(column)) == 0;
    }

    /** The cell a stone dropped into {@code column} lands on (the column must not be full). */
    public static long landing(long mask, int column) {
        return (mask + bottom(column)) & column(column);
    }

    /** The cells where a stone can be dropped now, one per column that is not full. */
    public static long playable(long mask) {
        return (mask + BOTTOM) & BOARD;
    }

    /** True when {@code stones} hold four in a row in some direction. */
    public static boolean hasFour(long stones) {
        return run(stones, 1) || run(stones, STRIDE) || run(stones, STRIDE - 1) || run(stones, STRIDE + 1);
    }

    private static boolean run(long p, int shift) {
        long pairs = p & (p >>> shift);
        return (pairs & (pairs >>> (2 * shift))) != 0;
    }

    /**
     * The empty cells (not necessarily playable yet) that would give {@code stones} four in a row:
     * for each direction, a cell completing three stones on one side, or two on one side and one on
     * the other.
     */
    public static long winningCells(long stones, long mask) {
        // Vertical: only three below the cell can complete a column.
        long r = (stones << 1) & (stones << 2) & (stones << 3);
        r |= lineCells(stones, STRIDE);
        r |= lineCells(stones, STRIDE - 1);
        r |= lineCells(stones, STRIDE + 1);
        return r & (BOARD ^ mask);
    }

    /** Cells completing four along one direction: three on one side, or two on one and one on the other. */
    private static long lineCells(long stones, int shift) {
        long twoLow = (stones << shift) & (stones << (2 * shift));
        long twoHigh = (stones >>> shift) & (stones >>> (2 * shift));
        return twoLow & ((stones << (3 * shift)) | (stones >>> shift))
                | twoHigh & ((stones >>> (3 * shift)) | (stones << shift));
    }

    /**
     * The board seen in a mirror: column c's seven bits become column 6 - c's. Works on any value
     * whose columns stay within their seven bits, such as a solver's key (stones plus mask).
     */
    public static long mirror(long bits) {
        // Unrolled for the solver's inner loop: each column's seven bits moved to its mirror column.
        long c = 0x7FL;
        return (bits & c) << 42
                | (bits & c << 7) << 28
                | (bits & c << 14) << 14
                | bits & c << 21
                | (bits >>> 14) & c << 14
                | (bits >>> 28) & c << 7
                | (bits >>> 42) & c;
    }

    /** The row (0 = bottom) of a single-bit cell. */
    public static int rowOf(long cell) {
        return Long.numberOfTrailingZeros(cell) % STRIDE;
    }

    /** The column of a single-bit cell. */
    public static int columnOf(long cell) {
        return Long.numberOfTrailingZeros(cell) / STRIDE;
    }
}
