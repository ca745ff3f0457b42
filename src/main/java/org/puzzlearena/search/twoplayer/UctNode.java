package org.puzzlearena.search.twoplayer;

/**
 * A node of the UCT tree: the position after {@code move}, played by {@code mover}. Its reward sum
 * is from the mover's view, so a parent picking among its children compares what each move gives
 * the player making it. {@code proven} is MCTS-Solver's knowledge, also from the mover's view.
 */
final class UctNode {

    static final byte UNKNOWN = 0;
    static final byte WIN = 1;
    static final byte LOSS = -1;

    /** The node's number in its tree, in creation order (the root is 0): how the lab names it. */
    final int id;

    UctNode parent;
    final int move;
    final int mover;
    /** Moves not yet expanded, in a random order drawn as they are taken. */
    int[] untried;

    int untriedCount;
    UctNode[] children = new UctNode[0];
    int childCount;
    long visits;
    double reward;
    byte proven = UNKNOWN;

    UctNode(int id, UctNode parent, int move, int mover) {
        this.id = id;
        this.parent = parent;
        this.move = move;
        this.mover = mover;
    }

    boolean expanded() {
        return untried != null;
    }

    void add(UctNode child) {
        if (childCount == children.length) {
            children = java.util.Arrays.copyOf(children, Math.max(4, childCount * 2));
        }
        children[childCount++] = child;
    }

    /** The mean reward from the mover's view, 0.5 before any visit. */
    double value() {
        return visits == 0 ? 0.5 : reward / visits;
    }
}
