package org.puzzlearena.training;

import java.util.List;
import java.util.function.Consumer;
import org.puzzlearena.search.deep.MlpNet;

/**
 * Stage 1 of training (issue 17): the network learns the exact solver's answers on varied positions
 * before any self-play, the cheap route to a strong start on CPUs. A tenth of the positions is held
 * out: its loss, printed with the training loss, says whether the network generalises or memorises.
 */
public final class SupervisedTraining {

    /** What to train on and how long; {@code seconds} ends training early when positive. */
    public record Plan(
            int positions,
            int minStones,
            int maxStones,
            long solveMillis,
            int[] hidden,
            int steps,
            int batch,
            float learningRate,
            double seconds,
            long seed) {}

    /** The trained network and how training went. */
    public record Result(
            MlpNet net,
            NetTrainer.Losses first,
            NetTrainer.Losses last,
            double mistakesBefore,
            double mistakesAfter,
            int heldOut,
            int steps,
            double seconds) {}

    private SupervisedTraining() {}

    public static Result run(Plan plan, Consumer<String> progress) {
        long started = System.nanoTime();
        List<SolvedPosition> all = SolvedPositions.generate(
                plan.positions(), plan.minStones(), plan.maxStones(), plan.seed(), plan.solveMillis(), progress);
        int heldOut = Math.max(1, all.size() / 10);
        List<SolvedPosition> test = all.subList(0, heldOut);
        List<SolvedPosition> train = all.subList(heldOut, all.size());
        progress.accept("training on " + train.size() + " positions, " + test.size() + " held out");
        try (NetTrainer trainer = new NetTrainer(plan.hidden(), plan.learningRate(), plan.batch(), plan.seed())) {
            NetTrainer.Losses first = trainer.evaluate(test);
            double mistakesBefore = Grading.mistakeRate(trainer.toNet(), test);
            NetTrainer.Losses last = first;
            int every = Math.max(1, plan.steps() / 20);
            long deadline = plan.seconds() > 0 ? started + (long) (plan.seconds() * 1e9) : Long.MAX_VALUE;
            int step = 0;
            while (step < plan.steps() && System.nanoTime() < deadline) {
                NetTrainer.Losses l = trainer.step(train, plan.batch());
                step++;
                if (step % every == 0 || step == plan.steps()) {
                    last = trainer.evaluate(test);
                    progress.accept(NetTrainer.progress(step, plan.steps(), l, last));
                }
            }
            last = trainer.evaluate(test);
            MlpNet net = trainer.toNet();
            return new Result(
                    net,
                    first,
                    last,
                    mistakesBefore,
                    Grading.mistakeRate(net, test),
                    test.size(),
                    step,
                    (System.nanoTime() - started) / 1e9);
        }
    }
}
