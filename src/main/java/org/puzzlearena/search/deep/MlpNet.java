package org.puzzlearena.search.deep;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.TensorView;
import org.puzzlearena.rules.catalog.Games;

/**
 * The policy/value network as a multi-layer perceptron: the encoded board through fully connected
 * layers with ReLU (the trunk), then a linear policy head (one logit per column, softmax over the
 * legal ones) and a linear value head squashed by tanh. Why an MLP and not residual convolutions: a
 * Connect Four board is 210 inputs (five planes of 42 cells), a few dense layers of 128 evaluate a position in tens of
 * microseconds on one core, and this forward pass is plain Java arrays, so the same class (and the
 * same weights) runs on the server, in the command line and, compiled by TeaVM, in the browser.
 * Training happens elsewhere (DJL, package {@code training}), which writes the weights in
 * {@link #write}'s format.
 */
public final class MlpNet implements PolicyValueNet {

    static final String MAGIC = "puzzle-arena mlp 1";

    private final String gameId;
    /** How this network reads its game's positions: the game's own facts. */
    private final TensorView view;
    /** Layer l maps sizes[l] inputs to sizes[l+1] outputs: weights[l][out * in + i], biases[l][out]. */
    private final int[] trunk;

    private final float[][] weights;
    private final float[][] biases;
    private final float[] policyWeights;
    private final float[] policyBiases;
    private final float[] valueWeights;
    private final float valueBias;

    /**
     * @param trunk layer sizes from the input: {@code {210, 128, 128}} is two hidden layers of 128
     * @param weights per trunk layer, row-major by output: {@code weights[l][o * trunk[l] + i]}
     */
    public MlpNet(
            String gameId,
            int[] trunk,
            float[][] weights,
            float[][] biases,
            float[] policyWeights,
            float[] policyBiases,
            float[] valueWeights,
            float valueBias) {
        this.view = Games.byId(gameId)
                .flatMap(Game::tensorView)
                .orElseThrow(() -> new IllegalArgumentException("no network reads the positions of " + gameId));
        if (trunk.length < 2 || trunk[0] != view.inputs()) {
            throw new IllegalArgumentException("the trunk starts with the " + view.inputs() + " inputs");
        }
        for (int l = 0; l + 1 < trunk.length; l++) {
            check(weights[l], trunk[l] * trunk[l + 1], "trunk layer " + (l + 1) + " weights");
            check(biases[l], trunk[l + 1], "trunk layer " + (l + 1) + " biases");
        }
        int last = trunk[trunk.length - 1];
        check(policyWeights, last * view.outputs(), "policy weights");
        check(policyBiases, view.outputs(), "policy biases");
        check(valueWeights, last, "value weights");
        this.gameId = gameId;
        this.trunk = trunk.clone();
        this.weights = weights;
        this.biases = biases;
        this.policyWeights = policyWeights;
        this.policyBiases = policyBiases;
        this.valueWeights = valueWeights;
        this.valueBias = valueBias;
    }

    private static void check(float[] a, int length, String what) {
        if (a == null || a.length != length) {
            throw new IllegalArgumentException(what + ": " + length + " numbers expected, got "
                    + (a == null ? "none" : Integer.toString(a.length)));
        }
    }

    /** How this network reads a position: its game's tensor view. */
    public TensorView view() {
        return view;
    }

    @Override
    public String gameId() {
        return gameId;
    }

    /** Parameters in all (the model's size). */
    public int parameters() {
        int n = policyWeights.length + policyBiases.length + valueWeights.length + 1;
        for (int l = 0; l < weights.length; l++) {
            n += weights[l].length + biases[l].length;
        }
        return n;
    }

    /** The layer sizes from the input, e.g. {@code {210, 128, 128}}. */
    public int[] trunk() {
        return trunk.clone();
    }

    /** Every layer's weights (copies), the trunk's first, then the policy head's and the value head's. */
    public float[][] weightArrays() {
        float[][] all = new float[weights.length + 2][];
        for (int l = 0; l < weights.length; l++) {
            all[l] = weights[l].clone();
        }
        all[weights.length] = policyWeights.clone();
        all[weights.length + 1] = valueWeights.clone();
        return all;
    }

    /** Every layer's biases (copies), in the order of {@link #weightArrays()}. */
    public float[][] biasArrays() {
        float[][] all = new float[biases.length + 2][];
        for (int l = 0; l < biases.length; l++) {
            all[l] = biases[l].clone();
        }
        all[biases.length] = policyBiases.clone();
        all[biases.length + 1] = new float[] {valueBias};
        return all;
    }

    @Override
    public Evaluation evaluate(State position, int[] moves, int count) {
        float[] out = new float[view.outputs() + 1];
        forward(position, out);
        return new Evaluation(priors(view, out, moves, count), out[view.outputs()]);
    }

