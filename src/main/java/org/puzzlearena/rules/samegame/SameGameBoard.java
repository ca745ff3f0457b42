package org.puzzlearena.rules.samegame;

import org.puzzlearena.rules.SplitMix64;

/**
 * The SameGame position as bitboards, and the only code that changes it.
 *
 * <p>Layout: a cell is the bit {@code col * 16 + row} of a 256-bit board stored in four longs, so
 * each long holds four 16-bit columns and row 0 (the floor) is the low bit of its column. There is
 * one such board per colour. Neighbours are shifts: up/down by 1 (masked so a column's top does not
 * leak into the next column's floor), left/right by 16 (carrying between the longs). This gives
 * a bit-parallel flood fill, and the "cells with a same-colour neighbour" board, whose cells are
 * exactly the cells of the legal groups: a position is terminal when it is empty. A move recomputes
 * that board only in the longs where it can have changed (see {@link #removeGroup}).
 *
 * <p>Gravity is a per-long {@code Long.compress} (drop the removed cells, packing the four columns
 * one after the other) followed by {@code Long.expand} into the bottoms of the four columns; both
 * are single BMI2 instructions on current JDKs. Nothing here allocates except {@link #copy()}.
 *
 * <p>The browser build (TeaVM, whose {@code long} is a JavaScript {@code BigInt} and whose class
 * library has no {@code Long.compress}) compiles src/browser/java's SameGameBoard in place of this
 * one: the same answers from one {@code int} per column and colour. A change to the rules here
 * goes there too; BrowserPlayoutParityTest compares the two.
 */
final class SameGameBoard {

    static final int MAX_COLUMNS = 16;
    static final int MAX_ROWS = 16;
    static final int MIN_COLOURS = 2;
    static final int MAX_COLOURS = 9;
    /** Cell indexes are {@code col * 16 + row}: this many distinct values. */
    static final int CELL_INDEXES = 256;

    private static final long NOT_ROW0 = 0xFFFE_FFFE_FFFE_FFFEL;
    private static final long NOT_ROW15 = 0x7FFF_7FFF_7FFF_7FFFL;
    private static final long ROW0 = 0x0001_0001_0001_0001L;
    private static final long COLUMN = 0xFFFFL;

    final int width;
    final int height;
    final int colours;

    /** {@code bits[colour * 4 + word]}: the cells of each colour. */
    private final long[] bits;

    private final int[] blocks;
    /**
     * The cells that have a neighbour of their own colour: exactly the cells of the legal groups.
     * Those of one colour are {@code pairs* & bits[colour * 4 + *]}, as the colours do not overlap.
     */
    private long pairs0;

    private long pairs1;
    private long pairs2;
    private long pairs3;

    private int remaining;
    private int columns;

    /** The group found by the last flood fill (valid for the current position only). */
    private long group0;

    private long group1;
    private long group2;
    private long group3;
    private int groupColour;
    private int groupSize;
    /**
     * Canonical cell of {@code group*} when it is a legal group of this position, else -1: play
     * after randomMove or readMove then reuses the group instead of filling it a second time.
     */
    private int cachedGroupCell = -1;

    /** Scratch for closing columns, kept to avoid allocating in play. */
    private final long[] scratch = new long[4];

    private SameGameBoard(int width, int height, int colours) {
        this.width = width;
        this.height = height;
        this.colours = colours;
        this.bits = new long[colours * 4];
        this.blocks = new int[colours];
    }

    private SameGameBoard(SameGameBoard o) {
        this.width = o.width;
        this.height = o.height;
        this.colours = o.colours;
        this.bits = o.bits.clone();
        this.blocks = o.blocks.clone();
        this.pairs0 = o.pairs0;
        this.pairs1 = o.pairs1;
        this.pairs2 = o.pairs2;
        this.pairs3 = o.pairs3;
        this.remaining = o.remaining;
        this.columns = o.columns;
        this.group0 = o.group0;
        this.group1 = o.group1;
        this.group2 = o.group2;
        this.group3 = o.group3;
        this.groupColour = o.groupColour;
        this.groupSize = o.groupSize;
        this.cachedGroupCell = o.cachedGroupCell;
    }

