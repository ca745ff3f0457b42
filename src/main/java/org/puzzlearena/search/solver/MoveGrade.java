package org.puzzlearena.search.solver;

import java.util.Locale;

/**
 * How good a played move was, graded against the exact solver as an analysis board grades it, but
 * by the game's solved result rather than by an estimate of winning chances:
 * <ul>
 *   <li>{@code best}: the move keeps the best exact score of the position;
 *   <li>{@code inaccuracy}: the result stays the same (a win, a draw or a loss) but the score is worse:
 *       a slower win, or a quicker loss;
 *   <li>{@code mistake}: half a point given away: a win becomes a draw, or a draw a loss;
 *   <li>{@code blunder}: a whole point given away: a win becomes a loss.
 * </ul>
 * lichess calls a drop of 0.1 / 0.2 / 0.3 in winning chances an inaccuracy / mistake / blunder; with
 * exact results the only drops are a score within the same result, half a point and a whole point.
 */
public enum MoveGrade {
    BEST,
    INACCURACY,
    MISTAKE,
    BLUNDER;

    /** The grade's name as the lab shows it and its JSON carries it: "best", "inaccuracy", ... */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The grade of {@code move} in the position {@code analysis} describes, or null when the
     * analysis ran out of time before the position's or that move's score was exact.
     *
     * @throws IllegalArgumentException when {@code move} is not one of the analysed moves
     */
    public static MoveGrade of(Analysis analysis, int move) {
        Analysis.MoveScore played = null;
        for (Analysis.MoveScore m : analysis.moves()) {
            if (m.move() == move) {
                played = m;
            }
        }
        if (played == null) {
            throw new IllegalArgumentException("move " + move + " is not legal in " + analysis.position());
        }
        if (!analysis.score().isExact() || !played.score().isExact()) {
            return byResult(analysis.score(), played.score());
        }
        int best = analysis.score().lower();
        int got = played.score().lower();
        int halfPointsLost = Integer.signum(best) - Integer.signum(got);
        if (halfPointsLost >= 2) {
            return BLUNDER;
        }
        if (halfPointsLost == 1) {
            return MISTAKE;
        }
        return got < best ? INACCURACY : BEST;
    }

    /**
     * The grade from bounds alone, when they prove it: the half points lost are the position's
     * result (win 1, draw 0, loss -1) minus the move's, and bounds that are not exact can still pin
     * both results (a proven win whatever its distance). A result lost is a mistake or a blunder
     * without the distance; a win or loss kept needs the exact distances to tell best from
     * inaccuracy, so it stays ungraded (a draw pinned by bounds is exact, graded above). Null unless
     * proven.
     */
    private static MoveGrade byResult(Analysis.Bounds position, Analysis.Bounds played) {
        int lostAtLeast = resultAtLeast(position) - resultAtMost(played);
        int lostAtMost = resultAtMost(position) - resultAtLeast(played);
        if (lostAtLeast != lostAtMost) {
            return null;
        }
        if (lostAtLeast >= 2) {
            return BLUNDER;
        }
        if (lostAtLeast == 1) {
            return MISTAKE;
        }
        return null;
    }

    /** The worst result (1 win, 0 draw, -1 loss) the bounds allow. */
    private static int resultAtLeast(Analysis.Bounds b) {
        return b.lower() > 0 ? 1 : b.lower() == 0 ? 0 : -1;
    }

    /** The best result (1 win, 0 draw, -1 loss) the bounds allow. */
    private static int resultAtMost(Analysis.Bounds b) {
        return b.upper() < 0 ? -1 : b.upper() == 0 ? 0 : 1;
    }
}
