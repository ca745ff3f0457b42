package org.puzzlearena.training;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.search.deep.MlpNet;
import org.puzzlearena.training.TrainingParams.LearningParams;
import org.puzzlearena.training.TrainingParams.SupervisedParams;

/**
 * Stage 1 of training: the network learns the exact solver's answers on varied positions
 * before any self-play, the cheap route to a strong start on CPUs. A tenth of the positions is held
 * out: its loss says whether the network generalises or memorises, and the network kept is the one
 * with the lowest held-out loss seen (early stopping). Every training position also appears as its
 * mirror image, which Connect Four's symmetry makes an equally true example, and optionally the
 * positions one move away teach the value head too (the solver scored every move: eight times the
 * value examples for no more solving).
 */
public final class SupervisedTraining {

    /** The trained network (the best on the held-out positions) and how training went. */
    public record Result(
            MlpNet net,
            NetTrainer.Losses first,
            NetTrainer.Losses best,
            int bestStep,
            double mistakesBefore,
            double mistakesAfter,
            int trainedOn,
            int heldOut,
            int steps,
            double seconds,
            double cpuSeconds) {}

    private SupervisedTraining() {}

    /**
     * Trains a fresh network on {@code positions} by {@code params}' supervised settings, seed,
     * budget and child values.
     */
    public static Result run(List<LabelledPosition> positions, TrainingParams params, Consumer<String> progress) {
        if (positions.size() < 20) {
            throw new IllegalArgumentException("at least 20 labelled positions are needed, got " + positions.size());
        }
        SupervisedParams plan = params.supervised();
        LearningParams learning = plan.learning();
        TrainingBudget.Meter clock = params.budget().start();
        Game game = ConnectFourGame.get();
        List<LabelledPosition> shuffled = new ArrayList<>(positions);
        SplitMix64 rng = new SplitMix64(params.seed());
        for (int i = shuffled.size() - 1; i > 0; i--) {
            Collections.swap(shuffled, i, rng.nextInt(i + 1));
        }
        int heldOut = Math.max(2, shuffled.size() / 10);
        List<SolvedPosition> test = new ArrayList<>(heldOut);
        for (LabelledPosition p : shuffled.subList(0, heldOut)) {
            test.add(p.example(game));
        }
        List<SolvedPosition> train = new ArrayList<>(16 * (shuffled.size() - heldOut));
        int valueOnly = 0;
        for (LabelledPosition p : shuffled.subList(heldOut, shuffled.size())) {
            train.add(p.example(game));
            train.add(p.example(game, true));
            if (params.childValues()) {
                List<SolvedPosition> children = p.childValueExamples(game);
                train.addAll(children);
                valueOnly += children.size();
            }
        }
        progress.accept("training on " + train.size() + " examples (" + (shuffled.size() - heldOut)
                + " positions and their mirror images"
                + (params.childValues() ? ", " + valueOnly + " value-only examples of the positions one move away" : "")
                + "), " + test.size() + " positions held out");
        try (NetTrainer trainer =
                new NetTrainer(plan.hidden(), learning.learningRate(), learning.batch(), params.seed())) {
            NetTrainer.Losses first = trainer.evaluate(test);
            double mistakesBefore = Grading.mistakeRate(trainer.toNet(), test);
            NetTrainer.Losses best = first;
            MlpNet bestNet = trainer.toNet();
            int bestStep = 0;
            int every = Math.max(1, Math.min(500, learning.steps() / 20));
            int step = 0;
            while (step < learning.steps() && !clock.spent()) {
                NetTrainer.Losses l = trainer.step(train, learning.batch());
                step++;
                if (step % every == 0 || step == learning.steps()) {
                    NetTrainer.Losses now = trainer.evaluate(test);
                    if (now.total() < best.total()) {
                        best = now;
                        bestNet = trainer.toNet();
                        bestStep = step;
                    }
                    progress.accept(NetTrainer.progress(step, learning.steps(), l, now)
                            + (bestStep == step ? " (best so far)" : ""));
                }
            }
            NetTrainer.Losses last = trainer.evaluate(test);
            if (last.total() < best.total()) {
                best = last;
                bestNet = trainer.toNet();
                bestStep = step;
            }
            return new Result(
                    bestNet,
                    first,
                    best,
                    bestStep,
                    mistakesBefore,
                    Grading.mistakeRate(bestNet, test),
                    train.size(),
                    test.size(),
                    step,
                    clock.wallSeconds(),
                    clock.cpuSeconds());
        }
    }
}
