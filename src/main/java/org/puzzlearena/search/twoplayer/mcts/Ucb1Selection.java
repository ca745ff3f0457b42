package org.puzzlearena.search.twoplayer.mcts;

import org.puzzlearena.rules.SplitMix64;

/**
 * UCT's selection (Kocsis and Szepesvari 2006): every move is tried once, in a random order, then
 * the child with the best mean + C sqrt(ln N / n) (mean in [0, 1] for the player choosing) is taken.
 */
public record Ucb1Selection(double c) implements ChildSelection {

    public Ucb1Selection {
        if (!(c >= 0)) {
            throw new IllegalArgumentException("c: the exploration constant is a number >= 0");
        }
    }

    @Override
    public MctsNode next(MctsTree tree, MctsNode node, SplitMix64 rng, boolean solving) {
        if (node.untried == null) {
            node.untried = node.moves.clone();
            node.untriedCount = node.untried.length;
        }
        if (node.untriedCount > 0) {
            int pick = rng.nextInt(node.untriedCount);
            int move = node.untried[pick];
            node.untried[pick] = node.untried[--node.untriedCount];
            return tree.addChild(node, move, node.priorOf(move));
        }
        double logN = Math.log(node.visits);
        MctsNode best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < node.childCount; i++) {
            MctsNode ch = node.children[i];
            double v;
            if (solving && ch.provenLoss()) {
                v = -1; // below any UCB value, chosen only when every child is a proven loss
            } else {
                v = ch.meanUnit() + c * Math.sqrt(logN / ch.visits);
            }
            if (v > bestValue) {
                bestValue = v;
                best = ch;
            }
        }
        return best;
    }

    @Override
    public String rule() {
        return "ucb1";
    }

    @Override
    public boolean drawsUntried(MctsNode node) {
        return node.untried == null || node.untriedCount > 0;
    }

    @Override
    public SelectionTerm term(MctsNode node, MctsNode child, String move, boolean solving) {
        double exploit = child.meanUnit();
        double explore = c * Math.sqrt(Math.log(node.visits) / child.visits);
        double score = solving && child.provenLoss() ? -1 : exploit + explore;
        return new SelectionTerm(child.id, move, child.visits, child.prior, exploit, explore, score, false);
    }
}
