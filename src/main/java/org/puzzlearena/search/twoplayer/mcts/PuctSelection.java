package org.puzzlearena.search.twoplayer.mcts;

import org.puzzlearena.rules.SplitMix64;

/**
 * AlphaZero's selection: every move is a child from the start, weighted by its prior P, and the
 * child with the best Q + c P sqrt(N) / (1 + n) is taken (Q the child's mean in [-1, 1] for the
 * player choosing, 0 before a visit; N the visits of all children, n the child's).
 */
public record PuctSelection(double cPuct) implements ChildSelection {

    public PuctSelection {
        if (!(cPuct >= 0)) {
            throw new IllegalArgumentException("c: the exploration constant is a number >= 0");
        }
    }

    @Override
    public MctsNode next(MctsTree tree, MctsNode node, SplitMix64 rng, boolean solving) {
        if (node.childCount == 0) {
            for (int i = 0; i < node.moves.length; i++) {
                // Without an evaluator's priors, every move is as likely.
                float prior = node.priors == null ? 1f / node.moves.length : node.priors[i];
                tree.addChild(node, node.moves[i], prior);
            }
        }
        long total = 0;
        boolean skipLosses = false;
        for (int i = 0; i < node.childCount; i++) {
            total += node.children[i].visits;
            skipLosses |= solving && !node.children[i].provenLoss();
        }
        double sqrt = Math.sqrt(Math.max(1, total));
        MctsNode best = node.children[0];
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < node.childCount; i++) {
            MctsNode ch = node.children[i];
            if (skipLosses && ch.provenLoss()) {
                continue;
            }
            double u = ch.mean() + cPuct * ch.prior * sqrt / (1 + ch.visits);
            if (u > bestScore) {
                bestScore = u;
                best = ch;
            }
        }
        return best;
    }

    @Override
    public String rule() {
        return "puct";
    }

    @Override
    public SelectionTerm term(MctsNode node, MctsNode child, String move, boolean solving) {
        long total = 0;
        boolean skipLosses = false;
        for (int i = 0; i < node.childCount; i++) {
            total += node.children[i].visits;
            skipLosses |= solving && !node.children[i].provenLoss();
        }
        double explore = cPuct * child.prior * Math.sqrt(Math.max(1, total)) / (1 + child.visits);
        double exploit = child.mean();
        return new SelectionTerm(
                child.id,
                move,
                child.visits,
                child.prior,
                exploit,
                explore,
                exploit + explore,
                skipLosses && child.provenLoss());
    }
}