    /**
     * Builds a board from its rows, top row first, colours as digits {@code 0..colours-1} and
     * {@code .} for an empty cell. The position must be one gravity allows (no block above a hole,
     * no empty column left of a non-empty one).
     *
     * @throws IllegalArgumentException when the rows do not describe such a board
     */
    static SameGameBoard fromRows(String[] rowsTopDown, int colours) {
        int height = rowsTopDown.length;
        int width = height == 0 ? 0 : rowsTopDown[0].length();
        if (height < 1 || height > MAX_ROWS || width < 1 || width > MAX_COLUMNS) {
            throw new IllegalArgumentException("a board is 1 to 16 columns by 1 to 16 rows");
        }
        if (colours < MIN_COLOURS || colours > MAX_COLOURS) {
            throw new IllegalArgumentException("a board has 2 to 9 colours");
        }
        SameGameBoard b = new SameGameBoard(width, height, colours);
        for (int r = 0; r < height; r++) {
            String line = rowsTopDown[r];
            if (line.length() != width) {
                throw new IllegalArgumentException("row " + r + " from the top is not " + width + " cells wide");
            }
            int row = height - 1 - r;
            for (int col = 0; col < width; col++) {
                char ch = line.charAt(col);
                if (ch == '.') {
                    continue;
                }
                int c = ch - '0';
                if (c < 0 || c >= colours) {
                    throw new IllegalArgumentException(
                            "cell (" + col + "," + row + ") is '" + ch + "', not a colour 0-" + (colours - 1));
                }
                int cell = col * 16 + row;
                b.bits[c * 4 + (cell >>> 6)] |= 1L << cell;
                b.blocks[c]++;
                b.remaining++;
            }
        }
        b.checkGravity();
        b.refreshPairs(0b1111);
        return b;
    }

    private void checkGravity() {
        boolean emptySeen = false;
        for (int col = 0; col < width; col++) {
            int column = columnBits(col);
            if ((column & (column + 1)) != 0) {
                throw new IllegalArgumentException("column " + col + " has a block above an empty cell");
            }
            if (column == 0) {
                emptySeen = true;
            } else if (emptySeen) {
                throw new IllegalArgumentException("column " + col + " is right of an empty column");
            } else {
                columns++;
            }
        }
    }

    /** The occupied cells of column {@code col} as 16 bits, row 0 the lowest. */
    private int columnBits(int col) {
        int word = col >>> 2;
        int shift = (col & 3) << 4;
        long occupied = 0;
        for (int c = 0; c < colours; c++) {
            occupied |= bits[c * 4 + word];
        }
        return (int) ((occupied >>> shift) & COLUMN);
    }

    SameGameBoard copy() {
        return new SameGameBoard(this);
    }

    // ---------------------------------------------------------------- queries

    int remaining() {
        return remaining;
    }

    int blocksOfColour(int colour) {
        return blocks[colour];
    }

    /** Non-empty columns; they are always the leftmost ones. */
    int columns() {
        return columns;
    }

    boolean hasGroup() {
        return (pairs0 | pairs1 | pairs2 | pairs3) != 0;
    }

    /** True when some colour other than {@code colour} has a legal group. */
    boolean hasGroupAvoiding(int colour) {
        int b = colour << 2;
        return ((pairs0 & ~bits[b]) | (pairs1 & ~bits[b + 1]) | (pairs2 & ~bits[b + 2]) | (pairs3 & ~bits[b + 3])) != 0;
    }

    /** The colour of {@code cell}, or -1 when it is empty. */
    int colourAt(int cell) {
        int word = cell >>> 6;
        long bit = 1L << cell;
        for (int c = 0; c < colours; c++) {
            if ((bits[(c << 2) + word] & bit) != 0) {
                return c;
            }
        }
        return -1;
    }

    /**
     * Size of the group containing {@code cell} (0 when the cell is empty), leaving it as the
     * current group so that {@link #canonicalCell()} and {@link #removeGroup} can use it.
     */
    int groupAt(int cell) {
        int colour = colourAt(cell);
        if (colour < 0) {
            groupSize = 0;
            cachedGroupCell = -1;
            return 0;
        }
        fill(colour, cell);
        cachedGroupCell = groupSize >= 2 ? canonicalCell() : -1;
        return groupSize;
    }

    // ---------------------------------------------------------------- groups

