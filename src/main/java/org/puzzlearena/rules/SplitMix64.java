package org.puzzlearena.rules;

/**
 * A small, fast, seedable random generator (Steele, Lea and Flood's SplitMix64). The rules use it
 * for seeded instances so that a seed means the same board on every platform, the browser included.
 * The browser build compiles src/browser/java's SplitMix64 in place of this one, which draws the
 * same numbers through {@link IntSplitMix64} (TeaVM's {@code long} is a slow JavaScript {@code BigInt}).
 */
public final class SplitMix64 {

    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A uniform int in [0, bound), bound > 0 (Lemire's multiply-shift, unbiased by rejection). The
     * rejection threshold (2^32 - bound) mod bound is below bound, so a draw whose low half is at
     * least bound is accepted without computing it: the modulo (a 64-bit division, the costliest
     * step) runs only for the rare draws that might be rejected, and the accepted values, hence
     * every seeded run, are exactly those of always computing it.
     */
    public int nextInt(int bound) {
        long m = (nextLong() >>> 32) * bound;
        if ((m & 0xFFFF_FFFFL) < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while ((m & 0xFFFF_FFFFL) < threshold) {
                m = (nextLong() >>> 32) * bound;
            }
        }
        return (int) (m >>> 32);
    }

    /** A uniform double in [0, 1). */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}
