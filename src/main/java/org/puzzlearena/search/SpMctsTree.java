package org.puzzlearena.search;

import java.util.Arrays;

/**
 * The node pool of {@link SpMcts}: one node per position visited, as parallel flat arrays indexed
 * by node number (no object per node, no boxing). A node's children form a linked list
 * ({@link #firstChild}, {@link #nextSibling}), newest first. A child is always created after its
 * parent, so it has a larger number: {@link #keepOnly} relies on it to compact in two sweeps.
 *
 * <p>Memory: 45 bytes per node. The arrays grow by doubling up to {@code maxNodes}; once full, no
 * node is added (the search keeps playing out from its leaves) until a compaction frees room.
 */
final class SpMctsTree {

    static final int NONE = -1;
    /** {@link #legalCount} of a node whose legal moves were not counted yet. */
    static final int UNKNOWN = -1;

    private final int maxNodes;
    private int size;

    int[] move = new int[0];
    /** The move's index in the parent's legalMoves list (deterministic for a position). */
    int[] moveIndex = new int[0];

    int[] visits = new int[0];
    double[] sum = new double[0];
    double[] sumSquares = new double[0];
    int[] legalCount = new int[0];
    int[] childCount = new int[0];
    int[] firstChild = new int[0];
    int[] nextSibling = new int[0];
    /** Every game below the node has been played: selecting it again would only repeat a known result. */
    boolean[] exhausted = new boolean[0];

    SpMctsTree(int maxNodes) {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the tree needs room for at least one node");
        }
        this.maxNodes = maxNodes;
    }

    int size() {
        return size;
    }

    int maxNodes() {
        return maxNodes;
    }

    boolean isFull() {
        return size >= maxNodes;
    }

    /** Empties the tree and creates its root; returns the root's number (0). */
    int resetToRoot() {
        size = 0;
        return newNode(NONE, NONE);
    }

    /** Adds a child of {@code parent} reached by {@code m}, the {@code index}-th legal move there; requires room. */
    int addChild(int parent, int m, int index) {
        int child = newNode(m, index);
        nextSibling[child] = firstChild[parent];
        firstChild[parent] = child;
        childCount[parent]++;
        return child;
    }

    /** The child of {@code parent} reached by {@code m}, or {@link #NONE}. */
    int findChild(int parent, int m) {
        for (int c = firstChild[parent]; c != NONE; c = nextSibling[c]) {
            if (move[c] == m) {
                return c;
            }
        }
        return NONE;
    }

    /** Adds one playout result to a node's statistics. */
    void record(int node, double score) {
        visits[node]++;
        sum[node] += score;
        sumSquares[node] += score * score;
    }

    /**
     * Marks {@code path[depth - 1]}, a finished game, exhausted, and with it every ancestor on the
     * path whose children all exist and are all exhausted.
     */
    void markExhausted(int[] path, int depth) {
        exhausted[path[depth - 1]] = true;
        for (int i = depth - 2; i >= 0; i--) {
            int node = path[i];
            if (childCount[node] < legalCount[node]) {
                return;
            }
            for (int c = firstChild[node]; c != NONE; c = nextSibling[c]) {
                if (!exhausted[c]) {
                    return;
                }
            }
            exhausted[node] = true;
        }
    }

    /**
     * Keeps only the subtree of {@code root} (everything else is unreachable once the search has
     * committed to it) and packs it at the front of the pool, root first. Returns the new root (0).
     * Runs in time linear in the pool size; callers do it only when the pool fills up.
     */
    int keepOnly(int root) {
        // renumber[i]: -1 dropped, -2 kept but not numbered yet, else the new number.
        int[] renumber = new int[size];
        Arrays.fill(renumber, root, size, -1);
        renumber[root] = -2;
        int kept = 0;
        for (int i = root; i < size; i++) {
            if (renumber[i] == -2) {
                renumber[i] = kept++;
                for (int c = firstChild[i]; c != NONE; c = nextSibling[c]) {
                    renumber[c] = -2;
                }
            }
        }
        for (int i = root; i < size; i++) {
            int j = renumber[i];
            if (j < 0) {
                continue;
            }
            // j <= i and slots below i were already moved, so nothing unread is overwritten.
            move[j] = move[i];
            moveIndex[j] = moveIndex[i];
            visits[j] = visits[i];
            sum[j] = sum[i];
            sumSquares[j] = sumSquares[i];
            legalCount[j] = legalCount[i];
            childCount[j] = childCount[i];
            firstChild[j] = firstChild[i] == NONE ? NONE : renumber[firstChild[i]];
            nextSibling[j] = i == root || nextSibling[i] == NONE ? NONE : renumber[nextSibling[i]];
            exhausted[j] = exhausted[i];
        }
        size = kept;
        return 0;
    }

    private int newNode(int m, int index) {
        if (size == move.length) {
            grow();
        }
        int n = size++;
        move[n] = m;
        moveIndex[n] = index;
        visits[n] = 0;
        sum[n] = 0;
        sumSquares[n] = 0;
        legalCount[n] = UNKNOWN;
        childCount[n] = 0;
        firstChild[n] = NONE;
        nextSibling[n] = NONE;
        exhausted[n] = false;
        return n;
    }

    private void grow() {
        int capacity = (int) Math.min(maxNodes, Math.max(1024L, 2L * move.length));
        move = Arrays.copyOf(move, capacity);
        moveIndex = Arrays.copyOf(moveIndex, capacity);
        visits = Arrays.copyOf(visits, capacity);
        sum = Arrays.copyOf(sum, capacity);
        sumSquares = Arrays.copyOf(sumSquares, capacity);
        legalCount = Arrays.copyOf(legalCount, capacity);
        childCount = Arrays.copyOf(childCount, capacity);
        firstChild = Arrays.copyOf(firstChild, capacity);
        nextSibling = Arrays.copyOf(nextSibling, capacity);
        exhausted = Arrays.copyOf(exhausted, capacity);
    }
}