    /** The softmax of the legal moves' logits in {@code out}, in the order of {@code moves}. */
    static float[] priors(TensorView view, float[] out, int[] moves, int count) {
        // In double, rounded once: the same bits in the browser (see forward).
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            max = Math.max(max, out[view.output(moves[i])]);
        }
        double[] e = new double[count];
        double sum = 0;
        for (int i = 0; i < count; i++) {
            e[i] = PortableMath.exp(out[view.output(moves[i])] - max);
            sum += e[i];
        }
        float[] priors = new float[count];
        for (int i = 0; i < count; i++) {
            priors[i] = (float) (e[i] / sum);
        }
        return priors;
    }

    /**
     * The raw outputs: the 7 policy logits then the value (after tanh), into {@code out}. The
     * training library's forward pass must give the same numbers (a parity test checks it).
     */
    public void forward(State position, float[] out) {
        float[] x = new float[view.inputs()];
        view.encode(position, x);
        forward(x, out);
    }

    /**
     * The raw outputs for an input already encoded ({@link TensorView}); {@code input} is not
     * changed. Sums are taken in double and rounded to float once per unit: TeaVM keeps a float in
     * a JavaScript double between operations, so float sums would round differently in the browser,
     * while double arithmetic is the same IEEE arithmetic in both and the outputs agree to the bit.
     */
    public void forward(float[] input, float[] out) {
        float[] x = input;
        for (int l = 0; l + 1 < trunk.length; l++) {
            int in = trunk[l];
            int outs = trunk[l + 1];
            float[] y = new float[outs];
            float[] w = weights[l];
            // Only the non-zero inputs are summed: a board sets at most about a third of its inputs, and a
            // hidden layer after ReLU is sparse too. Skipping a zero term leaves the sum unchanged.
            int[] active = new int[in];
            int k = 0;
            for (int i = 0; i < in; i++) {
                if (x[i] != 0) {
                    active[k++] = i;
                }
            }
            for (int o = 0; o < outs; o++) {
                double s = biases[l][o];
                int row = o * in;
                for (int j = 0; j < k; j++) {
                    int i = active[j];
                    s += (double) w[row + i] * x[i];
                }
                y[o] = s > 0 ? (float) s : 0;
            }
            x = y;
        }
        int last = x.length;
        for (int o = 0; o < view.outputs(); o++) {
            double s = policyBiases[o];
            for (int i = 0; i < last; i++) {
                s += (double) policyWeights[o * last + i] * x[i];
            }
            out[o] = (float) s;
        }
        double v = valueBias;
        for (int i = 0; i < last; i++) {
            v += (double) valueWeights[i] * x[i];
        }
        out[view.outputs()] = (float) PortableMath.tanh(v);
    }

    /** The network as text: a header naming the game and the layer sizes, then the numbers (base64 float32). */
    public String write() {
        StringBuilder b = new StringBuilder(MAGIC).append('\n');
        b.append("game ").append(gameId).append('\n');
        b.append("trunk");
        for (int s : trunk) {
            b.append(' ').append(s);
        }
        b.append('\n');
        List<float[]> blocks = new ArrayList<>();
        for (int l = 0; l < weights.length; l++) {
            blocks.add(weights[l]);
            blocks.add(biases[l]);
        }
        blocks.add(policyWeights);
        blocks.add(policyBiases);
        blocks.add(valueWeights);
        blocks.add(new float[] {valueBias});
        for (float[] block : blocks) {
            ByteBuffer buf = ByteBuffer.allocate(block.length * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (float f : block) {
                buf.putFloat(f);
            }
            b.append(Base64.getEncoder().encodeToString(buf.array())).append('\n');
        }
        return b.toString();
    }

    /** @throws IllegalArgumentException saying what is wrong with a text that is not a network */
    public static MlpNet read(String text) {
        String[] lines = text.split("\n");
        if (lines.length < 4
                || !lines[0].equals(MAGIC)
                || !lines[1].startsWith("game ")
                || !lines[2].startsWith("trunk ")) {
            throw new IllegalArgumentException(
                    "not a network: the first lines must be '" + MAGIC + "', 'game ...', 'trunk ...'");
        }
        String game = lines[1].substring(5).trim();
        String[] sizes = lines[2].substring(6).trim().split(" ");
        int[] trunk = new int[sizes.length];
        for (int i = 0; i < sizes.length; i++) {
            trunk[i] = Integer.parseInt(sizes[i]);
        }
        int layers = trunk.length - 1;
        if (lines.length != 3 + 2 * layers + 4) {
            throw new IllegalArgumentException("a network with " + layers + " trunk layers has " + (3 + 2 * layers + 4)
                    + " lines, this one " + lines.length);
        }
        float[][] w = new float[layers][];
        float[][] bias = new float[layers][];
        int line = 3;
        for (int l = 0; l < layers; l++) {
            w[l] = floats(lines[line++]);
            bias[l] = floats(lines[line++]);
        }
        float[] pw = floats(lines[line++]);
        float[] pb = floats(lines[line++]);
        float[] vw = floats(lines[line++]);
        float[] vb = floats(lines[line]);
        if (vb.length != 1) {
            throw new IllegalArgumentException("the value bias is one number");
        }
        return new MlpNet(game, trunk, w, bias, pw, pb, vw, vb[0]);
    }

    private static float[] floats(String base64) {
        byte[] bytes = Base64.getDecoder().decode(base64.trim());
        ByteBuffer buf = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        float[] out = new float[bytes.length / 4];
        for (int i = 0; i < out.length; i++) {
            out[i] = buf.getFloat();
        }
        return out;
    }
}
