package org.puzzlearena.rating;

/**
 * A match's SPRT after some pairs: the verdict, the log-likelihood ratio and its bounds, the Elo
 * estimate with its 95% interval and the games left (null before the first pair; all 0 once decided).
 */
public record SprtStatus(
        Verdict verdict, double llr, SprtBounds bounds, PairResults results, EloEstimate elo, GamesLeft gamesLeft) {

    public boolean decided() {
        return verdict != Verdict.INCONCLUSIVE;
    }
}
