package org.puzzlearena.server.suites;

/**
 * The two-sided 95% quantile of Student's t distribution, t(0.975, df): what a sample mean's 95%
 * confidence half-width is made of, {@code t * s / sqrt(n)} with {@code df = n - 1}.
 */
final class StudentT {

    private StudentT() {}

    /** t(0.975, df) for df 1 to 30, as printed in every table (three decimals). */
    private static final double[] TABLE = {
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
        2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042
    };

    private static final double Z = 1.959963984540054;

    static double quantile975(int df) {
        if (df < 1) {
            throw new IllegalArgumentException("degrees of freedom from 1, got " + df);
        }
        if (df <= TABLE.length) {
            return TABLE[df - 1];
        }
        // Beyond the table, the Cornish-Fisher expansion around the normal quantile: within 1e-4 there.
        double z2 = Z * Z;
        double g1 = (z2 + 1) * Z / 4;
        double g2 = ((5 * z2 + 16) * z2 + 3) * Z / 96;
        double g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * Z / 384;
        return Z + g1 / df + g2 / ((double) df * df) + g3 / ((double) df * df * df);
    }

    /** The 95% confidence half-width of the mean of {@code values}; null below two values. */
    static Double halfWidth95(double[] values) {
        int n = values.length;
        if (n < 2) {
            return null;
        }
        double mean = 0;
        for (double v : values) {
            mean += v;
        }
        mean /= n;
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double sd = Math.sqrt(squares / (n - 1));
        return quantile975(n - 1) * sd / Math.sqrt(n);
    }
}