    /**
     * Flood fill of {@code colour} from {@code cell} into {@code group*}. Most groups lie within one
     * long, so the fill first grows inside the seed's long alone; only when the group found there
     * has a same-colour neighbour across the long's edge does it go on over all four longs at once.
     */
    private void fill(int colour, int cell) {
        cachedGroupCell = -1;
        int b = colour << 2;
        int word = cell >>> 6;
        int i = b + word;
        long m = bits[i];
        long a = 1L << cell;
        while (true) {
            long n = (a | (a << 1 & NOT_ROW0) | (a >>> 1 & NOT_ROW15) | (a << 16) | (a >>> 16)) & m;
            if (n == a) {
                break;
            }
            a = n;
        }
        // The group's cells in the long's first column beside the previous long's last, and its
        // last column beside the next long's first.
        long acrossLeft = word > 0 ? (a << 48) & bits[i - 1] : 0;
        long acrossRight = word < 3 ? (a >>> 48) & bits[i + 1] : 0;
        if ((acrossLeft | acrossRight) == 0) {
            group0 = word == 0 ? a : 0;
            group1 = word == 1 ? a : 0;
            group2 = word == 2 ? a : 0;
            group3 = word == 3 ? a : 0;
            groupColour = colour;
            groupSize = Long.bitCount(a);
            return;
        }
        fillAll(b, word, a);
        groupColour = colour;
    }

    /** The flood fill over all four longs of the colour at {@code b}, from {@code seed} in long {@code word}. */
    private void fillAll(int b, int word, long seed) {
        long m0 = bits[b];
        long m1 = bits[b + 1];
        long m2 = bits[b + 2];
        long m3 = bits[b + 3];
        long a0 = word == 0 ? seed : 0;
        long a1 = word == 1 ? seed : 0;
        long a2 = word == 2 ? seed : 0;
        long a3 = word == 3 ? seed : 0;
        while (true) {
            // Each long grows by one step in all four directions; the updated left neighbour is
            // used at once so growth to the right spreads faster.
            long n0 = (a0 | (a0 << 1 & NOT_ROW0) | (a0 >>> 1 & NOT_ROW15) | (a0 << 16) | (a0 >>> 16) | (a1 << 48)) & m0;
            long n1 = (a1
                            | (a1 << 1 & NOT_ROW0)
                            | (a1 >>> 1 & NOT_ROW15)
                            | (a1 << 16)
                            | (a1 >>> 16)
                            | (n0 >>> 48)
                            | (a2 << 48))
                    & m1;
            long n2 = (a2
                            | (a2 << 1 & NOT_ROW0)
                            | (a2 >>> 1 & NOT_ROW15)
                            | (a2 << 16)
                            | (a2 >>> 16)
                            | (n1 >>> 48)
                            | (a3 << 48))
                    & m2;
            long n3 =
                    (a3 | (a3 << 1 & NOT_ROW0) | (a3 >>> 1 & NOT_ROW15) | (a3 << 16) | (a3 >>> 16) | (n2 >>> 48)) & m3;
            if (n0 == a0 && n1 == a1 && n2 == a2 && n3 == a3) {
                break;
            }
            a0 = n0;
            a1 = n1;
            a2 = n2;
            a3 = n3;
        }
        group0 = a0;
        group1 = a1;
        group2 = a2;
        group3 = a3;
        groupSize = Long.bitCount(a0) + Long.bitCount(a1) + Long.bitCount(a2) + Long.bitCount(a3);
    }

    /** The lowest-then-leftmost cell of the current group: its canonical name. */
    int canonicalCell() {
        long rows = group0 | group1 | group2 | group3;
        rows |= rows >>> 32;
        rows |= rows >>> 16;
        long rowBits = ROW0 << Long.numberOfTrailingZeros(rows);
        if ((group0 & rowBits) != 0) {
            return Long.numberOfTrailingZeros(group0 & rowBits);
        }
        if ((group1 & rowBits) != 0) {
            return 64 + Long.numberOfTrailingZeros(group1 & rowBits);
        }
        if ((group2 & rowBits) != 0) {
            return 128 + Long.numberOfTrailingZeros(group2 & rowBits);
        }
        return 192 + Long.numberOfTrailingZeros(group3 & rowBits);
    }

    /** Writes the cells ({@code col * 16 + row}) of the current group into {@code out}; returns how many. */
    int groupCells(int[] out) {
        int n = 0;
        long[] words = {group0, group1, group2, group3};
        for (int w = 0; w < 4; w++) {
            for (long m = words[w]; m != 0; m &= m - 1) {
                out[n++] = (w << 6) + Long.numberOfTrailingZeros(m);
            }
        }
        return n;
    }

    int groupColour() {
        return groupColour;
    }

    int groupSize() {
        return groupSize;
    }

