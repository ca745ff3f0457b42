package org.puzzlearena.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The browser's random draws run on IntSplitMix64: every draw must be SplitMix64's, or a seeded
 * playout or instance would differ between the browser and the server.
 */
class IntSplitMix64Test {

    private static final long[] SEEDS = {
        0L, 1L, -1L, 42L, Long.MIN_VALUE, Long.MAX_VALUE, 0xFFFF_FFFFL, 0x1_0000_0000L, 0x9E37_79B9_7F4A_7C15L
    };

    private static IntSplitMix64 ints(long seed) {
        return new IntSplitMix64((int) (seed >>> 32), (int) seed);
    }

    @Test
    void nextLongIsSplitMix64sStream() {
        for (long seed : SEEDS) {
            SplitMix64 expected = new SplitMix64(seed);
            IntSplitMix64 actual = ints(seed);
            for (int i = 0; i < 10_000; i++) {
                assertEquals(expected.nextLong(), actual.nextLong(), "seed " + seed + " draw " + i);
            }
        }
    }

    @Test
    void nextIntIsSplitMix64sForSmallLargeAndRejectingBounds() {
        // Bounds near 2^31 reject often, which exercises the threshold and the redraws.
        int[] bounds = {
            1, 2, 3, 7, 44, 100, 225, 1000, 65_537, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE - 1, Integer.MAX_VALUE
        };
        for (long seed : SEEDS) {
            SplitMix64 expected = new SplitMix64(seed);
            IntSplitMix64 actual = ints(seed);
            for (int i = 0; i < 20_000; i++) {
                int bound = bounds[i % bounds.length];
                assertEquals(expected.nextInt(bound), actual.nextInt(bound), "seed " + seed + " draw " + i);
            }
        }
    }

    @Test
    void nextDoubleIsSplitMix64s() {
        for (long seed : SEEDS) {
            SplitMix64 expected = new SplitMix64(seed);
            IntSplitMix64 actual = ints(seed);
            for (int i = 0; i < 10_000; i++) {
                assertEquals(expected.nextDouble(), actual.nextDouble(), "seed " + seed + " draw " + i);
            }
        }
    }

    @Test
    void theHighProductAgreesWithLongArithmetic() {
        SplitMix64 rng = new SplitMix64(7);
        for (int i = 0; i < 100_000; i++) {
            int a = (int) rng.nextLong();
            int b = (int) rng.nextLong();
            long product = (a & 0xFFFF_FFFFL) * (b & 0xFFFF_FFFFL);
            assertEquals((int) (product >>> 32), IntSplitMix64.mulHigh(a, b), a + " * " + b);
        }
        assertEquals(-2, IntSplitMix64.mulHigh(-1, -1));
    }
}
