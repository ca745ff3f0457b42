package org.puzzlearena.rules.morpion;

/**
 * The board's geometry, seen as lines. Every straight line of the board in each of the 4
 * directions is one {@code long} whose bit {@code i} is the i-th point along the direction, so a
 * 5-point window is 5 consecutive bits and the rules reduce to shifts. The bit of a point is its
 * x (its y on vertical lines).
 *
 * <p>Playable points have both coordinates in {@link #MIN}..{@link #MAX}; everything else is the
 * rim, pre-marked as used so that no window touching it is ever legal (no bounds checks in the
 * hot path). The cross sits in the middle, with 23 free points beyond each arm (the known records
 * stay within 10).
 *
 * <p>Line numbering, with c = x - y and s = x + y:
 * <ul>
 * <li>{@code -} (1,0): lines 0..55, line = y - 4;</li>
 * <li>{@code |} (0,1): lines 56..111, line = 56 + x - 4;</li>
 * <li>{@code \} (1,1): lines 112..168: 112 + c for c >= 0, 112 + c + 57 for c < 0;</li>
 * <li>{@code /} (1,-1): lines 169..225: 169 + s - 8 for s <= 64, 169 + s - 65 for s >= 65.</li>
 * </ul>
 * Two short diagonals share one long (as in rotated bitboards): diagonal c >= 2 covers x from
 * c + 4 up, diagonal c - 57 covers x up to c + 2, and the bit between them is rim. This keeps the
 * position small, which is what makes copying a state cheap.
 */
final class Lines {

    static final int MIN = 4;
    static final int MAX = 59;
    static final int SPAN = MAX - MIN + 1;
    static final int PACKED_SHIFT = SPAN + 1;

    static final int FIRST_VERTICAL = SPAN;
    static final int FIRST_DIAGONAL = 2 * SPAN;
    static final int FIRST_ANTIDIAGONAL = FIRST_DIAGONAL + PACKED_SHIFT;
    static final int COUNT = FIRST_ANTIDIAGONAL + PACKED_SHIFT;

    static final int[] DX = {1, 0, 1, 1};
    static final int[] DY = {0, 1, 1, -1};
    static final char[] SYMBOL = {'-', '|', '\\', '/'};

    /**
     * Point at bit {@code b} of line {@code l}: x = X0[l] + XSTEP[l] * b and y = Y0[l] +
     * YSTEP[l] * b, plus YJUMP[l] when b >= SPLIT[l] (the second diagonal sharing the long).
     * Tables instead of a branch on the direction keep the hot path free of unpredictable jumps.
     */
    static final int[] X0 = new int[COUNT];

    static final int[] XSTEP = new int[COUNT];
    static final int[] Y0 = new int[COUNT];
    static final int[] YSTEP = new int[COUNT];
    static final int[] YJUMP = new int[COUNT];
    static final int[] SPLIT = new int[COUNT];

    static {
        for (int line = 0; line < COUNT; line++) {
            int dir = dirOfLine(line);
            int index = line - firstLine(dir);
            switch (dir) {
                case 0:
                    XSTEP[line] = 1;
                    Y0[line] = index + MIN;
                    SPLIT[line] = 64;
                    break;
                case 1:
                    X0[line] = index + MIN;
                    YSTEP[line] = 1;
                    SPLIT[line] = 64;
                    break;
                case 2:
                    // Below the split: c = index - 57, y = b - c; from it on: c = index.
                    XSTEP[line] = 1;
                    Y0[line] = PACKED_SHIFT - index;
                    YSTEP[line] = 1;
                    YJUMP[line] = -PACKED_SHIFT;
                    SPLIT[line] = index + MIN - 1;
                    break;
                default:
                    // Below the split: s = index + 8, y = s - b; from it on: s = index + 65.
                    XSTEP[line] = 1;
                    Y0[line] = index + 2 * MIN;
                    YSTEP[line] = -1;
                    YJUMP[line] = PACKED_SHIFT;
                    SPLIT[line] = index + MIN + 1;
                    break;
            }
        }
    }

    private Lines() {}

    static int firstLine(int dir) {
        switch (dir) {
            case 0:
                return 0;
            case 1:
                return FIRST_VERTICAL;
            case 2:
                return FIRST_DIAGONAL;
            default:
                return FIRST_ANTIDIAGONAL;
        }
    }

    static int rowLine(int y) {
        return y - MIN;
    }

    static int columnLine(int x) {
        return FIRST_VERTICAL - MIN + x;
    }

    static int diagonalLine(int x, int y) {
        int c = x - y;
        return FIRST_DIAGONAL + c + (PACKED_SHIFT & (c >> 31));
    }

    static int antidiagonalLine(int x, int y) {
        int s = x + y;
        return FIRST_ANTIDIAGONAL + s - 2 * MIN - (PACKED_SHIFT & ((2 * MIN + PACKED_SHIFT - 1 - s) >> 31));
    }

    /** The line of direction {@code dir} through the playable point (x,y). */
    static int lineOf(int dir, int x, int y) {
        switch (dir) {
            case 0:
                return rowLine(y);
            case 1:
                return columnLine(x);
            case 2:
                return diagonalLine(x, y);
            default:
                return antidiagonalLine(x, y);
        }
    }

    static int bitOf(int dir, int x, int y) {
        return dir == 1 ? y : x;
    }

    static int dirOfLine(int line) {
        if (line < FIRST_VERTICAL) {
            return 0;
        }
        if (line < FIRST_DIAGONAL) {
            return 1;
        }
        return line < FIRST_ANTIDIAGONAL ? 2 : 3;
    }

    static int xAt(int line, int bit) {
        return X0[line] + XSTEP[line] * bit;
    }

    static int yAt(int line, int bit) {
        return Y0[line] + YSTEP[line] * bit + (bit >= SPLIT[line] ? YJUMP[line] : 0);
    }

    static boolean playable(long x, long y) {
        return x >= MIN && x <= MAX && y >= MIN && y <= MAX;
    }

    /** The bits of {@code line} that are not playable points of it: the rim. */
    static long rimMask(int line) {
        int dir = dirOfLine(line);
        long rim = 0L;
        for (int bit = 0; bit < 64; bit++) {
            int x = xAt(line, bit);
            int y = yAt(line, bit);
            if (!playable(x, y) || lineOf(dir, x, y) != line || bitOf(dir, x, y) != bit) {
                rim |= 1L << bit;
            }
        }
        return rim;
    }
}
