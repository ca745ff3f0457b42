package org.puzzlearena.search.solver;

/**
 * Bounds on Connect Four scores by position key, one {@code long} a slot: the key (49 bits: seven
 * columns of seven) and the two bounds (six bits each) packed together, so a probe reads one place in
 * memory instead of one per array. Slots come in buckets of two side by side, picked by a
 * multiplicative hash over a power-of-two table (no division on the hot path): the first slot keeps
 * the position with the fewest stones (the largest subtree, the costliest to search again), the
 * second takes whatever else arrives. An overwritten position only costs search time, never
 * correctness, since the full key is compared.
 */
final class TranspositionTable {

    static final int NONE = Integer.MIN_VALUE;

    private static final int KEY_BITS = 49;
    private static final long KEY_MASK = (1L << KEY_BITS) - 1;
    private static final int LOWER_SHIFT = KEY_BITS;
    private static final int UPPER_SHIFT = KEY_BITS + 6;
    private static final long BOUND_MASK = 0x3F;
    /** Bounds are stored shifted so that 0 means none stored. */
    private static final int OFFSET = 32;

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    /** The bottom cell of each column of a key (seven bits a column). */
    private static final long BOTTOM = 0x40810204081L;

    private final long[] slots;
    private final int shift;

    /** A table of at least {@code size} slots (the next power of two, at least one bucket). */
    TranspositionTable(int size) {
        int n = Integer.highestOneBit(Math.max(1, size - 1)) << 1;
        slots = new long[n];
        // The hash's top bits pick one of n / 2 buckets (a shift of 63 - log2(n / 2), after one more
        // by 1 so that a single bucket needs no shift by 64, which Java reads as 0).
        shift = 63 - (Integer.numberOfTrailingZeros(n) - 1);
    }

    /** The slot holding {@code key}, or -1 when the table does not hold it. */
    int find(long key) {
        int i = bucket(key);
        if ((slots[i] & KEY_MASK) == key && slots[i] != 0) {
            return i;
        }
        return (slots[i + 1] & KEY_MASK) == key && slots[i + 1] != 0 ? i + 1 : -1;
    }

    /** The upper bound stored in a slot {@link #find} returned, or {@link #NONE}. */
    int upperAt(int slot) {
        int v = (int) ((slots[slot] >>> UPPER_SHIFT) & BOUND_MASK);
        return v != 0 ? v - OFFSET : NONE;
    }

    /** The lower bound stored in a slot {@link #find} returned, or {@link #NONE}. */
    int lowerAt(int slot) {
        int v = (int) ((slots[slot] >>> LOWER_SHIFT) & BOUND_MASK);
        return v != 0 ? v - OFFSET : NONE;
    }

    void putUpper(long key, int value) {
        int i = claim(key);
        slots[i] = slots[i] & ~(BOUND_MASK << UPPER_SHIFT) | (long) (value + OFFSET) << UPPER_SHIFT;
    }

    void putLower(long key, int value) {
        int i = claim(key);
        slots[i] = slots[i] & ~(BOUND_MASK << LOWER_SHIFT) | (long) (value + OFFSET) << LOWER_SHIFT;
    }

    private int bucket(long key) {
        return (int) ((key * GOLDEN) >>> 1 >>> shift) << 1;
    }

    /**
     * The slot of {@code key}: its own if it is held; else the first slot when the new position has
     * at most as many stones as the first slot's (which moves to the second), else the second.
     */
    private int claim(long key) {
        int i = bucket(key);
        long first = slots[i];
        if ((first & KEY_MASK) == key && first != 0) {
            return i;
        }
        if ((slots[i + 1] & KEY_MASK) == key && slots[i + 1] != 0) {
            return i + 1;
        }
        if (first != 0 && stones(key) <= stones(first & KEY_MASK)) {
            slots[i + 1] = first;
        } else if (first != 0) {
            i++;
        }
        slots[i] = key;
        return i;
    }

    /**
     * The stones of a key's position: a key is the side to move's stones plus the mask, so adding the
     * bottom row sets exactly one bit above each column's stones, at the column's height.
     */
    static int stones(long key) {
        long tops = key + BOTTOM;
        int n = 0;
        for (int c = 0; c < 7; c++) {
            n += 63 - Long.numberOfLeadingZeros((tops >>> (7 * c)) & 0x7F);
        }
        return n;
    }
}
