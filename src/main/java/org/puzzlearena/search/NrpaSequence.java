package org.puzzlearena.search;

import java.util.Arrays;

/**
 * A complete game as NRPA adapts on it: its score, its moves, and for every step the codes of all
 * the moves that were legal there and which of them was played. The playout records the codes as
 * it computes them anyway, so adapting never replays the game: it only reads these arrays.
 * (Rosin's adapt replays the sequence from the root; the legal codes it would see are exactly the
 * recorded ones, because a position is fixed by the moves that lead to it.)
 */
final class NrpaSequence {

    int score = Integer.MIN_VALUE;
    int length;
    int[] moves;
    /** The legal codes of step t are codes[stepStart[t] .. stepStart[t + 1]). */
    int[] stepStart;

    int[] codes;
    /** The index in {@link #codes} of the code played at step t. */
    int[] played;

    private int codeCount;
    /** This sequence as adaptation reads it, valid while {@link #planned}: built once, used for every adaptation. */
    final NrpaPlan plan = new NrpaPlan();

    boolean planned;

    NrpaSequence(int maxLength) {
        moves = new int[maxLength];
        played = new int[maxLength];
        stepStart = new int[maxLength + 1];
        codes = new int[256];
    }

    void clear() {
        score = Integer.MIN_VALUE;
        length = 0;
        codeCount = 0;
        planned = false;
    }

    /** Reserves room for the {@code n} legal codes of the next step; returns where they go in {@link #codes}. */
    int beginStep(int n) {
        if (length + 1 >= stepStart.length) {
            // A game longer than the game's own bound: keep going rather than fail.
            int size = 2 * stepStart.length;
            moves = Arrays.copyOf(moves, size);
            played = Arrays.copyOf(played, size);
            stepStart = Arrays.copyOf(stepStart, size + 1);
        }
        if (codeCount + n > codes.length) {
            codes = Arrays.copyOf(codes, Math.max(codeCount + n, 2 * codes.length));
        }
        stepStart[length] = codeCount;
        return codeCount;
    }

    /** Closes the step begun by {@link #beginStep}: {@code n} codes, {@code move} played with code index {@code playedIndex}. */
    void endStep(int n, int move, int playedIndex) {
        moves[length] = move;
        played[length] = playedIndex;
        codeCount += n;
        length++;
        planned = false;
        stepStart[length] = codeCount;
    }

    int codeCount() {
        return codeCount;
    }
}
