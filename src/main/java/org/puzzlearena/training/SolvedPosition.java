package org.puzzlearena.training;

/**
 * One training example: a position's network input (from the side to move), the policy target (a
 * distribution over the 7 columns, 0 for illegal ones), the value target (-1, 0 or +1 for the side
 * to move) and, for grading, each column's solved outcome for the side to move ({@link #ILLEGAL} for
 * a full column): a move is a mistake when its outcome is worse than the best one.
 */
public record SolvedPosition(float[] input, float[] policy, float value, int[] outcomes) implements Example {

    public static final int ILLEGAL = Integer.MIN_VALUE;

    /** Whether playing {@code column} here is a mistake (its outcome worse than the best move's). */
    public boolean isMistake(int column) {
        return outcomes[column] == ILLEGAL || outcomes[column] < Math.round(value);
    }
}
