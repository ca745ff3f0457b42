package org.puzzlearena.search;

/**
 * The exact score distribution of Nested Monte-Carlo Search without memorisation on the left-move
 * problem (Cazenave 2009, section 4.2), by the paper's dynamic program. Used to check that our
 * NMCS behaves as the analysis says, ties broken uniformly at random.
 *
 * <p>{@code score(s, d, l)}: the probability that a level-l search in a tree of depth d scores s.
 * A level-l search chooses left with probability {@code left(d, l-1)}, computed by comparing the
 * level-(l-1) scores after a left and after a right move, then goes on at depth d-1.
 */
public final class LeftMoveTheory {

    private final int maxDepth;
    private final int maxLevel;
    /** score[l][d][s]. */
    private final double[][][] score;
    /** left[l][d]: probability that level-(l+1) chooses left at depth d (from level-l searches). */
    private final double[][] left;

    public LeftMoveTheory(int maxDepth, int maxLevel) {
        this.maxDepth = maxDepth;
        this.maxLevel = maxLevel;
        this.score = new double[maxLevel + 1][maxDepth + 1][];
        this.left = new double[maxLevel + 1][maxDepth + 1];
        for (int d = 0; d <= maxDepth; d++) {
            score[0][d] = binomialLevel0(d);
        }
        for (int l = 0; l <= maxLevel; l++) {
            for (int d = 1; d <= maxDepth; d++) {
                left[l][d] = chooseLeft(d, l);
            }
            if (l < maxLevel) {
                fillLevel(l + 1);
            }
        }
    }

    /** P(score = s) for a level-{@code level} search of a depth-{@code depth} tree, s = 0..depth. */
    public double[] distribution(int depth, int level) {
        if (depth < 0 || depth > maxDepth || level < 0 || level > maxLevel) {
            throw new IllegalArgumentException("outside the computed table");
        }
        return score[level][depth].clone();
    }

    /** Mean score of a level-{@code level} search of a depth-{@code depth} tree. */
    public double mean(int depth, int level) {
        double[] p = score[level][depth];
        double m = 0;
        for (int s = 0; s < p.length; s++) {
            m += s * p[s];
        }
        return m;
    }

    /** Random sampling: the number of left moves in d fair coin flips. */
    private static double[] binomialLevel0(int d) {
        double[] p = new double[d + 1];
        p[0] = 1;
        for (int k = 1; k <= d; k++) {
            for (int s = k; s >= 1; s--) {
                p[s] = (p[s] + p[s - 1]) / 2;
            }
            p[0] /= 2;
        }
        return p;
    }

    /**
     * P_left(d, l): a left child scores s with P_score(s-1, d-1, l), a right child with
     * P_score(s, d-1, l); left wins when its score is higher, and half the ties.
     */
    private double chooseLeft(int d, int l) {
        double[] below = score[l][d - 1];
        double p = 0;
        double rightBelow = 0; // P(right score < s)
        for (int s = 0; s <= d; s++) {
            double leftScore = s >= 1 && s - 1 < below.length ? below[s - 1] : 0;
            double rightScore = s < below.length ? below[s] : 0;
            p += leftScore * (rightScore / 2 + rightBelow);
            rightBelow += rightScore;
        }
        return p;
    }

    /** P_score(s, d, l) = P_left(d, l-1) P_score(s-1, d-1, l) + (1 - P_left(d, l-1)) P_score(s, d-1, l). */
    private void fillLevel(int l) {
        score[l][0] = new double[] {1};
        for (int d = 1; d <= maxDepth; d++) {
            double pl = left[l - 1][d];
            double[] prev = score[l][d - 1];
            double[] p = new double[d + 1];
            for (int s = 0; s <= d; s++) {
                double viaLeft = s >= 1 ? prev[s - 1] : 0;
                double viaRight = s < prev.length ? prev[s] : 0;
                p[s] = pl * viaLeft + (1 - pl) * viaRight;
            }
            score[l][d] = p;
        }
    }
}
