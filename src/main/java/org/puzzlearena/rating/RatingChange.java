package org.puzzlearena.rating;

import java.util.List;

/**
 * Why a rating moved over one rating period, step by step as Glickman's paper computes it, so a page
 * can show it: each opponent's weight g(phi) and the expected score against them, the estimated
 * variance v, the improvement delta, and the new volatility, phi and mu. Values named with Greek
 * letters are on Glicko-2's scale; {@link #before} and {@link #after} on the Glicko scale.
 *
 * @param before the rating at the start of the period
 * @param after the rating at its end
 * @param games each game's opponent, weight, expected and actual score; empty for a period without games
 * @param v the estimated variance of the rating from the games' outcomes alone (step 3); infinite without games
 * @param delta the estimated improvement: v times the sum of g(phi_j) (s_j - E_j) (step 4); 0 without games
 * @param newVolatility sigma' (step 5)
 * @param preRatingPhi phi* = sqrt(phi^2 + sigma'^2), the deviation grown by the volatility (step 6)
 * @param newPhi phi' (step 7)
 * @param newMu mu' (step 7)
 */
public record RatingChange(
        Rating before,
        Rating after,
        List<GameTerm> games,
        double v,
        double delta,
        double newVolatility,
        double preRatingPhi,
        double newPhi,
        double newMu) {

    public RatingChange {
        games = List.copyOf(games);
    }

    /**
     * One game's part in the change.
     *
     * @param opponent the opponent's rating at the start of the period
     * @param g g(phi_j): how much the game counts, less the more uncertain the opponent is
     * @param expected E: the expected score against this opponent before the period
     * @param score the actual score
     */
    public record GameTerm(Rating opponent, double g, double expected, double score) {}

    /** The change in rating, in Glicko points. */
    public double ratingDelta() {
        return after.rating() - before.rating();
    }
}
