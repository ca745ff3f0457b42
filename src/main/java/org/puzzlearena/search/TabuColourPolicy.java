package org.puzzlearena.search;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.samegame.SameGameState;

/**
 * SameGame's TabuColorRandom playout (Schadd et al. 2008, used by the NMCS paper): at the start of
 * each playout the colour with the most blocks becomes tabu; its groups are played only when no
 * other colour has a group. Keeping the big colour together lets it be removed in one large group
 * late, which roughly doubles the average playout score.
 */
public final class TabuColourPolicy implements PlayoutPolicy {

    public static final TabuColourPolicy INSTANCE = new TabuColourPolicy();

    private TabuColourPolicy() {}

    @Override
    public String name() {
        return "tabu";
    }

    @Override
    public void playOut(State state, SplitMix64 rng, int[] buffer) {
        SameGameState s = (SameGameState) state;
        int tabu = mostFrequentColour(s);
        while (!s.isTerminal()) {
            int move = s.hasMoveAvoiding(tabu) ? s.randomMoveAvoiding(rng, tabu) : s.randomMove(rng, buffer);
            s.play(move);
        }
    }

    /** Ties go to the lowest colour, so that a seed fixes the playout. */
    static int mostFrequentColour(SameGameState s) {
        int best = 0;
        for (int c = 1; c < s.colours(); c++) {
            if (s.blocksOfColour(c) > s.blocksOfColour(best)) {
                best = c;
            }
        }
        return best;
    }
}
