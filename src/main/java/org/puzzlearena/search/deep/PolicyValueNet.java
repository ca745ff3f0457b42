package org.puzzlearena.search.deep;

import org.puzzlearena.rules.State;

/**
 * A network that looks at a position from the side to move and answers with a prior over the moves
 * (where a search should look first) and a value (how the game ends for the side to move, -1 loss to
 * +1 win): AlphaZero's two heads, replacing the random playout of plain MCTS.
 */
public interface PolicyValueNet {

    /** The id of the game whose positions it reads. */
    String gameId();

    /**
     * The prior of each legal move of {@code position} (in the order of {@code moves}, summing to 1)
     * and the value of the position for the side to move. {@code position} must not be terminal.
     */
    Evaluation evaluate(State position, int[] moves, int count);

    /** What the network says of one position. */
    record Evaluation(float[] priors, float value) {}
}
