package org.puzzlearena.rules.samegame;

/**
 * The two end-of-game rules in use. Both score (n-2)^2 per group of n and add 1000 for a cleared
 * board; they differ only on blocks left when no group remains.
 */
enum SameGameScoring {

    /** The papers' tables (Schadd et al., Cazenave): leftover blocks cost nothing. */
    PAPERS("papers"),

    /**
     * The js-games.de site: each colour's k leftover blocks cost (k-2)^2. This reproduces the
     * fixture's {@code schadd_per_colour_penalty} on all 20 standard greedy games. A colour with no
     * block left costs nothing (otherwise a cleared board would pay 4 per colour); a lone block
     * costs (1-2)^2 = 1, the formula taken literally. The fixtures have neither case.
     */
    JSGAMES("jsgames");

    static final int CLEAR_BONUS = 1000;

    /** The name shown in {@code detailsJson}. */
    final String label;

    SameGameScoring(String label) {
        this.label = label;
    }

    static int groupPoints(int size) {
        return (size - 2) * (size - 2);
    }

    /** What is subtracted when the game ends with blocks left (never called for a cleared board). */
    int leftoverPenalty(SameGameBoard board) {
        if (this == PAPERS) {
            return 0;
        }
        int penalty = 0;
        for (int c = 0; c < board.colours; c++) {
            int k = board.blocksOfColour(c);
            if (k > 0) {
                penalty += (k - 2) * (k - 2);
            }
        }
        return penalty;
    }
}
