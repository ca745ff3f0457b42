package org.puzzlearena.search.solver;

/**
 * Bounds on Connect Four scores by position key, in two plain arrays (no objects, no allocation
 * while searching). One slot per key modulo the size: a newer position overwrites an older one,
 * which only costs search time, never correctness, since the full key is compared.
 */
final class TranspositionTable {

    static final int NONE = Integer.MIN_VALUE;
    /** Bounds are stored shifted so that 0 means an empty slot. */
    private static final int OFFSET = 64;

    private final long[] keys;
    private final byte[] uppers;
    private final byte[] lowers;

    TranspositionTable(int size) {
        keys = new long[size];
        uppers = new byte[size];
        lowers = new byte[size];
    }

    private int slot(long key) {
        return (int) Long.remainderUnsigned(key, keys.length);
    }

    /** The stored upper bound of the position, or {@link #NONE}. */
    int upper(long key) {
        int i = slot(key);
        return keys[i] == key && uppers[i] != 0 ? uppers[i] - OFFSET : NONE;
    }

    /** The stored lower bound of the position, or {@link #NONE}. */
    int lower(long key) {
        int i = slot(key);
        return keys[i] == key && lowers[i] != 0 ? lowers[i] - OFFSET : NONE;
    }

    void putUpper(long key, int value) {
        int i = claim(key);
        uppers[i] = (byte) (value + OFFSET);
    }

    void putLower(long key, int value) {
        int i = claim(key);
        lowers[i] = (byte) (value + OFFSET);
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
