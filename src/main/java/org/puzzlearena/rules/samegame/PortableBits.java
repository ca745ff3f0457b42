package org.puzzlearena.rules.samegame;

/**
 * {@code Long.compress} / {@code Long.expand} in plain arithmetic, for platforms without them
 * (the TeaVM browser build; see {@link PackedBits}). One step per run of set bits in the mask:
 * a SameGame column mask has at most a few runs, so this stays cheap where it is used.
 */
final class PortableBits {

    private PortableBits() {
    }

    static long compress(long x, long mask) {
        long result = 0;
        int filled = 0;
        long m = mask;
        while (m != 0) {
            int start = Long.numberOfTrailingZeros(m);
            // Length of the run of ones starting at `start`.
            long fromStart = m >>> start;
            int length = fromStart == -1L ? 64 - start : Long.numberOfTrailingZeros(~fromStart);
            long run = length == 64 ? -1L : (1L << length) - 1;
            result |= ((x >>> start) & run) << filled;
            filled += length;
            m = length + start >= 64 ? 0 : m & (-1L << (start + length));
        }
        return result;
    }

    static long expand(long x, long mask) {
        long result = 0;
        int taken = 0;
        long m = mask;
        while (m != 0) {
            int start = Long.numberOfTrailingZeros(m);
            long fromStart = m >>> start;
            int length = fromStart == -1L ? 64 - start : Long.numberOfTrailingZeros(~fromStart);
            long run = length == 64 ? -1L : (1L << length) - 1;
            result |= ((x >>> taken) & run) << start;
            taken += length;
            if (taken >= 64 || length + start >= 64) {
                break;
            }
            m &= -1L << (start + length);
        }
        return result;
    }
}
