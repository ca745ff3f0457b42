package org.puzzlearena.rules.samegame;

import org.puzzlearena.rules.SplitMix64;

/**
 * The browser build's stand-in for src/main/java's SameGameBoard (same name, same methods used by
 * the rules): the board as one 16-bit {@code int} per column and colour instead of four
 * {@code long}s per colour. TeaVM compiles {@code long} to JavaScript {@code BigInt}, which
 * allocates at every operation, so the JVM class's bit-parallel flood fill and PEXT/PDEP gravity
 * cost more in the browser than this column-by-column version (pom.xml stages it over the JVM
 * class only for TeaVM). Every answer is the JVM class's: cells are numbered {@code col * 16 + row}
 * and visited in that order, so the legal groups come in the same order and a seeded random group
 * takes the same draws (BrowserPlayoutParityTest plays thousands of seeded games through both).
 */
final class SameGameBoard {

    static final int MAX_COLUMNS = 16;
    static final int MAX_ROWS = 16;
    static final int MIN_COLOURS = 2;
    static final int MAX_COLOURS = 9;
    /** Cell indexes are {@code col * 16 + row}: this many distinct values. */
    static final int CELL_INDEXES = 256;

    final int width;
    final int height;
    final int colours;

    /** {@code bits[colour * 16 + col]}: the cells of each colour in each column, row 0 the low bit. */
    private final int[] bits;

    private final int[] blocks;
    /** Per column, the cells that have a neighbour of their own colour: exactly the legal groups' cells. */
    private final int[] pairs;

    private int remaining;
    private int columns;

    /** The group found by the last flood fill, per column, non-zero only in columns groupFrom..groupTo. */
    private final int[] group = new int[MAX_COLUMNS];

    private int groupFrom;
    private int groupTo = -1;
    private int groupColour;
    private int groupSize;
    /** Canonical cell of {@code group} when it is a legal group of this position, else -1. */
    private int cachedGroupCell = -1;

    /** Scratch: the cells still to draw from or to list, per column. */
    private final int[] cells = new int[MAX_COLUMNS];

    private SameGameBoard(int width, int height, int colours) {
        this.width = width;
        this.height = height;
        this.colours = colours;
        this.bits = new int[colours * MAX_COLUMNS];
        this.blocks = new int[colours];
        this.pairs = new int[MAX_COLUMNS];
    }

    private SameGameBoard(SameGameBoard o) {
        this.width = o.width;
        this.height = o.height;
        this.colours = o.colours;
        this.bits = o.bits.clone();
        this.blocks = o.blocks.clone();
        this.pairs = o.pairs.clone();
        this.remaining = o.remaining;
        this.columns = o.columns;
    }

