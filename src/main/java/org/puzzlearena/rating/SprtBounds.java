package org.puzzlearena.rating;

/**
 * What a match's SPRT tests: H0 "the first player is elo0 Elo stronger" against H1 "elo1 stronger"
 * (logistic Elo), with error rates alpha (accepting H1 when H0 holds) and beta (accepting H0 when H1
 * holds). Wald's bounds on the log-likelihood ratio follow: stop with H0 at or below
 * A = ln(beta / (1 - alpha)), with H1 at or above B = ln((1 - beta) / alpha).
 */
public record SprtBounds(double elo0, double elo1, double alpha, double beta) {

    /** The arena's default error rates, Fishtest's: 5% each way. */
    public static final double DEFAULT_ERROR = 0.05;

    /** Preset: is the first player better by a clear margin? [0, 50] needs a few hundred games. */
    public static final SprtBounds CLEAR = new SprtBounds(0, 50, DEFAULT_ERROR, DEFAULT_ERROR);

    /** Preset: is the first player better by a small margin? [0, 20] needs a thousand games or more. */
    public static final SprtBounds FINE = new SprtBounds(0, 20, DEFAULT_ERROR, DEFAULT_ERROR);

    public SprtBounds {
        if (!(elo0 < elo1) || !Double.isFinite(elo0) || !Double.isFinite(elo1)) {
            throw new IllegalArgumentException("elo0 must be below elo1: " + elo0 + ", " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("alpha and beta must be in (0, 0.5): " + alpha + ", " + beta);
        }
    }

    /** A: at or below it the test accepts H0. */
    public double lower() {
        return Math.log(beta / (1 - alpha));
    }

    /** B: at or above it the test accepts H1. */
    public double upper() {
        return Math.log((1 - beta) / alpha);
    }

    /** The expected score a game under H0. */
    public double score0() {
        return LogisticElo.score(elo0);
    }

    /** The expected score a game under H1. */
    public double score1() {
        return LogisticElo.score(elo1);
    }
}
