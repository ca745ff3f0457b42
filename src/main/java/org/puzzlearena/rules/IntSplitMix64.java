package org.puzzlearena.rules;

/**
 * {@link SplitMix64} computed in 32-bit halves, for the browser build: TeaVM compiles Java's
 * {@code long} to JavaScript {@code BigInt}, where every operation allocates, so a random move
 * drawn through {@code long} costs more than the move itself. Here the state and each draw are two
 * {@code int}s (JavaScript numbers) and the 64-bit products are put together from 16-bit pieces;
 * the draws are exactly SplitMix64's (IntSplitMix64Test checks them against it), so a seeded
 * playout picks the same moves in the browser as on the JVM. The browser's SplitMix64
 * (src/browser/java) runs on this class; the JVM keeps its native {@code long} one.
 */
public final class IntSplitMix64 {

    private static final int GOLDEN_HI = 0x9E3779B9;
    private static final int GOLDEN_LO = 0x7F4A7C15;
    private static final int MIX1_HI = 0xBF58476D;
    private static final int MIX1_LO = 0x1CE4E5B9;
    private static final int MIX2_HI = 0x94D049BB;
    private static final int MIX2_LO = 0x133111EB;

    private int stateHi;
    private int stateLo;

    /** The high and low halves of the last draw (before the final {@code z ^ z >>> 31} of the low half). */
    private int hi;

    private int lo;

    public IntSplitMix64(int seedHi, int seedLo) {
        this.stateHi = seedHi;
        this.stateLo = seedLo;
    }

    /** Advances the state and leaves the draw's halves in {@link #hi} / {@link #lo}. */
    private void advance() {
        int sLo = stateLo + GOLDEN_LO;
        // The carry out of the low half: the unsigned sum wrapped below an addend.
        int carry = (sLo ^ Integer.MIN_VALUE) < (GOLDEN_LO ^ Integer.MIN_VALUE) ? 1 : 0;
        int sHi = stateHi + GOLDEN_HI + carry;
        stateLo = sLo;
        stateHi = sHi;
        // z = (z ^ (z >>> 30)) * MIX1
        int zLo = sLo ^ ((sLo >>> 30) | (sHi << 2));
        int zHi = sHi ^ (sHi >>> 30);
        int pHi = mulHigh(zLo, MIX1_LO) + zLo * MIX1_HI + zHi * MIX1_LO;
        int pLo = zLo * MIX1_LO;
        // z = (z ^ (z >>> 27)) * MIX2
        zLo = pLo ^ ((pLo >>> 27) | (pHi << 5));
        zHi = pHi ^ (pHi >>> 27);
        hi = mulHigh(zLo, MIX2_LO) + zLo * MIX2_HI + zHi * MIX2_LO;
        lo = zLo * MIX2_LO;
    }

    /** The high 32 bits of the unsigned 64-bit product of {@code a} and {@code b}, from 16-bit pieces. */
    static int mulHigh(int a, int b) {
        int a0 = a & 0xFFFF;
        int a1 = a >>> 16;
        int b0 = b & 0xFFFF;
        int b1 = b >>> 16;
        int t = a1 * b0 + ((a0 * b0) >>> 16);
        int w = (t & 0xFFFF) + a0 * b1;
        return a1 * b1 + (t >>> 16) + (w >>> 16);
    }

    /** The next draw's high 32 bits ({@code nextLong() >>> 32} as an int). */
    public int nextHigh() {
        advance();
        return hi ^ (hi >>> 31);
    }

    public long nextLong() {
        advance();
        long z = ((long) hi << 32) | (lo & 0xFFFF_FFFFL);
        return z ^ (z >>> 31);
    }

    /** {@link SplitMix64#nextInt}: Lemire's multiply-shift with the same rejections, in ints. */
    public int nextInt(int bound) {
        int u = nextHigh();
        int mLo = u * bound;
        int mHi = mulHigh(u, bound);
        if ((mLo ^ Integer.MIN_VALUE) < (bound ^ Integer.MIN_VALUE)) {
            int threshold = Integer.remainderUnsigned(-bound, bound);
            while ((mLo ^ Integer.MIN_VALUE) < (threshold ^ Integer.MIN_VALUE)) {
                u = nextHigh();
                mLo = u * bound;
                mHi = mulHigh(u, bound);
            }
        }
        return mHi;
    }

    /** {@link SplitMix64#nextDouble}: the draw's top 53 bits over 2^53. */
    public double nextDouble() {
        advance();
        int top = hi ^ (hi >>> 31);
        int low = lo ^ ((lo >>> 31) | (hi << 1));
        // z >>> 11 = top * 2^21 + (low >>> 11), each term non-negative as an int.
        double bits53 = (top >>> 1) * 0x1.0p22 + (top & 1) * 0x1.0p21 + (low >>> 11);
        return bits53 * 0x1.0p-53;
    }
}