    /** Writes the canonical cell of every legal group, in order of each group's first cell by column. */
    int legalGroups(int[] out) {
        long q0 = pairs0;
        long q1 = pairs1;
        long q2 = pairs2;
        long q3 = pairs3;
        int n = 0;
        while (true) {
            int cell;
            if (q0 != 0) {
                cell = Long.numberOfTrailingZeros(q0);
            } else if (q1 != 0) {
                cell = 64 + Long.numberOfTrailingZeros(q1);
            } else if (q2 != 0) {
                cell = 128 + Long.numberOfTrailingZeros(q2);
            } else if (q3 != 0) {
                cell = 192 + Long.numberOfTrailingZeros(q3);
            } else {
                return n;
            }
            fill(colourAt(cell), cell);
            if (out != null) {
                int canonical = canonicalCell();
                cachedGroupCell = canonical;
                out[n] = canonical;
            }
            n++;
            q0 &= ~group0;
            q1 &= ~group1;
            q2 &= ~group2;
            q3 &= ~group3;
        }
    }

    /** A uniformly random legal group of any colour; the position must have one. */
    int randomGroup(SplitMix64 rng) {
        return randomGroupIn(rng, pairs0, pairs1, pairs2, pairs3);
    }

    /** A uniformly random legal group of a colour other than {@code colour}; one must exist. */
    int randomGroupAvoiding(SplitMix64 rng, int colour) {
        int b = colour << 2;
        return randomGroupIn(
                rng, pairs0 & ~bits[b], pairs1 & ~bits[b + 1], pairs2 & ~bits[b + 2], pairs3 & ~bits[b + 3]);
    }

    /**
     * Rejection sampling over the cells {@code q*}, which must be the union of whole groups: a
     * uniform cell lands in a group of size s with probability s/|q|, and accepting it with
     * probability 2/s makes every group equally likely (2/|q| per try) without listing them.
     * 2/s rather than 1/s is still exact since s >= 2, and halves the expected tries.
     */
    private int randomGroupIn(SplitMix64 rng, long q0, long q1, long q2, long q3) {
        int c0 = Long.bitCount(q0);
        int c1 = Long.bitCount(q1);
        int c2 = Long.bitCount(q2);
        int total = c0 + c1 + c2 + Long.bitCount(q3);
        while (true) {
            int r = rng.nextInt(total);
            int cell;
            if (r < c0) {
                cell = selectBit(q0, r);
            } else if ((r -= c0) < c1) {
                cell = 64 + selectBit(q1, r);
            } else if ((r -= c1) < c2) {
                cell = 128 + selectBit(q2, r);
            } else {
                cell = 192 + selectBit(q3, r - c2);
            }
            fill(colourAt(cell), cell);
            int size = groupSize;
            if (size == 2 || rng.nextInt(size) < 2) {
                int canonical = canonicalCell();
                cachedGroupCell = canonical;
                return canonical;
            }
        }
    }

    /** Position of the r-th (0-based) set bit of {@code x}: PDEP deposits bit r there. */
    private static int selectBit(long x, int r) {
        return Long.numberOfTrailingZeros(Long.expand(1L << r, x));
    }

    // ---------------------------------------------------------------- the move

    /**
     * Removes the legal group whose canonical cell is {@code cell}, lets the blocks fall and closes
     * emptied columns. Returns the size of the group removed.
     *
     * <p>Only the columns the group was in change, unless columns close: then every column from the
     * first closed one rightwards does. A cell's pairs depend on its own column and the two beside
     * it, so the pairs are recomputed in the longs holding a changed column or the neighbour of one
     * (a long's edge column looks into the next long); the other longs keep theirs.
     */
    int removeGroup(int cell) {
        if (cell != cachedGroupCell) {
            fill(colourAt(cell), cell);
        }
        cachedGroupCell = -1;
        long g0 = group0;
        long g1 = group1;
        long g2 = group2;
        long g3 = group3;
        int b = groupColour << 2;
        bits[b] &= ~g0;
        bits[b + 1] &= ~g1;
        bits[b + 2] &= ~g2;
        bits[b + 3] &= ~g3;
        int size = groupSize;
        blocks[groupColour] -= size;
        remaining -= size;
        int emptied = 0;
        if (g0 != 0) {
            emptied |= collapse(0, g0);
        }
        if (g1 != 0) {
            emptied |= collapse(1, g1);
        }
        if (g2 != 0) {
            emptied |= collapse(2, g2);
        }
        if (g3 != 0) {
            emptied |= collapse(3, g3);
        }
        // Bit w: long w holds a column the group was in, or the neighbour of one across its edge.
        int words = 0;
        if ((g0 | (g1 & COLUMN)) != 0) {
            words = 1;
        }
        if ((g1 | (g0 >>> 48) | (g2 & COLUMN)) != 0) {
            words |= 2;
        }
        if ((g2 | (g1 >>> 48) | (g3 & COLUMN)) != 0) {
            words |= 4;
        }
        if ((g3 | (g2 >>> 48)) != 0) {
            words |= 8;
        }
        if (emptied != 0) {
            // Every long from the first closed column's to the last non-empty column's (counted
            // before closing); the long left of it only if its edge column was a neighbour of the
            // closed one, which then held the group and is counted above.
            int first = Integer.numberOfTrailingZeros(emptied) >>> 2;
            int last = (columns - 1) >>> 2;
            words |= (2 << last) - (1 << first);
            closeColumns(emptied);
        }
        refreshPairs(words);
        return size;
    }

