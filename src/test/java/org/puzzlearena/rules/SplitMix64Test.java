package org.puzzlearena.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SplitMix64Test {

    /** The bounded draw as first written: the threshold computed on every call. */
    private static int referenceNextInt(SplitMix64 rng, int bound) {
        long threshold = (0x1_0000_0000L - bound) % bound;
        while (true) {
            long m = (rng.nextLong() >>> 32) * bound;
            if ((m & 0xFFFF_FFFFL) >= threshold) {
                return (int) (m >>> 32);
            }
        }
    }

    @Test
    void boundedDrawsAreThoseOfTheAlwaysThresholdedMethodSoSeededRunsDoNotChange() {
        int[] bounds = {
            1, 2, 3, 5, 7, 10, 28, 100, 1000, 65_537, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE - 1, Integer.MAX_VALUE
        };
        for (int bound : bounds) {
            SplitMix64 fast = new SplitMix64(bound * 31L);
            SplitMix64 reference = new SplitMix64(bound * 31L);
            for (int i = 0; i < 20_000; i++) {
                assertEquals(referenceNextInt(reference, bound), fast.nextInt(bound), "bound " + bound + ", draw " + i);
            }
            // Both consumed the same number of 64-bit values, so the streams stay in step.
            assertEquals(reference.nextLong(), fast.nextLong(), "bound " + bound);
        }
    }
}
