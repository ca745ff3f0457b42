package org.puzzlearena.search.deep;

/**
 * exp and tanh from IEEE additions, multiplications and divisions only. {@link Math#exp} and
 * {@link Math#tanh} may differ in the last bit between JVMs and JavaScript engines, and one bit is
 * enough to tip a near tie in PUCT's selection: with these, the server, the command line and the
 * browser's TeaVM build compute the same network outputs to the bit and so search the same tree.
 * Accurate to a few units in the last place of a double, far below the float the network uses.
 */
public final class PortableMath {

    private static final double LN2_HI = 6.93147180369123816490e-01;
    private static final double LN2_LO = 1.90821492927058770002e-10;
    private static final double INV_LN2 = 1.44269504088896338700e+00;

    private PortableMath() {}

    /** e^x; 0 below -700 and infinity above 700 (the network only asks for x <= 0 and |x| < 40). */
    public static double exp(double x) {
        if (x != x) {
            return x;
        }
        if (x < -700) {
            return 0;
        }
        if (x > 700) {
            return Double.POSITIVE_INFINITY;
        }
        // x = n ln 2 + r with |r| <= ln 2 / 2: e^x = 2^n e^r, e^r by its Taylor series (13 terms
        // leave an error under 1e-17 at |r| = 0.35).
        double k = x * INV_LN2;
        int n = (int) (k < 0 ? k - 0.5 : k + 0.5);
        double r = (x - n * LN2_HI) - n * LN2_LO;
        double term = 1;
        double sum = 1;
        for (int i = 1; i <= 13; i++) {
            term = term * r / i;
            sum += term;
        }
        return scale(sum, n);
    }

    /** tanh(x) = 1 - 2 / (e^{2x} + 1), odd by construction so tanh(-x) = -tanh(x) exactly. */
    public static double tanh(double x) {
        if (x < 0) {
            return -tanh(-x);
        }
        if (x > 20) {
            return 1;
        }
        return 1 - 2 / (exp(2 * x) + 1);
    }

    /** m * 2^n by exact multiplications by powers of two. */
    private static double scale(double m, int n) {
        double factor = n < 0 ? 0.5 : 2;
        int steps = Math.abs(n);
        double result = m;
        double power = factor;
        while (steps > 0) {
            if ((steps & 1) != 0) {
                result *= power;
            }
            power *= power;
            steps >>= 1;
        }
        return result;
    }
}
