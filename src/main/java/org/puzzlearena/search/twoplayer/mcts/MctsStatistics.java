package org.puzzlearena.search.twoplayer.mcts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.puzzlearena.rules.State;

/** The typed statistics of a search: its root's children for a decision, its nodes for the lab. */
final class MctsStatistics {

    /** Which nodes' proofs are shown. */
    interface ProofFilter {
        boolean shows(MctsNode node);
    }

    private MctsStatistics() {}

    static MctsReport report(
            MctsNode root,
            MctsNode chosen,
            long simulations,
            long evaluations,
            double seconds,
            Double rootValue,
            ProofFilter filter) {
        List<RootChild> children = new ArrayList<>(root.childCount);
        for (int i = 0; i < root.childCount; i++) {
            MctsNode ch = root.children[i];
            children.add(new RootChild(
                    ch.move,
                    ch.visits,
                    ch.meanUnit(),
                    rootValue == null ? null : ch.prior,
                    filter.shows(ch) ? ch.proof : null));
        }
        // Stable: equal visits keep the children's order.
        children.sort(Comparator.comparingLong(RootChild::visits).reversed());
        return new MctsReport(
                chosen.move, simulations, evaluations, seconds, root.visits - simulations, rootValue, children);
    }

    static List<TreeNodeStats> tree(MctsTree tree, State rootPosition, ProofFilter filter) {
        MctsNode[] byId = new MctsNode[tree.nodeCount()];
        collect(tree.root(), byId);
        List<TreeNodeStats> nodes = new ArrayList<>();
        for (MctsNode n : byId) {
            if (n == null) {
                continue; // not in this tree (dropped when a subtree was kept)
            }
            nodes.add(new TreeNodeStats(
                    n.id,
                    n.parent == null ? -1 : n.parent.id,
                    n.parent == null ? null : moveText(rootPosition, n),
                    n.mover,
                    n.visits,
                    n.meanUnit(),
                    filter.shows(n) ? n.proof : null));
        }
        return nodes;
    }

    private static void collect(MctsNode n, MctsNode[] byId) {
        byId[n.id] = n;
        for (int i = 0; i < n.childCount; i++) {
            collect(n.children[i], byId);
        }
    }

    /** The text of a node's move, read in the position of its parent (replayed from the root). */
    private static String moveText(State rootPosition, MctsNode n) {
        int depth = 0;
        for (MctsNode p = n.parent; p.parent != null; p = p.parent) {
            depth++;
        }
        int[] path = new int[depth];
        MctsNode p = n.parent;
        for (int i = depth - 1; i >= 0; i--) {
            path[i] = p.move;
            p = p.parent;
        }
        State s = rootPosition.copy();
        for (int m : path) {
            s.play(m);
        }
        return s.formatMove(n.move);
    }
}
