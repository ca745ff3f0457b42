package org.puzzlearena.training;

import ai.djl.Model;
import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.Activation;
import ai.djl.nn.ParallelBlock;
import ai.djl.nn.Parameter;
import ai.djl.nn.SequentialBlock;
import ai.djl.nn.core.Linear;
import ai.djl.training.DefaultTrainingConfig;
import ai.djl.training.GradientCollector;
import ai.djl.training.Trainer;
import ai.djl.training.loss.Loss;
import ai.djl.training.optimizer.Optimizer;
import ai.djl.training.tracker.Tracker;
import ai.djl.util.Pair;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;
import org.puzzlearena.search.deep.MlpNet;

/**
 * Trains the policy/value MLP with DJL on its PyTorch engine (CPU, offline: the native library comes
 * as a Maven dependency and {@code ai.djl.offline} forbids downloads). The block is exactly
 * {@link MlpNet}'s layers, so the trained weights are copied into an MlpNet, which the server, the
 * command line and the browser evaluate without DJL. Loss: cross-entropy of the policy against its
 * target distribution plus the squared error of the value, AlphaZero's loss without its weight decay
 * term (Adam's is used instead).
 */
public final class NetTrainer implements AutoCloseable {

    static {
        System.setProperty("ai.djl.offline", "true");
    }

    private final int[] trunk;
    private final Model model;
    private final Trainer trainer;
    private final SplitMix64 rng;

    /** A fresh network with hidden layers {@code hidden} (e.g. {128, 128}), its weights drawn from {@code seed}. */
    public NetTrainer(int[] hidden, float learningRate, int batch, long seed) {
        Engine.getEngine("PyTorch").setRandomSeed((int) seed);
        trunk = new int[hidden.length + 1];
        trunk[0] = ConnectFourTensor.INPUTS;
        System.arraycopy(hidden, 0, trunk, 1, hidden.length);
        SequentialBlock net = new SequentialBlock();
        for (int units : hidden) {
            net.add(Linear.builder().setUnits(units).build()).add(Activation.reluBlock());
        }
        List<ai.djl.nn.Block> heads = Arrays.asList(
                new SequentialBlock()
                        .add(Linear.builder()
                                .setUnits(ConnectFourTensor.OUTPUTS)
                                .build()),
                new SequentialBlock().add(Linear.builder().setUnits(1).build()).add(Activation.tanhBlock()));
        net.add(new ParallelBlock(
                outs -> new NDList(outs.get(0).singletonOrThrow(), outs.get(1).singletonOrThrow()), heads));
        model = Model.newInstance("policy-value", "PyTorch");
        model.setBlock(net);
        // The loss is computed in step(); the configuration's own is not used.
        DefaultTrainingConfig config = new DefaultTrainingConfig(Loss.l2Loss())
                .optOptimizer(Optimizer.adam()
                        .optLearningRateTracker(Tracker.fixed(learningRate))
                        .build());
        trainer = model.newTrainer(config);
        trainer.initialize(new Shape(batch, ConnectFourTensor.INPUTS));
        rng = new SplitMix64(seed);
    }

    /** A network that starts from {@code start}'s weights (the next self-play generation's training). */
    public NetTrainer(MlpNet start, float learningRate, int batch, long seed) {
        this(Arrays.copyOfRange(start.trunk(), 1, start.trunk().length), learningRate, batch, seed);
        float[][] weights = start.weightArrays();
        float[][] biases = start.biasArrays();
        int w = 0;
        int b = 0;
        for (Pair<String, Parameter> p : model.getBlock().getParameters()) {
            NDArray array = p.getValue().getArray();
            float[] values = p.getValue().getType() == Parameter.Type.WEIGHT ? weights[w++] : biases[b++];
            if (values.length != array.size()) {
                throw new IllegalStateException(
                        "parameter " + p.getKey() + ": " + array.size() + " numbers, the network has " + values.length);
            }
            array.set(FloatBuffer.wrap(values));
        }
    }

    /** The losses of one step: the policy's cross-entropy and the value's squared error. */
    public record Losses(float policy, float value) {
        public float total() {
            return policy + value;
        }
    }

