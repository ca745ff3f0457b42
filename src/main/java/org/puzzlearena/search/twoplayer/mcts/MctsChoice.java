package org.puzzlearena.search.twoplayer.mcts;

import org.puzzlearena.rules.SplitMix64;

/**
 * The move a finished search plays: the most visited child (ties: the higher prior, then the first
 * created), and with MCTS-Solver a proven win first and proven losses last; or, with a temperature,
 * a child drawn in proportion to visits^(1/T) (AlphaZero's self-play).
 */
record MctsChoice(boolean solving) {

    MctsNode chosen(MctsNode root, double temperature, SplitMix64 rng) {
        if (temperature == 0) {
            return best(root, solving);
        }
        double[] weights = new double[root.childCount];
        double sum = 0;
        for (int i = 0; i < weights.length; i++) {
            weights[i] = Math.pow(root.children[i].visits, 1 / temperature);
            sum += weights[i];
        }
        double r = rng.nextDouble() * sum;
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0 && weights[i] > 0) {
                return root.children[i];
            }
        }
        return best(root, false); // rounding left r at 0: the last weighted move is as good
    }

    private static MctsNode best(MctsNode node, boolean solving) {
        MctsNode best = null;
        for (int i = 0; i < node.childCount; i++) {
            MctsNode ch = node.children[i];
            if (best == null || better(ch, best, solving)) {
                best = ch;
            }
        }
        return best;
    }

    private static boolean better(MctsNode a, MctsNode b, boolean solving) {
        int ka = rank(a, solving);
        int kb = rank(b, solving);
        if (ka != kb) {
            return ka > kb;
        }
        return a.visits > b.visits || a.visits == b.visits && a.prior > b.prior;
    }

    /** With the solver: proven wins first, then the rest, proven losses last. */
    private static int rank(MctsNode n, boolean solving) {
        if (!solving || n.proof == null) {
            return 1;
        }
        return n.proof == Proof.WIN ? 2 : n.proof == Proof.LOSS ? 0 : 1;
    }
}
