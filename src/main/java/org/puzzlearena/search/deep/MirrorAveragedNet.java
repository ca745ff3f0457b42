package org.puzzlearena.search.deep;

import org.puzzlearena.rules.State;

/**
 * The network as the players use it: its answer for a position averaged with its answer for the
 * mirror image (the board read right to left, the same game), the policy logits column by column
 * and the value. Connect Four is symmetric, so both answers estimate the same thing, and their mean
 * is a two-network ensemble for the price of two forward passes: on the graded sets it made fewer
 * mistakes than one pass, alone and in search (docs/REPRODUCTION.md, section 8). Training and
 * self-play use the plain network ({@link MlpNet}), so the training commands' figures are unchanged.
 */
public final class MirrorAveragedNet implements PolicyValueNet {

    private final MlpNet net;

    public MirrorAveragedNet(MlpNet net) {
        this.net = net;
    }

    /** The plain network underneath, whose raw outputs a parity test compares. */
    public MlpNet plain() {
        return net;
    }

    @Override
    public String gameId() {
        return net.gameId();
    }

    @Override
    public Evaluation evaluate(State position, int[] moves, int count) {
        float[] out = outputs(position);
        return new Evaluation(MlpNet.priors(out, moves, count), out[BoardEncoding.OUTPUTS]);
    }

    /**
     * The averaged raw outputs: the 7 policy logits then the value. Each mean is taken in double and
     * rounded once, so that the browser's build gives the same bits (see {@link MlpNet#forward}).
     */
    public float[] outputs(State position) {
        float[] input = new float[BoardEncoding.INPUTS];
        BoardEncoding.encode(position, input);
        float[] seen = new float[BoardEncoding.OUTPUTS + 1];
        float[] mirrored = new float[BoardEncoding.OUTPUTS + 1];
        net.forward(input, seen);
        net.forward(BoardEncoding.mirror(input), mirrored);
        float[] back = BoardEncoding.mirrorOutputs(java.util.Arrays.copyOf(mirrored, BoardEncoding.OUTPUTS));
        float[] out = new float[BoardEncoding.OUTPUTS + 1];
        for (int c = 0; c < BoardEncoding.OUTPUTS; c++) {
            out[c] = (float) (((double) seen[c] + back[c]) / 2);
        }
        out[BoardEncoding.OUTPUTS] =
                (float) (((double) seen[BoardEncoding.OUTPUTS] + mirrored[BoardEncoding.OUTPUTS]) / 2);
        return out;
    }
}
