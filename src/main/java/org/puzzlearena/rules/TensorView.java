package org.puzzlearena.rules;

/**
 * A game's positions as a network reads them: a fixed-length vector of inputs from the side to move,
 * and one output slot per move a position can offer (AlphaZero's policy head). The rules own it
 * because it is a fact of the game, like its board size: a network, its trainer and the browser's
 * copy of the network all read a position the same way without knowing which game it is. A game
 * whose board looks the same in a mirror (Connect Four read right to left) says so, and its mirror
 * maps inputs and outputs, so a network can average its answers for both images.
 */
public interface TensorView {

    /** The length of an encoded position. */
    int inputs();

    /** The number of output slots, one per move a position can offer. */
    int outputs();

    /** Writes {@code position}'s encoding, from its side to move, into {@code out} (length {@link #inputs}). */
    void encode(State position, float[] out);

    /** The output slot of {@code move}. */
    int output(int move);

    /** True when the mirror image of a position is the same game, so {@link #mirrorInput} applies. */
    boolean mirrored();

    /** The encoding of the mirror-image position of the one encoded in {@code input}. */
    float[] mirrorInput(float[] input);

    /** Per-slot numbers (a policy) of the mirror-image position. */
    float[] mirrorOutputs(float[] perSlot);
}
