package org.puzzlearena.search.solver;

import java.util.Arrays;

/**
 * Exact scores of Connect Four's opening positions, by their mirror-canonical solver key (see
 * {@link ConnectFourSolver#canonicalKey}): every position reachable in at most {@link #depth()}
 * stones whose game is not over. Solving an opening from scratch takes this solver hours (the
 * empty board is the famous full solution of the game); the book holds those results, computed
 * once by the same solver ({@code bin/arena book}, see {@link ConnectFourOpenings}), so the search
 * stops where it reaches the book.
 */
public final class ConnectFourBook {

    /** What {@link #score} answers for a position the book does not hold. */
    public static final int ABSENT = Integer.MIN_VALUE;

    /** No book: the solver searches everything. */
    public static final ConnectFourBook NONE = new ConnectFourBook(-1, new long[0], new byte[0]);

    private final int depth;
    private final long[] keys;
    private final byte[] scores;

    /** A book of the positions up to {@code depth} stones; {@code keys} sorted, {@code scores} beside them. */
    ConnectFourBook(int depth, long[] keys, byte[] scores) {
        if (keys.length != scores.length) {
            throw new IllegalArgumentException("one score per key: " + keys.length + " keys, " + scores.length);
        }
        for (int i = 1; i < keys.length; i++) {
            if (keys[i - 1] >= keys[i]) {
                throw new IllegalArgumentException("book keys must be sorted and distinct (at " + i + ")");
            }
        }
        this.depth = depth;
        this.keys = keys;
        this.scores = scores;
    }

    /** The book shipped with the solver. */
    public static ConnectFourBook standard() {
        return ConnectFourOpenings.BOOK;
    }

    /** The most stones of a position the book holds; -1 for no book. */
    public int depth() {
        return depth;
    }

    public int size() {
        return keys.length;
    }

    /** The exact score of the position with this canonical key, or {@link #ABSENT}. */
    public int score(long canonicalKey) {
        int i = Arrays.binarySearch(keys, canonicalKey);
        return i >= 0 ? scores[i] : ABSENT;
    }

    long keyAt(int i) {
        return keys[i];
    }

    int scoreAt(int i) {
        return scores[i];
    }
}
