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
        return of(analysis.score(), played(analysis, move).score());
    }

    /**
     * The grade from results alone, where the distances were not compared in time: a result given
     * away is a mistake or a blunder as in {@link #of}, a result kept counts as best. Null when the
     * results themselves are not proven.
     */
    public static MoveGrade byResult(Analysis analysis, int move) {
        int lost = resultsLost(analysis.score(), played(analysis, move).score());
        return lost == UNPROVEN ? null : lost >= 2 ? BLUNDER : lost == 1 ? MISTAKE : BEST;
    }

    private static Analysis.MoveScore played(Analysis analysis, int move) {
        for (Analysis.MoveScore m : analysis.moves()) {
            if (m.move() == move) {
                return m;
            }
        }
        throw new IllegalArgumentException("move " + move + " is not legal in " + analysis.position());
    }

    /**
     * The grade from what the bounds prove (exact scores are bounds too): the half points lost are
     * the position's result (win 1, draw 0, loss -1) minus the move's, and bounds that are not exact
     * can still pin both results (a proven win whatever its distance). A result lost is a mistake or
     * a blunder without the distance. A result kept is best when the move is proven at least as good
     * as the position (its lower bound reaches the position's upper one), an inaccuracy when proven
     * worse (a slower win, a quicker loss); null when the bounds do not tell.
     */
    private static MoveGrade of(Analysis.Bounds position, Analysis.Bounds played) {
        int lost = resultsLost(position, played);
        if (lost == UNPROVEN) {
            return null;
        }
        if (lost >= 2) {
            return BLUNDER;
        }
        if (lost == 1) {
            return MISTAKE;
        }
        if (played.lower() >= position.upper()) {
            return BEST;
        }
        return played.upper() < position.lower() ? INACCURACY : null;
    }

    private static final int UNPROVEN = Integer.MIN_VALUE;

    /** The half points the move gives away, when the bounds pin both results; else {@link #UNPROVEN}. */
    private static int resultsLost(Analysis.Bounds position, Analysis.Bounds played) {
        int lostAtLeast = resultAtLeast(position) - resultAtMost(played);
        int lostAtMost = resultAtMost(position) - resultAtLeast(played);
        return lostAtLeast == lostAtMost ? lostAtLeast : UNPROVEN;
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
