package org.puzzlearena.search.twoplayer.mcts;

/**
 * One node of the search tree as the lab draws it.
 *
 * @param id the node's number in creation order (the root is 0)
 * @param parent the parent's id, -1 for the root
 * @param move the text of the move into it, null for the root
 * @param mover the player who made that move (-1 for a root nobody moved into)
 * @param visits simulations through it
 * @param value its mean value in [0, 1] for the mover
 * @param proof what is proven of it for the mover, or null
 */
public record TreeNodeStats(int id, int parent, String move, int mover, long visits, double value, Proof proof) {}
