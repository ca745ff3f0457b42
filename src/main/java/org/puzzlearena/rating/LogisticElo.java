package org.puzzlearena.rating;

/**
 * The logistic Elo model, as Fishtest, cutechess and fastchess use it: a player rated {@code elo}
 * points above its opponent is expected to score 1 / (1 + 10^(-elo / 400)) a game, a draw counting
 * half.
 */
public final class LogisticElo {

    private LogisticElo() {}

    /** The expected score a game of a player {@code elo} points stronger. */
    public static double score(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The Elo difference whose expected score is {@code score}: infinite at 0 and 1. */
    public static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }
}
