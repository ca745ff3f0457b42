package org.puzzlearena.rating;

/**
 * The Elo difference the games so far measure, with its 95% interval: the mean score a game and its
 * standard error from the pairs (normal approximation), each converted by the logistic model. Plain
 * Elo, never negative with more wins than losses (the complaint of fishtest #1924). An end is
 * infinite when the score or its interval reaches 0 or 1 (for example, every game won so far).
 */
public record EloEstimate(double elo, double low, double high) {

    static EloEstimate of(PairResults r) {
        long n = r.pairCount();
        if (n == 0) {
            return new EloEstimate(0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double mean = r.meanScore();
        double halfWidth = Rating.Z95 * Math.sqrt(r.rawPairVariance() / n);
        return new EloEstimate(
                LogisticElo.elo(mean), LogisticElo.elo(mean - halfWidth), LogisticElo.elo(mean + halfWidth));
    }
}
