package org.puzzlearena.cli;

import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.training.TrainingBudget;
import org.puzzlearena.training.TrainingParams;
import org.puzzlearena.training.TrainingParams.ArenaParams;
import org.puzzlearena.training.TrainingParams.LabellingParams;
import org.puzzlearena.training.TrainingParams.LearningParams;
import org.puzzlearena.training.TrainingParams.MctsParams;
import org.puzzlearena.training.TrainingParams.SelfPlayParams;
import org.puzzlearena.training.TrainingParams.SupervisedParams;

/**
 * {@code arena train}'s options read into {@link TrainingParams}: an option given replaces the
 * record's default, which is the command's default; the bounds here refuse what no training could
 * use. Only the stage being run reads its own options ({@code --steps} and {@code --lr} mean the
 * supervised stage's learning there, a self-play candidate's learning in self-play).
 */
final class TrainingOptions {

    /** The options that take a value: those read here, and the files and stage the command reads itself. */
    static final Set<String> VALUED = Set.of(
            "game",
            "stage",
            "data",
            "positions",
            "stones",
            "solve-ms",
            "hidden",
            "steps",
            "batch",
            "lr",
            "seconds",
            "cpu-seconds",
            "seed",
            "out",
            "java",
            "card",
            "sets",
            "from",
            "generations",
            "games",
            "sims",
            "c",
            "alpha",
            "temperature-plies",
            "gate-games",
            "gate-score",
            "window",
            "threads");

    static final Set<String> FLAGS = Set.of("child-values");

    private TrainingOptions() {}

    /** The parameters of one run of {@code stage} ("supervised" or "self-play"). */
    static TrainingParams parse(CliArgs a, boolean selfPlay) {
        TrainingParams d = TrainingParams.DEFAULT;
        long seed = a.longOption("seed", d.seed());
        TrainingBudget budget = budget(a);
        if (!selfPlay) {
            return new TrainingParams(
                    supervised(a, d.supervised()),
                    d.selfPlay(),
                    d.learning(),
                    d.arena(),
                    d.generations(),
                    d.window(),
                    a.flag("child-values"),
                    budget,
                    seed);
        }
        SelfPlayParams sp = d.selfPlay();
        MctsParams m = sp.mcts();
        MctsParams mcts = new MctsParams(
                a.intOption("sims", m.simulations(), 1, 100_000),
                a.doubleOption("c", m.cPuct(), 0, 100),
                a.doubleOption("alpha", m.noiseAlpha(), 1e-3, 100),
                a.intOption("temperature-plies", m.temperaturePlies(), 0, 42));
        return new TrainingParams(
                d.supervised(),
                new SelfPlayParams(
                        a.intOption("games", sp.games(), 1, 1_000_000),
                        mcts,
                        a.intOption("threads", sp.threads(), 1, 64)),
                learning(a, d.learning(), 0),
                new ArenaParams(
                        a.intOption("gate-games", d.arena().games(), 0, 100_000),
                        a.doubleOption("gate-score", d.arena().threshold(), 0, 1)),
                a.intOption("generations", d.generations(), 1, 10_000),
                a.intOption("window", d.window(), 1, 1_000),
                a.flag("child-values"),
                budget,
                seed);
    }

    private static SupervisedParams supervised(CliArgs a, SupervisedParams d) {
        LabellingParams l = d.labelling();
        int[] stones = a.intRangeOption("stones", l.minStones() + "-" + l.maxStones(), 0, 41);
        LabellingParams labelling = new LabellingParams(
                a.intOption("positions", l.positions(), 20, 10_000_000),
                stones[0],
                stones[1],
                a.longOption("solve-ms", l.solveMillis()));
        return new SupervisedParams(hidden(a, d.hidden()), learning(a, d.learning(), 1), labelling);
    }

    private static LearningParams learning(CliArgs a, LearningParams d, int minSteps) {
        return new LearningParams(
                a.intOption("steps", d.steps(), minSteps, 100_000_000),
                a.intOption("batch", d.batch(), 1, 65_536),
                (float) a.doubleOption("lr", d.learningRate(), 1e-7, 1));
    }

    /** {@code --cpu-seconds T} or {@code --seconds T} (not both), or no time limit. */
    private static TrainingBudget budget(CliArgs a) {
        if (a.option("cpu-seconds") != null && a.option("seconds") != null) {
            throw new CliArgs.UsageException("--cpu-seconds or --seconds: one time budget, not both");
        }
        if (a.option("cpu-seconds") != null) {
            return new TrainingBudget(a.doubleOption("cpu-seconds", 0, 0, 1e7), true);
        }
        return new TrainingBudget(a.doubleOption("seconds", 0, 0, 1e7), false);
    }

    /** {@code --hidden 128,128}: the hidden layers' sizes. */
    private static int[] hidden(CliArgs a, int[] fallback) {
        String text = a.option("hidden");
        if (text == null) {
            return fallback;
        }
        String[] sizes = text.split(",", -1);
        int[] hidden = new int[sizes.length];
        for (int i = 0; i < sizes.length; i++) {
            try {
                hidden[i] = Integer.parseInt(sizes[i].trim());
            } catch (NumberFormatException e) {
                throw new CliArgs.UsageException("--hidden: layer sizes separated by commas, e.g. 128,128");
            }
            if (hidden[i] < 1 || hidden[i] > 4096) {
                throw new CliArgs.UsageException("--hidden: each layer from 1 to 4096 units");
            }
        }
        return hidden;
    }
}
