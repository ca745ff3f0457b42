package org.puzzlearena.cli.reproduce;

/**
 * The NMCS paper's Table 1: scores on the 20 standard SameGame positions of SP-MCTS (Schadd et al.
 * 2008) and of NMCS level 2 without memorisation, level 2 with it (2m) and level 3 with it (3m).
 */
final class SameGamePaperTable {

    static final int POSITIONS = 20;

    /** Per position 1..20: SP-MCTS, level 2, level 2m, level 3m. */
    private static final int[][] SCORES = {
        {2557, 1442, 1805, 3121},
        {3749, 1543, 3151, 3813},
        {3085, 1817, 2707, 3085},
        {3641, 2077, 3221, 3697},
        {3653, 2471, 3084, 4055},
        {3971, 2394, 3367, 4459},
        {2797, 1802, 2567, 2949},
        {3715, 2480, 3785, 3999},
        {4603, 3598, 3897, 4695},
        {3213, 2040, 3075, 3223},
        {3047, 1486, 2687, 3147},
        {3131, 1995, 2699, 3201},
        {3097, 1265, 2857, 3197},
        {2859, 1163, 2413, 2799},
        {3183, 1871, 2937, 3677},
        {4879, 3468, 4607, 4979},
        {4609, 3263, 4397, 4919},
        {4853, 3015, 4689, 5201},
        {4503, 2822, 4287, 4883},
        {4853, 2719, 3705, 4835},
    };

    /** The totals the paper prints, checked against the sum of its rows by the tests. */
    static final int[] PAPER_TOTALS = {73_998, 44_731, 65_937, 77_934};

    static final int SP_MCTS = 0;
    static final int LEVEL_2 = 1;
    static final int LEVEL_2M = 2;
    static final int LEVEL_3M = 3;

    private SameGamePaperTable() {}

    static int score(int position, int column) {
        return SCORES[position - 1][column];
    }
}
