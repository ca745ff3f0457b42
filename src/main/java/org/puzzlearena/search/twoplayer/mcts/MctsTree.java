package org.puzzlearena.search.twoplayer.mcts;

/** The nodes of one search: the root and the count that numbers new nodes in creation order. */
public final class MctsTree {

    private MctsNode root;
    private int nodeCount;

    /** A new tree whose root is the position after the last move, played by {@code mover} (-1: none). */
    MctsNode reset(int mover) {
        nodeCount = 0;
        root = new MctsNode(nodeCount++, null, -1, mover);
        return root;
    }

    /** Keeps {@code subtree} as the whole tree (its ids go on from the old tree's count). */
    void keep(MctsNode subtree) {
        subtree.parent = null; // the rest of the old tree is garbage
        root = subtree;
    }

    MctsNode root() {
        return root;
    }

    /** How many ids were given: an upper bound of the ids in the tree. */
    int nodeCount() {
        return nodeCount;
    }

    /** A new child of {@code parent} for {@code move}, not yet evaluated. */
    MctsNode addChild(MctsNode parent, int move, float prior) {
        MctsNode child = new MctsNode(nodeCount++, parent, move, parent.toMove);
        child.prior = prior;
        parent.add(child);
        return child;
    }
}
