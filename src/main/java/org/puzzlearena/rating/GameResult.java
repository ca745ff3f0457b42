package org.puzzlearena.rating;

/**
 * One game of a rating period, from the rated player's side: the opponent's rating at the start of
 * the period and the score (1 a win, 0.5 a draw, 0 a loss).
 */
public record GameResult(Rating opponent, double score) {

    public GameResult {
        if (opponent == null || !(score == 0 || score == 0.5 || score == 1)) {
            throw new IllegalArgumentException("a result needs an opponent and a score of 0, 0.5 or 1: " + score);
        }
    }
}
