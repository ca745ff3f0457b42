package org.puzzlearena.search.solver;

/**
 * Bounds on Connect Four scores by position key, in two plain arrays (no objects, no allocation
 * while searching). One slot per key, picked by a multiplicative hash over a power-of-two table (no
 * division on the hot path): a newer position overwrites an older one, which only costs search
 * time, never correctness, since the full key is compared.
 */
final class TranspositionTable {

    static final int NONE = Integer.MIN_VALUE;
    /** Bounds are stored shifted so that 0 means an empty slot. */
    private static final int OFFSET = 64;

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final long[] keys;
    private final byte[] uppers;
    private final byte[] lowers;
    private final int shift;

    /** A table of at least {@code size} slots (the next power of two). */
    TranspositionTable(int size) {
        int slots = Integer.highestOneBit(Math.max(2, size - 1)) << 1;
        keys = new long[slots];
        uppers = new byte[slots];
        lowers = new byte[slots];
        shift = 64 - Integer.numberOfTrailingZeros(slots);
    }

    /** The slot holding {@code key}, or -1 when the table does not hold it. */
    int find(long key) {
        int i = slot(key);
        return keys[i] == key ? i : -1;
    }

    /** The upper bound stored in a slot {@link #find} returned, or {@link #NONE}. */
    int upperAt(int slot) {
        return uppers[slot] != 0 ? uppers[slot] - OFFSET : NONE;
    }

    /** The lower bound stored in a slot {@link #find} returned, or {@link #NONE}. */
    int lowerAt(int slot) {
        return lowers[slot] != 0 ? lowers[slot] - OFFSET : NONE;
    }

    void putUpper(long key, int value) {
        int i = claim(key);
        uppers[i] = (byte) (value + OFFSET);
    }

    void putLower(long key, int value) {
        int i = claim(key);
        lowers[i] = (byte) (value + OFFSET);
    }

    private int slot(long key) {
        return (int) ((key * GOLDEN) >>> shift);
    }

    /** The slot of {@code key}, emptied first when it held another position. */
    private int claim(long key) {
        int i = slot(key);
        if (keys[i] != key) {
            keys[i] = key;
            uppers[i] = 0;
            lowers[i] = 0;
        }
        return i;
    }
}