    /** One optimisation step on a random batch of {@code data}. */
    public Losses step(List<? extends Example> data, int batch) {
        List<Example> b = new ArrayList<>(batch);
        for (int i = 0; i < batch; i++) {
            b.add(data.get(rng.nextInt(data.size())));
        }
        try (NDManager m = trainer.getManager().newSubManager();
                GradientCollector gc = trainer.newGradientCollector()) {
            NDList out = trainer.forward(new NDList(inputs(m, b)));
            Losses l;
            NDArray policyLoss = policyLoss(out.get(0), targets(m, b));
            NDArray valueLoss =
                    out.get(1).reshape(batch).sub(values(m, b)).square().mean();
            gc.backward(policyLoss.add(valueLoss));
            l = new Losses(policyLoss.getFloat(), valueLoss.getFloat());
            trainer.step();
            return l;
        }
    }

    /** The losses on {@code data} without training (a held-out set). */
    public Losses evaluate(List<? extends Example> data) {
        try (NDManager m = trainer.getManager().newSubManager()) {
            NDList out = trainer.evaluate(new NDList(inputs(m, data)));
            float p = policyLoss(out.get(0), targets(m, data)).getFloat();
            float v = out.get(1)
                    .reshape(data.size())
                    .sub(values(m, data))
                    .square()
                    .mean()
                    .getFloat();
            return new Losses(p, v);
        }
    }

    /** DJL's own forward pass on one input: the 7 logits then the value (the parity test's reference). */
    public float[] forward(float[] input) {
        try (NDManager m = trainer.getManager().newSubManager()) {
            NDList out = trainer.evaluate(new NDList(m.create(input, new Shape(1, input.length))));
            float[] logits = out.get(0).toFloatArray();
            float[] all = Arrays.copyOf(logits, logits.length + 1);
            all[logits.length] = out.get(1).toFloatArray()[0];
            return all;
        }
    }

    private static NDArray policyLoss(NDArray logits, NDArray targets) {
        return targets.mul(logits.logSoftmax(1)).sum(new int[] {1}).neg().mean();
    }

    private static NDArray inputs(NDManager m, List<? extends Example> b) {
        float[] x = new float[b.size() * ConnectFourTensor.INPUTS];
        for (int i = 0; i < b.size(); i++) {
            System.arraycopy(b.get(i).input(), 0, x, i * ConnectFourTensor.INPUTS, ConnectFourTensor.INPUTS);
        }
        return m.create(x, new Shape(b.size(), ConnectFourTensor.INPUTS));
    }

    private static NDArray targets(NDManager m, List<? extends Example> b) {
        float[] y = new float[b.size() * ConnectFourTensor.OUTPUTS];
        for (int i = 0; i < b.size(); i++) {
            System.arraycopy(b.get(i).policy(), 0, y, i * ConnectFourTensor.OUTPUTS, ConnectFourTensor.OUTPUTS);
        }
        return m.create(y, new Shape(b.size(), ConnectFourTensor.OUTPUTS));
    }

    private static NDArray values(NDManager m, List<? extends Example> b) {
        float[] z = new float[b.size()];
        for (int i = 0; i < b.size(); i++) {
            z[i] = b.get(i).value();
        }
        return m.create(z);
    }

    /** The trained weights as the network the platform evaluates. */
    public MlpNet toNet() {
        List<float[]> weights = new ArrayList<>();
        List<float[]> biases = new ArrayList<>();
        for (Pair<String, Parameter> p : model.getBlock().getParameters()) {
            float[] values = p.getValue().getArray().toFloatArray();
            if (p.getValue().getType() == Parameter.Type.WEIGHT) {
                weights.add(values);
            } else {
                biases.add(values);
            }
        }
        int layers = trunk.length - 1;
        if (weights.size() != layers + 2 || biases.size() != layers + 2) {
            throw new IllegalStateException(
                    "unexpected parameters: " + model.getBlock().getParameters().keys());
        }
        return new MlpNet(
                ConnectFourGame.ID,
                trunk,
                weights.subList(0, layers).toArray(new float[0][]),
                biases.subList(0, layers).toArray(new float[0][]),
                weights.get(layers),
                biases.get(layers),
                weights.get(layers + 1),
                biases.get(layers + 1)[0]);
    }

    /** The layer sizes, the input first. */
    public int[] trunk() {
        return trunk.clone();
    }

    @Override
    public void close() {
        trainer.close();
        model.close();
    }

    /** A progress line: the step and the training and held-out losses. */
    static String progress(int step, int steps, Losses train, Losses heldOut) {
        return String.format(
                Locale.ROOT,
                "step %d of %d: train loss %.4f (policy %.4f, value %.4f); held-out %.4f (policy %.4f, value %.4f)",
                step,
                steps,
                train.total(),
                train.policy(),
                train.value(),
                heldOut.total(),
                heldOut.policy(),
                heldOut.value());
    }
}