    /** As the JVM class: rows top first, colour digits or {@code .}; gravity must hold. */
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
                b.bits[c * MAX_COLUMNS + col] |= 1 << row;
                b.blocks[c]++;
                b.remaining++;
            }
        }
        b.checkGravity();
        b.refreshPairs(0, MAX_COLUMNS - 1);
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

    /** The occupied cells of column {@code col}, row 0 the lowest. */
    private int columnBits(int col) {
        int occupied = 0;
        for (int c = 0; c < colours; c++) {
            occupied |= bits[c * MAX_COLUMNS + col];
        }
        return occupied;
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
        for (int col = 0; col < columns; col++) {
            if (pairs[col] != 0) {
                return true;
            }
        }
        return false;
    }

    /** True when some colour other than {@code colour} has a legal group. */
    boolean hasGroupAvoiding(int colour) {
        int b = colour * MAX_COLUMNS;
        for (int col = 0; col < columns; col++) {
            if ((pairs[col] & ~bits[b + col]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The colour of {@code cell}, or -1 when it is empty. */
    int colourAt(int cell) {
        int col = cell >>> 4;
        int bit = 1 << (cell & 15);
        for (int c = 0; c < colours; c++) {
            if ((bits[c * MAX_COLUMNS + col] & bit) != 0) {
                return c;
            }
        }
        return -1;
    }

    /** Size of the group containing {@code cell} (0 when empty), leaving it as the current group. */
    int groupAt(int cell) {
        int colour = colourAt(cell);
        if (colour < 0) {
            clearGroup();
            groupSize = 0;
            cachedGroupCell = -1;
            return 0;
        }
        fill(colour, cell);
        cachedGroupCell = groupSize >= 2 ? canonicalCell() : -1;
        return groupSize;
    }

    // ---------------------------------------------------------------- groups

    private void clearGroup() {
        for (int col = groupFrom; col <= groupTo; col++) {
            group[col] = 0;
        }
        groupFrom = 0;
        groupTo = -1;
    }

    /** {@code seed}'s cells grown up and down within {@code mask}, one column. */
    private static int spread(int seed, int mask) {
        int a = seed;
        while (true) {
            int n = (a | (a << 1) | (a >>> 1)) & mask;
            if (n == a) {
                return a;
            }
            a = n;
        }
    }

    /**
     * Flood fill of {@code colour} from {@code cell} into {@code group}: sweeps over the columns
     * around the group so far, each column taking the cells of its colour beside the group's cells
     * in its neighbours and spreading them up and down, until a sweep changes nothing.
     */
    private void fill(int colour, int cell) {
        cachedGroupCell = -1;
        clearGroup();
        int b = colour * MAX_COLUMNS;
        int col = cell >>> 4;
        group[col] = spread(1 << (cell & 15), bits[b + col]);
        int from = col;
        int to = col;
        int last = columns - 1;
        boolean changed = true;
        while (changed) {
            changed = false;
            int end = to < last ? to + 1 : last;
            for (int c = from > 0 ? from - 1 : 0; c <= end; c++) {
                int g = group[c];
                int beside = (c > 0 ? group[c - 1] : 0) | (c < MAX_COLUMNS - 1 ? group[c + 1] : 0);
                int mask = bits[b + c];
                if ((beside & mask & ~g) == 0) {
                    continue;
                }
                group[c] = spread(g | (beside & mask), mask);
                changed = true;
                if (c < from) {
                    from = c;
                }
                if (c > to) {
                    to = c;
                    end = to < last ? to + 1 : last;
                }
            }
        }
        int size = 0;
        for (int c = from; c <= to; c++) {
            size += Integer.bitCount(group[c]);
        }
        groupFrom = from;
        groupTo = to;
        groupColour = colour;
        groupSize = size;
    }

    /** The lowest-then-leftmost cell of the current group: its canonical name. */
    int canonicalCell() {
        int bestRow = 16;
        int bestCol = 0;
        for (int col = groupFrom; col <= groupTo; col++) {
            int g = group[col];
            if (g != 0) {
                int row = Integer.numberOfTrailingZeros(g);
                if (row < bestRow) {
                    bestRow = row;
                    bestCol = col;
                }
            }
        }
        return bestCol * 16 + bestRow;
    }

    /** Writes the cells ({@code col * 16 + row}) of the current group into {@code out}; returns how many. */
    int groupCells(int[] out) {
        int n = 0;
        for (int col = groupFrom; col <= groupTo; col++) {
            for (int m = group[col]; m != 0; m &= m - 1) {
                out[n++] = col * 16 + Integer.numberOfTrailingZeros(m);
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
        int[] q = copyPairs();
        int n = 0;
        for (int col = 0; col < columns; col++) {
            while (q[col] != 0) {
                int cell = col * 16 + Integer.numberOfTrailingZeros(q[col]);
                fill(colourAt(cell), cell);
                if (out != null) {
                    int canonical = canonicalCell();
                    cachedGroupCell = canonical;
                    out[n] = canonical;
                }
                n++;
                for (int c = groupFrom; c <= groupTo; c++) {
                    q[c] &= ~group[c];
                }
            }
        }
        return n;
    }

    /** A uniformly random legal group of any colour; the position must have one. */
    int randomGroup(SplitMix64 rng) {
        copyPairs();
        return randomGroupIn(rng);
    }

    /** A uniformly random legal group of a colour other than {@code colour}; one must exist. */
    int randomGroupAvoiding(SplitMix64 rng, int colour) {
        int b = colour * MAX_COLUMNS;
        for (int col = 0; col < columns; col++) {
            cells[col] = pairs[col] & ~bits[b + col];
        }
        return randomGroupIn(rng);
    }

    /**
     * The pairs of the non-empty columns into {@code cells}. A loop: TeaVM's System.arraycopy
     * makes a typed-array view per call, which costs more than copying 16 ints.
     */
    private int[] copyPairs() {
        int[] q = cells;
        for (int col = 0; col < columns; col++) {
            q[col] = pairs[col];
        }
        return q;
    }

    /**
     * The JVM class's rejection sampling over the cells in {@code cells} (the union of whole
     * groups): a uniform cell, in cell-index order, accepted with probability 2/s for a group of
     * size s, which makes every group equally likely; the same draws pick the same group.
     */
    private int randomGroupIn(SplitMix64 rng) {
        int[] q = cells;
        int total = 0;
        for (int col = 0; col < columns; col++) {
            total += Integer.bitCount(q[col]);
        }
        while (true) {
            int r = rng.nextInt(total);
            int col = 0;
            int count;
            while (r >= (count = Integer.bitCount(q[col]))) {
                r -= count;
                col++;
            }
            int m = q[col];
            for (; r > 0; r--) {
                m &= m - 1;
            }
            int cell = col * 16 + Integer.numberOfTrailingZeros(m);
            fill(colourAt(cell), cell);
            int size = groupSize;
            if (size == 2 || rng.nextInt(size) < 2) {
                int canonical = canonicalCell();
                cachedGroupCell = canonical;
                return canonical;
            }
        }
    }

    // ---------------------------------------------------------------- the move

    /**
     * Removes the legal group whose canonical cell is {@code cell}, lets the blocks fall and closes
     * emptied columns. Returns the size of the group removed. Only the group's columns change
     * (and, when columns close, every column right of the first closed one), so only their pairs
     * and their neighbours' are recomputed.
     */
    int removeGroup(int cell) {
        if (cell != cachedGroupCell) {
            fill(colourAt(cell), cell);
        }
        cachedGroupCell = -1;
        int size = groupSize;
        blocks[groupColour] -= size;
        remaining -= size;
        int emptied = 0;
        for (int col = groupFrom; col <= groupTo; col++) {
            int g = group[col];
            if (g != 0 && collapse(col, g)) {
                emptied |= 1 << col;
            }
        }
        int from = groupFrom > 0 ? groupFrom - 1 : 0;
        if (emptied != 0) {
            int before = columns;
            closeColumns(emptied, before);
            refreshPairs(from, before - 1);
        } else {
            refreshPairs(from, groupTo < columns - 1 ? groupTo + 1 : columns - 1);
        }
        clearGroup();
        return size;
    }

    /**
     * Gravity in column {@code col} after removing {@code removed} (all of one colour): in every
     * colour, the cells above each removed cell move down by one, highest removed cell first.
     * True when the column is left empty.
     */
    private boolean collapse(int col, int removed) {
        int occupied = 0;
        for (int i = col; i < bits.length; i += MAX_COLUMNS) {
            int m = bits[i] & ~removed;
            if (m != 0) {
                for (int r = removed; r != 0; ) {
                    int top = 31 - Integer.numberOfLeadingZeros(r);
                    int below = (1 << top) - 1;
                    m = (m & below) | ((m >>> 1) & ~below);
                    r &= below;
                }
                occupied |= m;
            }
            bits[i] = m;
        }
        return occupied == 0;
    }

    /** Removes the empty columns in {@code emptied} (bit k = column k) of the first {@code before}. */
    private void closeColumns(int emptied, int before) {
        for (int b = 0; b < bits.length; b += MAX_COLUMNS) {
            int to = b;
            for (int col = 0; col < before; col++) {
                if ((emptied & (1 << col)) == 0) {
                    bits[to++] = bits[b + col];
                }
            }
            while (to < b + before) {
                bits[to++] = 0;
            }
        }
        columns -= Integer.bitCount(emptied);
    }

    /** Recomputes the cells with a same-colour neighbour in columns {@code from} to {@code to}. */
    private void refreshPairs(int from, int to) {
        for (int col = from; col <= to; col++) {
            int p = 0;
            for (int b = 0; b < bits.length; b += MAX_COLUMNS) {
                int m = bits[b + col];
                if (m != 0) {
                    int left = col > 0 ? bits[b + col - 1] : 0;
                    int right = col < MAX_COLUMNS - 1 ? bits[b + col + 1] : 0;
                    p |= m & ((m >>> 1) | (m << 1) | left | right);
                }
            }
            pairs[col] = p;
        }
    }
}
