package org.puzzlearena.rating;

/**
 * The sequential probability ratio test of a match, as Fishtest runs it: colour-paired games counted
 * as a pentanomial ({@link PairResults}), the logistic Elo model, and the generalized SPRT's
 * log-likelihood ratio of the pair totals under H0 (elo0) and H1 (elo1) computed exactly by
 * maximum likelihood ({@link ConstrainedLikelihood}, Fishtest's {@code LLR_logistic}). fastchess and
 * cutechess use a normal approximation of the same ratio ({@link #normalApproximationLlr}); the two
 * agree once there are a few dozen pairs, but the approximation divides by an estimated variance that
 * is near 0 after a few lopsided pairs and can then cross a bound after a handful of games, which the
 * exact ratio does not. The test accepts H1 at or above {@link SprtBounds#upper}, H0 at or below
 * {@link SprtBounds#lower}.
 */
public final class Sprt {

    /** A game's three results' scores: loss, draw, win. */
    private static final double[] GAME_SCORES = {0, 0.5, 1};

    private Sprt() {}

    /** Where a match stands after the pairs in {@code results}. */
    public static SprtStatus status(SprtBounds bounds, PairResults results) {
        double llr = pentanomialLlr(bounds, results);
        Verdict verdict =
                llr >= bounds.upper() ? Verdict.H1 : llr <= bounds.lower() ? Verdict.H0 : Verdict.INCONCLUSIVE;
        GamesLeft left = verdict == Verdict.INCONCLUSIVE ? GamesLeft.of(bounds, results, llr) : GamesLeft.NONE;
        return new SprtStatus(verdict, llr, bounds, results, EloEstimate.of(results), left);
    }

    /** The exact GSPRT log-likelihood ratio of colour-paired games (the verdict's). */
    public static double pentanomialLlr(SprtBounds b, PairResults r) {
        return ConstrainedLikelihood.llr(r.pairs(), PairResults.PAIR_SCORES, b.score0(), b.score1());
    }

    /** The exact GSPRT log-likelihood ratio of single games, for games that are not paired. */
    public static double trinomialLlr(SprtBounds b, long wins, long draws, long losses) {
        return ConstrainedLikelihood.llr(new long[] {losses, draws, wins}, GAME_SCORES, b.score0(), b.score1());
    }

    /**
     * fastchess's normal approximation of the ratio for n samples of mean score s and variance var
     * (a game's, or a pair's score a game): n (s1 - s0)(2 s - s0 - s1) / (2 var).
     */
    public static double normalApproximationLlr(SprtBounds b, long n, double mean, double var) {
        double s0 = b.score0();
        double s1 = b.score1();
        return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
    }
}
