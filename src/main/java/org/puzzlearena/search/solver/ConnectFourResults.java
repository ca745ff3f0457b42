package org.puzzlearena.search.solver;

import java.util.Arrays;
import java.util.List;

/**
 * Win, draw or loss (no distance) of every Connect Four position from {@link #from()} to
 * {@link #depth()} stones, past the exact {@link ConnectFourBook}, by mirror-canonical key (issue 38:
 * a grade needs the results of a five- to seven-stone position, which a search proves in seconds
 * each). Built by {@code bin/arena book --results} (see {@link ConnectFourResultsData}).
 *
 * <p>Only the results are stored, two bits a position, in the order of the positions' keys: the keys
 * themselves are enumerated again when the book is first used (every position of a ply whose game is
 * not over, one per mirror pair), so the shipped source stays a few KB where keys would take eight
 * bytes each, and the same source serves the browser's solver (TeaVM) and the server's. A position
 * may be {@link #ABSENT} (a level not finished when the book was shipped): the solver searches it.
 */
public final class ConnectFourResults {

    public static final int WIN = 1;
    public static final int DRAW = 0;
    public static final int LOSS = -1;
    /** What {@link #result} answers for a position the book does not hold. */
    public static final int ABSENT = Integer.MIN_VALUE;

    /** No results book. */
    public static final ConnectFourResults NONE = new ConnectFourResults(0, -1, new long[0], new byte[0]);

    /** Base-64 digits of the packed results: three positions (two bits each) per character. */
    static final String DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    private final int from;
    private final int depth;
    private final long[] keys;
    /** Per key: 0 absent, else the result + 2 (1 loss, 2 draw, 3 win). */
    private final byte[] codes;

    private ConnectFourResults(int from, int depth, long[] keys, byte[] codes) {
        this.from = from;
        this.depth = depth;
        this.keys = keys;
        this.codes = codes;
    }

    /** The book shipped with the solver, unpacked on first use. */
    public static ConnectFourResults standard() {
        return Shipped.BOOK;
    }

    /** Holder, so the positions are enumerated only when a solver first asks. */
    private static final class Shipped {
        static final ConnectFourResults BOOK =
                unpack(ConnectFourResultsData.FROM, ConnectFourResultsData.COUNTS, ConnectFourResultsData.PACKED);
    }

    /**
     * The book of plies {@code from} to {@code from + counts.length - 1}; {@code counts} is each ply's
     * number of positions (checked against the enumeration, so a change in it cannot shift results onto
     * the wrong positions), {@code packed} their results in key order, ply after ply.
     */
    static ConnectFourResults unpack(int from, int[] counts, String packed) {
        int total = 0;
        for (int c : counts) {
            total += c;
        }
        long[] keys = new long[total];
        byte[] codes = new byte[total];
        int i = 0;
        List<long[]> byPly = ConnectFourBookBuilder.keysUpTo(from + counts.length - 1);
        for (int level = 0; level < counts.length; level++) {
            long[] levelKeys = byPly.get(from + level);
            if (levelKeys.length != counts[level]) {
                throw new IllegalStateException("ply " + (from + level) + " has " + levelKeys.length
                        + " positions, the results book " + counts[level]);
            }
            System.arraycopy(levelKeys, 0, keys, i, levelKeys.length);
            i += levelKeys.length;
        }
        if (packed.length() != (total + 2) / 3) {
            throw new IllegalStateException("packed results: " + packed.length() + " digits for " + total);
        }
        for (int k = 0; k < total; k++) {
            int digit = DIGITS.indexOf(packed.charAt(k / 3));
            codes[k] = (byte) ((digit >> (2 * (k % 3))) & 3);
        }
        // The plies' keys overlap in no position (a position's ply is its number of stones), so one sort.
        long[] sorted = keys.clone();
        Arrays.sort(sorted);
        byte[] sortedCodes = new byte[total];
        for (int k = 0; k < total; k++) {
            sortedCodes[Arrays.binarySearch(sorted, keys[k])] = codes[k];
        }
        return new ConnectFourResults(from, from + counts.length - 1, sorted, sortedCodes);
    }

    /** The results of {@code plies} in the order of {@link #keysAt}, packed (results -1, 0, 1 or {@link #ABSENT}). */
    static String pack(List<int[]> levels) {
        StringBuilder b = new StringBuilder();
        int digit = 0;
        int k = 0;
        for (int[] level : levels) {
            for (int r : level) {
                int code = r == ABSENT ? 0 : r + 2;
                digit |= code << (2 * (k % 3));
                k++;
                if (k % 3 == 0) {
                    b.append(DIGITS.charAt(digit));
                    digit = 0;
                }
            }
        }
        if (k % 3 != 0) {
            b.append(DIGITS.charAt(digit));
        }
        return b.toString();
    }

    /** The sorted canonical keys of the positions of {@code plies} stones whose game is not over. */
    static long[] keysAt(int plies) {
        return ConnectFourBookBuilder.keysUpTo(plies).get(plies);
    }

    /** The fewest stones of a position the book holds. */
    public int from() {
        return from;
    }

    /** The most stones of a position the book holds; below {@link #from()} for no book. */
    public int depth() {
        return depth;
    }

    /** Positions whose result the book holds. */
    public int known() {
        int n = 0;
        for (byte c : codes) {
            n += c == 0 ? 0 : 1;
        }
        return n;
    }

    /** {@link #WIN}, {@link #DRAW} or {@link #LOSS} for the side to move, or {@link #ABSENT}. */
    public int result(long canonicalKey) {
        int i = Arrays.binarySearch(keys, canonicalKey);
        return i < 0 || codes[i] == 0 ? ABSENT : codes[i] - 2;
    }

    /** Whether positions of {@code plies} stones may be in the book (so that a lookup is worth it). */
    boolean covers(int plies) {
        return plies >= from && plies <= depth;
    }
}
