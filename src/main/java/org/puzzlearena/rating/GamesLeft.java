package org.puzzlearena.rating;

/**
 * An estimate of the games an SPRT still needs (what Fishtest users ask for in fishtest #2580), and
 * the range it spans over the Elo's 95% interval.
 *
 * <p>Method: pair by pair the log-likelihood ratio is a random walk. In the normal approximation
 * (fastchess's) one pair adds (s1 - s0)(2x - s0 - s1) / (2 var), x the pair's score a game and var
 * its variance, so the walk's drift a pair is mu = (s1 - s0)(2s - s0 - s1) / (2 var) at true score s,
 * and its variance a pair is sigma^2 = (s1 - s0)^2 / var. Taken as a Brownian motion with that drift
 * from the current LLR x between the bounds A and B, the expected time to leave (A, B) is Wald's
 * E[T] = (P_B (B - x) + (1 - P_B)(A - x)) / mu, with P_B = (1 - e^(-2 mu (x - A) / sigma^2)) /
 * (1 - e^(-2 mu (B - A) / sigma^2)) the chance of leaving through B, and (B - x)(x - A) / sigma^2 at
 * mu = 0. Games left is twice E[T] pairs. {@link #expected} uses the score measured so far;
 * {@link #low} and {@link #high} are the least and most E[T] over scores in the Elo's 95% interval
 * (largest where the drift vanishes, at s = (s0 + s1) / 2). It is the range of the expected value,
 * not a prediction interval of the remaining games, which spread about as widely again; Wald's
 * approximation ignores the overshoot of the last pair.
 */
public record GamesLeft(double expected, double low, double high) {

    static final GamesLeft NONE = new GamesLeft(0, 0, 0);

    private static final int GRID = 200;

    /** Unknown before the first pair: null. */
    static GamesLeft of(SprtBounds b, PairResults r, double llr) {
        long n = r.pairCount();
        if (n == 0) {
            return null;
        }
        double var = r.pairVariance();
        double mean = r.meanScore();
        double halfWidth = Rating.Z95 * Math.sqrt(var / n);
        double lowScore = Math.max(0, mean - halfWidth);
        double highScore = Math.min(1, mean + halfWidth);
        double least = Double.POSITIVE_INFINITY;
        double most = 0;
        for (int i = 0; i <= GRID; i++) {
            double s = lowScore + (highScore - lowScore) * i / GRID;
            double t = expectedPairs(b, var, s, llr);
            least = Math.min(least, t);
            most = Math.max(most, t);
        }
        double middle = (b.score0() + b.score1()) / 2;
        if (middle > lowScore && middle < highScore) {
            most = Math.max(most, expectedPairs(b, var, middle, llr));
        }
        return new GamesLeft(2 * expectedPairs(b, var, mean, llr), 2 * least, 2 * most);
    }

    /** Wald's expected pairs to leave (A, B) from {@code llr} at true score {@code s}. */
    static double expectedPairs(SprtBounds b, double var, double s, double llr) {
        double s0 = b.score0();
        double s1 = b.score1();
        double lower = b.lower();
        double upper = b.upper();
        double x = Math.min(Math.max(llr, lower), upper);
        double drift = (s1 - s0) * (2 * s - s0 - s1) / (2 * var);
        double spread = (s1 - s0) * (s1 - s0) / var;
        double k = 2 * drift / spread;
        if (Math.abs(k * (upper - lower)) < 1e-9) {
            return (upper - x) * (x - lower) / spread;
        }
        // P_B = (1 - e^(-k (x - A))) / (1 - e^(-k (B - A))), k = 2 mu / sigma^2; for k < 0 the same
        // fraction multiplied through by e^(k (B - A)), so neither form overflows for a large drift.
        double pUpper = k > 0
                ? Math.expm1(-k * (x - lower)) / Math.expm1(-k * (upper - lower))
                : (Math.expm1(k * (upper - x)) - Math.expm1(k * (upper - lower))) / -Math.expm1(k * (upper - lower));
        return (pUpper * (upper - x) + (1 - pUpper) * (lower - x)) / drift;
    }
}
