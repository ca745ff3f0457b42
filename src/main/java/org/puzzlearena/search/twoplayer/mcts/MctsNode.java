package org.puzzlearena.search.twoplayer.mcts;

import java.util.Arrays;

/**
 * A node of the two-player search tree: the position after {@code move}, played by {@code mover}.
 * Its value sum is in [-1, 1] from the mover's view, so a parent picking among its children
 * compares what each move gives the player making it; {@code proof} is MCTS-Solver's knowledge,
 * from the same view. Children are kept in the order they were created, which is the order ties
 * are broken in.
 */
public final class MctsNode {

    /** The node's number in its tree, in creation order (the root is 0): how the lab names it. */
    final int id;

    MctsNode parent;
    final int move;
    final int mover;
    /** The evaluator's prior for {@code move} in the parent position (0 when it gives none). */
    float prior;

    /** False until the position has been evaluated (a leaf reached for the first time). */
    boolean evaluated;

    boolean terminal;
    /** A finished game's result for the mover: 1, 0 or -1. */
    int result;
    /** The player to move here (set when evaluated). */
    int toMove;
    /** The legal moves of the position (null for a finished game or before evaluation). */
    int[] moves;

    /** The evaluator's priors of {@link #moves}, or null when it gives none. */
    float[] priors;

    /** Moves not yet given a child, taken in a random order (one-child-per-visit expansion). */
    int[] untried;

    int untriedCount;
    MctsNode[] children = new MctsNode[0];
    int childCount;
    long visits;
    double valueSum;
    /** Null until proven (a finished game, or MCTS-Solver's reasoning over the children). */
    Proof proof;

    MctsNode(int id, MctsNode parent, int move, int mover) {
        this.id = id;
        this.parent = parent;
        this.move = move;
        this.mover = mover;
    }

    void add(MctsNode child) {
        if (childCount == children.length) {
            children = Arrays.copyOf(children, Math.max(4, childCount * 2));
        }
        children[childCount++] = child;
    }

    /** The mean value in [0, 1] from the mover's view; 0.5 before any visit, 0 for a root nobody moved into. */
    double meanUnit() {
        if (visits == 0) {
            return 0.5;
        }
        if (mover < 0) {
            return 0; // nothing is backed up into the root of a game nobody has moved in yet
        }
        // (sum + n) / 2 is the sum of the rewards in [0, 1]; exact for win / draw / loss results.
        return (valueSum + visits) * 0.5 / visits;
    }

    /** The mean value in [-1, 1] from the mover's view; 0 before any visit. */
    double mean() {
        return visits == 0 ? 0 : valueSum / visits;
    }

    /** The evaluator's prior of {@code move} here, 0 when it gave none. */
    float priorOf(int move) {
        if (priors != null) {
            for (int i = 0; i < moves.length; i++) {
                if (moves[i] == move) {
                    return priors[i];
                }
            }
        }
        return 0;
    }

    boolean provenLoss() {
        return proof == Proof.LOSS;
    }
}
