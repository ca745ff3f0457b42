package org.puzzlearena.rules.samegame;

/**
 * {@code Long.compress} / {@code Long.expand} in plain arithmetic, for platforms without them
 * (the TeaVM browser build; see {@link PackedBits}). One step per run of set bits in the mask:
 * a SameGame column mask has at most a few runs, so this stays cheap where it is used.
 */
final class PortableBits {

    private PortableBits() {}

    static long compress(long x, long mask) {
        long result = 0;
        int filled = 0;
        for (long m = mask; m != 0; ) {
            int start = Long.numberOfTrailingZeros(m);
            long run = runAt(m, start);
            result |= ((x >>> start) & run) << filled;
            filled += Long.bitCount(run);
            m &= ~(run << start);
        }
        return result;
    }

    static long expand(long x, long mask) {
        long result = 0;
        int taken = 0;
        for (long m = mask; m != 0; ) {
            int start = Long.numberOfTrailingZeros(m);
            long run = runAt(m, start);
            result |= ((x >>> taken) & run) << start;
            taken += Long.bitCount(run);
            m &= ~(run << start);
        }
        return result;
    }

    /** The run of ones of {@code m} that begins at bit {@code start}, shifted down to bit 0. */
    private static long runAt(long m, int start) {
        int length = Long.numberOfTrailingZeros(~(m >>> start));
        return -1L >>> (64 - length);
    }
}
