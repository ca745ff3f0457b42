package org.puzzlearena.search.twoplayer.mcts;

/**
 * MCTS-Solver (Winands, Bjornsson and Saito 2008), over exact values: a finished game is proven by
 * its result; a node with a child proven won by the player to move there is a proven loss for its
 * mover; a node all of whose moves have proven children is worth the best of them for the player to
 * move (negamax). With {@code provesDraws} off, as in the original paper, only wins and losses are
 * proofs: a drawn finished game is valued by its result but proves nothing.
 */
public record MctsSolver(boolean provesDraws) {

    /** Marks a finished game's proof from its result for the mover (1, 0 or -1). */
    void finished(MctsNode node, int result) {
        node.terminal = true;
        node.result = result;
        if (result != 0 || provesDraws) {
            node.proof = Proof.ofValue(result);
        }
    }

    /** What {@code node}'s children prove about it, if they settle it. */
    void prove(MctsNode node) {
        if (node.proof != null) {
            return;
        }
        boolean allProven = node.moves != null && node.childCount == node.moves.length;
        int best = -1;
        for (int i = 0; i < node.childCount; i++) {
            Proof p = node.children[i].proof;
            if (p == Proof.WIN) {
                // The player to move here can win: the node's mover has lost.
                node.proof = Proof.LOSS;
                return;
            }
            if (p == null) {
                allProven = false;
            } else {
                best = Math.max(best, p.value());
            }
        }
        if (allProven) {
            // Every move is proven: the player to move gets the best of them, the mover the opposite.
            node.proof = Proof.ofValue(-best);
        }
    }
}
