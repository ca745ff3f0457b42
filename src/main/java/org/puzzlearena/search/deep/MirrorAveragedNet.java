package org.puzzlearena.search.deep;

import java.util.Arrays;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.TensorView;

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
        if (!net.view().mirrored()) {
            throw new IllegalArgumentException(net.gameId() + " has no mirror image to average with");
        }
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
        return read(position).evaluation(moves, count);
    }

    /** The averaged raw outputs: the 7 policy logits then the value. */
    public float[] outputs(State position) {
        return read(position).averaged();
    }

    /**
     * Both forward passes of {@code position}: its own raw outputs, which the browser's parity test
     * compares with the server's, and their mean with the mirror image's, which the players use. Each
     * mean is taken in double and rounded once, so that the browser's build gives the same bits (see
     * {@link MlpNet#forward}).
     */
    public Reading read(State position) {
        TensorView view = net.view();
        float[] input = new float[view.inputs()];
        view.encode(position, input);
        float[] own = new float[view.outputs() + 1];
        float[] mirrored = new float[view.outputs() + 1];
        net.forward(input, own);
        net.forward(view.mirrorInput(input), mirrored);
        float[] back = view.mirrorOutputs(Arrays.copyOf(mirrored, view.outputs()));
        float[] averaged = new float[view.outputs() + 1];
        for (int c = 0; c < view.outputs(); c++) {
            averaged[c] = (float) (((double) own[c] + back[c]) / 2);
        }
        averaged[view.outputs()] = (float) (((double) own[view.outputs()] + mirrored[view.outputs()]) / 2);
        return new Reading(view, own, averaged);
    }

    /** The raw outputs (7 logits then the value) of a position's own pass, and the averaged ones. */
    public record Reading(TensorView view, float[] own, float[] averaged) {

        /** The averaged answer as the search uses it: priors over the legal moves, and the value. */
        public Evaluation evaluation(int[] moves, int count) {
            return new Evaluation(MlpNet.priors(view, averaged, moves, count), averaged[view.outputs()]);
        }
    }
}
