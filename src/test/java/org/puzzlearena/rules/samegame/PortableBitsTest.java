package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;

/**
 * The browser build's gravity runs on PortableBits: it must agree with the JDK's
 * compress/expand bit for bit, or a SameGame move would score differently in the browser.
 */
class PortableBitsTest {

    private static final long[] EDGES = {
        0L,
        -1L,
        1L,
        Long.MIN_VALUE,
        0xFFFFL,
        0xFFFF_0000_0000_0000L,
        0x8000_0000_0000_0001L,
        0x5555_5555_5555_5555L,
        0xAAAA_AAAA_AAAA_AAAAL,
        0x0001_0001_0001_0001L,
        0x7FFF_7FFF_7FFF_7FFFL,
        0xFFFE_FFFE_FFFE_FFFEL,
        Long.MAX_VALUE
    };

    @Test
    void agreesWithTheJdkOnEdgeMasks() {
        for (long x : EDGES) {
            for (long mask : EDGES) {
                check(x, mask);
            }
        }
    }

    @Test
    void agreesWithTheJdkOnRandomWordsAndColumnShapedMasks() {
        SplitMix64 rng = new SplitMix64(2026);
        for (int i = 0; i < 200_000; i++) {
            long x = rng.nextLong();
            long mask = switch (i % 3) {
                case 0 -> rng.nextLong();
                // Masks as gravity builds them: each 16-bit column keeps a prefix of its bits.
                case 1 -> columnBottoms(rng);
                default -> rng.nextLong() & rng.nextLong() & rng.nextLong();
            };
            check(x, mask);
        }
    }

    private static long columnBottoms(SplitMix64 rng) {
        long m = 0;
        for (int lane = 0; lane < 64; lane += 16) {
            m |= (0xFFFFL >>> rng.nextInt(17)) << lane;
        }
        return m;
    }

    private static void check(long x, long mask) {
        assertEquals(
                Long.compress(x, mask),
                PortableBits.compress(x, mask),
                () -> "compress(" + Long.toHexString(x) + ", " + Long.toHexString(mask) + ")");
        assertEquals(
                Long.expand(x, mask),
                PortableBits.expand(x, mask),
                () -> "expand(" + Long.toHexString(x) + ", " + Long.toHexString(mask) + ")");
    }
}
