package org.puzzlearena.search.twoplayer.mcts;

/**
 * What the search learnt of one move at the root.
 *
 * @param move the move (the position's own number for it)
 * @param visits the simulations that went through it
 * @param value its mean value in [0, 1] for the player choosing (0.5 before a visit)
 * @param prior the evaluator's prior, or null when it gave none (random playouts)
 * @param proof what is proven of it for the player choosing, or null (nothing, or not reported)
 */
public record RootChild(int move, long visits, double value, Float prior, Proof proof) {}