    /**
     * Gravity in the four columns of long {@code word}, from which {@code removed} was taken:
     * compress drops the removed cells (packing the columns one after the other), expand puts each
     * column's survivors back at the bottom of that column. Returns the columns it emptied.
     */
    private int collapse(int word, long removed) {
        long keep = ~removed;
        long bottoms = 0;
        for (int lane = 0; lane < 64; lane += 16) {
            bottoms |= (COLUMN >>> Long.bitCount((removed >>> lane) & COLUMN)) << lane;
        }
        long occupied = 0;
        for (int i = word; i < bits.length; i += 4) {
            long m = bits[i];
            if (m != 0) {
                m = Long.expand(Long.compress(m, keep), bottoms);
                bits[i] = m;
                occupied |= m;
            }
        }
        int emptied = 0;
        for (int lane = 0; lane < 4; lane++) {
            int shift = lane << 4;
            if (((removed >>> shift) & COLUMN) != 0 && ((occupied >>> shift) & COLUMN) == 0) {
                emptied |= 1 << (word * 4 + lane);
            }
        }
        return emptied;
    }

    /** Removes the empty columns in {@code emptied} (bit k = column k), shifting the rest left. */
    private void closeColumns(int emptied) {
        for (int c = 0; c < colours; c++) {
            int b = c << 2;
            long[] out = scratch;
            out[0] = 0;
            out[1] = 0;
            out[2] = 0;
            out[3] = 0;
            int position = 0;
            for (int word = 0; word < 4; word++) {
                long keepColumns = 0;
                for (int lane = 0; lane < 4; lane++) {
                    if ((emptied & (1 << (word * 4 + lane))) == 0) {
                        keepColumns |= COLUMN << (lane << 4);
                    }
                }
                long packed = Long.compress(bits[b + word], keepColumns);
                int n = Long.bitCount(keepColumns);
                int at = position >>> 6;
                int offset = position & 63;
                out[at] |= packed << offset;
                if (offset != 0 && offset + n > 64) {
                    out[at + 1] |= packed >>> (64 - offset);
                }
                position += n;
            }
            bits[b] = out[0];
            bits[b + 1] = out[1];
            bits[b + 2] = out[2];
            bits[b + 3] = out[3];
        }
        columns -= Integer.bitCount(emptied);
    }

    /** Recomputes the cells with a same-colour neighbour in the longs of {@code words} (bit w = long w). */
    private void refreshPairs(int words) {
        if ((words & 1) != 0) {
            pairs0 = wordPairs(0);
        }
        if ((words & 2) != 0) {
            pairs1 = wordPairs(1);
        }
        if ((words & 4) != 0) {
            pairs2 = wordPairs(2);
        }
        if ((words & 8) != 0) {
            pairs3 = wordPairs(3);
        }
    }

    /** The cells of long {@code word} that have a neighbour of their colour, over all colours. */
    private long wordPairs(int word) {
        long pairs = 0;
        for (int i = word; i < bits.length; i += 4) {
            long m = bits[i];
            if (m != 0) {
                long left = word > 0 ? bits[i - 1] : 0;
                long right = word < 3 ? bits[i + 1] : 0;
                long neighbours = ((m >>> 1) & NOT_ROW15)
                        | ((m << 1) & NOT_ROW0)
                        | (m >>> 16)
                        | (m << 16)
                        | (left >>> 48)
                        | (right << 48);
                pairs |= m & neighbours;
            }
        }
        return pairs;
    }

    /** Long {@code word} of the cells with a same-colour neighbour, as kept; for tests. */
    long pairsWord(int word) {
        return word == 0 ? pairs0 : word == 1 ? pairs1 : word == 2 ? pairs2 : pairs3;
    }

    /** True when the pairs kept equal a recomputation over the whole board; for tests. */
    boolean pairsMatchFullRefresh() {
        return pairs0 == wordPairs(0) && pairs1 == wordPairs(1) && pairs2 == wordPairs(2) && pairs3 == wordPairs(3);
    }
}
