package org.puzzlearena.search;

/**
 * exp(x) from additions, multiplications and a 64-entry table: within a few units in the last place
 * of the true value and, because it uses only IEEE-754 basic operations (which Java rounds the same
 * way on every machine and at every JIT tier), the same bits everywhere, so a seed still fixes an
 * NRPA run. It replaces {@code StrictMath.exp}, the portable library routine, which took about a
 * sixth of NRPA's time.
 *
 * <p>x = (64k + j) ln2/64 + r with |r| <= ln2/128, so exp(x) = 2^k * 2^(j/64) * exp(r): the first
 * factor is an exponent field, the second a table entry, the third a degree-5 polynomial whose
 * truncation error (r^6/720 < 4e-17) is below half an ulp. ln2/64 is split in two (Cody and Waite)
 * so that the reduction is exact for every x the caller passes.
 */
final class DeterministicExp {

    /** The arguments NRPA passes are clamped to this magnitude; the exponent field then never overflows. */
    static final double MAX_ARGUMENT = 700;

    private static final double SIXTY_FOUR_OVER_LN2 = 92.33248261689366;
    /** ln 2 / 64 in two parts: the first has 32 significant bits, so k times it is exact. */
    private static final double LN2_OVER_64_HI = 6.93147180369123816490e-01 / 64;

    private static final double LN2_OVER_64_LO = 1.90821492927058770002e-10 / 64;
    /** 2^(j/64), j = 0..63, correctly rounded (StrictMath's pow, computed once). */
    private static final double[] TWO_TO_J_OVER_64 = new double[64];

    static {
        for (int j = 0; j < 64; j++) {
            TWO_TO_J_OVER_64[j] = StrictMath.pow(2.0, j / 64.0);
        }
    }

    private DeterministicExp() {}

    /** exp(x) for |x| <= {@link #MAX_ARGUMENT} (larger magnitudes are the caller's to clamp). */
    static double exp(double x) {
        double kd = Math.rint(x * SIXTY_FOUR_OVER_LN2);
        int k = (int) kd;
        double r = (x - kd * LN2_OVER_64_HI) - kd * LN2_OVER_64_LO;
        double p = 1.0 + r * (1.0 + r * (0.5 + r * (1.0 / 6 + r * (1.0 / 24 + r * (1.0 / 120)))));
        double twoToK = Double.longBitsToDouble((long) ((k >> 6) + 1023) << 52);
        return twoToK * TWO_TO_J_OVER_64[k & 63] * p;
    }
}
