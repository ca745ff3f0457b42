package org.puzzlearena.cli.reproduce;

import java.util.Arrays;

/** Summary statistics of a sample of numbers (scores, seconds). */
final class Stats {

    private final double[] sorted;
    private final double mean;
    private final double variance;

    private Stats(double[] values) {
        this.sorted = values.clone();
        Arrays.sort(sorted);
        double sum = 0;
        for (double v : sorted) {
            sum += v;
        }
        this.mean = sorted.length == 0 ? Double.NaN : sum / sorted.length;
        double squares = 0;
        for (double v : sorted) {
            squares += (v - mean) * (v - mean);
        }
        this.variance = sorted.length < 2 ? Double.NaN : squares / (sorted.length - 1);
    }

    static Stats of(double[] values) {
        return new Stats(values);
    }

    static Stats of(int[] values) {
        double[] d = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            d[i] = values[i];
        }
        return new Stats(d);
    }

    int count() {
        return sorted.length;
    }

    double mean() {
        return mean;
    }

    double standardError() {
        return Math.sqrt(variance / sorted.length);
    }

    double median() {
        int n = sorted.length;
        if (n == 0) {
            return Double.NaN;
        }
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    double min() {
        return sorted.length == 0 ? Double.NaN : sorted[0];
    }

    double max() {
        return sorted.length == 0 ? Double.NaN : sorted[sorted.length - 1];
    }

    /**
     * Median of a sample where {@code unfinished} further values are only known to exceed every
     * finished one (runs stopped at a cap): NaN when they make up half the sample or more.
     */
    static double medianWithCensored(double[] finished, int unfinished) {
        int n = finished.length + unfinished;
        if (n == 0 || 2 * unfinished >= n) {
            return Double.NaN;
        }
        double[] s = finished.clone();
        Arrays.sort(s);
        // The censored values sort after every finished one, so only the finished ones are read.
        if (n % 2 == 1) {
            return s[n / 2];
        }
        return n / 2 < s.length ? (s[n / 2 - 1] + s[n / 2]) / 2 : Double.NaN;
    }

    /** 95 % Wilson score interval of a proportion: {low, high}. */
    static double[] wilson95(long successes, long trials) {
        double z = 1.959963984540054;
        double p = successes / (double) trials;
        double denominator = 1 + z * z / trials;
        double centre = (p + z * z / (2.0 * trials)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / trials + z * z / (4.0 * trials * trials)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
