package org.puzzlearena.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.search.deep.MlpNet;
import org.puzzlearena.search.twoplayer.NetPlayer;
import org.puzzlearena.training.Datasets;
import org.puzzlearena.training.GradedSets;
import org.puzzlearena.training.LabelledPosition;
import org.puzzlearena.training.ModelCard;
import org.puzzlearena.training.NetworkSource;
import org.puzzlearena.training.SelfPlay;
import org.puzzlearena.training.SolvedPosition;
import org.puzzlearena.training.SolvedPositions;
import org.puzzlearena.training.SupervisedTraining;
import org.puzzlearena.training.TrainingParams;
import org.puzzlearena.training.TrainingParams.LabellingParams;

/**
 * {@code arena train}: trains the deep-MCTS bot's policy/value network for Connect Four with DJL on
 * the CPU, seeded, printing its progress, in two stages: supervised from solver-labelled positions,
 * then AlphaZero self-play generations that must beat the best network to be kept. Writes the
 * network file, optionally its Java source (the shipped network) and the model card's stages.
 */
final class TrainCommand implements Command {

    @Override
    public String name() {
        return "train";
    }

    @Override
    public String summary() {
        return "train the deep-MCTS bot's policy/value network for Connect Four (DJL, CPU)";
    }

    @Override
    public String usage() {
        return "arena train --game connect-four --stage supervised|self-play [options]\n"
                + "  supervised: [--data FILE,FILE] (arena label's files; without it: --positions N --stones MIN-MAX\n"
                + "    --solve-ms MS labels fresh ones) [--hidden 128,128] [--steps N] [--batch B] [--lr X]\n"
                + "    trains on the positions and their mirror images, a tenth held out; keeps the network with the\n"
                + "    lowest held-out loss.\n"
                + "  self-play: --from FILE [--generations G] [--games N] [--sims S] [--c X] [--alpha A]\n"
                + "    [--temperature-plies P] [--gate-games N] [--gate-score X] [--steps N] [--batch B] [--lr X]\n"
                + "    [--window W] [--threads T] [--data FILE,FILE]: each generation plays N games of the best network\n"
                + "    against itself, trains a candidate on the last W generations' games (and the labelled positions\n"
                + "    of --data beside them) and keeps it if it scores above X against the best.\n"
                + "  Both: [--child-values] (with the labelled positions, the positions one move away, scored by the\n"
                + "    solver too, as value examples) [--cpu-seconds T | --seconds T] (stop once the process has\n"
                + "    used T seconds of CPU, or after T seconds of wall time; self-play ends the generation running\n"
                + "    then) [--seed S] [--sets FILE,FILE] (graded position sets: the positions are left out of\n"
                + "    training and the network alone is graded on them) [--out FILE] (default\n"
                + "    target/connect-four.net) [--java FILE] (the shipped network's source) [--card FILE] (appends\n"
                + "    the stages to the model card).";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(args, 0, TrainingOptions.VALUED, TrainingOptions.FLAGS);
        if (!ConnectFourGame.ID.equals(a.option("game", ConnectFourGame.ID))) {
            throw new CliArgs.UsageException("only connect-four has a network to train");
        }
        String stage = a.option("stage", "supervised");
        if (!stage.equals("supervised") && !stage.equals("self-play")) {
            throw new CliArgs.UsageException("--stage: supervised or self-play");
        }
        Path target = writable(Path.of(a.option("out", "target/connect-four.net")));
        Path java = a.option("java") == null ? null : writable(Path.of(a.option("java")));
        Path cardFile = a.option("card") == null ? null : writable(Path.of(a.option("card")));
        List<LabelledPosition> setPositions = PositionFiles.read(PositionFiles.of(a, "sets"));
        GradedSets sets = new GradedSets(setPositions, Integer.MAX_VALUE);
        String command = "bin/arena train " + String.join(" ", args);
        TrainingParams params = TrainingOptions.parse(a, stage.equals("self-play"));
        out.println("time budget: " + params.budget().describe());
        ModelCard card = null;
        try {
            card = cardFile == null ? null : ModelCard.readOrCreate(cardFile);
        } catch (IOException e) {
            throw new InputReader.UnreadableInputException("cannot read " + cardFile + ": " + e.getMessage());
        }
        Outputs outputs = new Outputs(target, java, cardFile, card, command);
        MlpNet net = stage.equals("supervised")
                ? supervised(a, params, setPositions, sets, command, card, out)
                : selfPlay(a, params, setPositions, sets, command, outputs, out);
        outputs.save(net);
        out.println("wrote " + target + (java != null ? " and " + java : "") + (card != null ? " and " + cardFile : "")
                + ": " + net.parameters() + " parameters");
        return ExitStatus.OK;
    }

    /**
     * Where a stage writes its network, the network's Java source and the card: after the stage, and
     * after every self-play generation too, so a run stopped after hours keeps what it learnt.
     */
    private record Outputs(Path network, Path java, Path cardFile, ModelCard card, String command) {

        void save(MlpNet net) {
            write(network, net.write());
            if (java != null) {
                write(java, NetworkSource.java(net, provenance(cardFile, command)));
            }
            if (card != null) {
                try {
                    card.write(cardFile);
                } catch (IOException e) {
                    throw new InputReader.UnreadableInputException("cannot write " + cardFile + ": " + e.getMessage());
                }
            }
        }
    }

    private static MlpNet supervised(
            CliArgs a,
            TrainingParams params,
            List<LabelledPosition> setPositions,
            GradedSets sets,
            String command,
            ModelCard card,
            PrintStream out) {
        List<LabelledPosition> positions;
        List<Path> data = PositionFiles.of(a, "data");
        if (!data.isEmpty()) {
            positions = PositionFiles.read(data);
        } else {
            LabellingParams labelling = params.supervised().labelling();
            int count = labelling.positions();
            SolvedPositions source = new SolvedPositions(
                    labelling.minStones(), labelling.maxStones(), params.seed(), labelling.solveMillis());
            positions = new ArrayList<>(count);
            while (positions.size() < count) {
                positions.add(source.next());
            }
        }
        int before = positions.size();
        positions = Datasets.without(positions, setPositions);
        out.println(positions.size() + " labelled positions (" + (before - positions.size())
                + " left out: they are in the graded sets)");
        SupervisedTraining.Result r;
        try {
            r = SupervisedTraining.run(positions, params, out::println);
        } catch (IllegalArgumentException e) {
            throw new CliArgs.UsageException(e.getMessage());
        }
        out.println(String.format(
                Locale.ROOT,
                "kept the network of step %d of %d (%.1f s, %.1f CPU-seconds): held-out loss %.4f -> %.4f (policy %.4f, value %.4f);"
                        + " the network alone on %d held-out positions: %.1f%% mistakes before training, %.1f%% after",
                r.bestStep(),
                r.steps(),
                r.seconds(),
                r.cpuSeconds(),
                r.first().total(),
                r.best().total(),
                r.best().policy(),
                r.best().value(),
                r.heldOut(),
                100 * r.mistakesBefore(),
                100 * r.mistakesAfter()));
        Map<String, Double> rates = grade(sets, r.net(), out);
        if (card != null) {
            card.addStage(
                    "supervised",
                    "Supervised from the solver",
                    command,
                    params.seed(),
                    r.seconds(),
                    r.cpuSeconds(),
                    null,
                    rates);
        }
        return r.net();
    }

    private static MlpNet selfPlay(
            CliArgs a,
            TrainingParams params,
            List<LabelledPosition> setPositions,
            GradedSets sets,
            String command,
            Outputs outputs,
            PrintStream out) {
        ModelCard card = outputs.card();
        String from = a.option("from");
        if (from == null) {
            throw new CliArgs.UsageException("--from FILE: self-play starts from a trained network");
        }
        MlpNet start;
        try {
            start = MlpNet.read(Files.readString(Path.of(from)));
        } catch (IOException e) {
            throw new InputReader.UnreadableInputException("cannot read " + from + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new InputReader.UnreadableInputException(from + ": " + e.getMessage());
        }
        List<SolvedPosition> anchor = new ArrayList<>();
        Game game = ConnectFourGame.get();
        boolean childValues = params.childValues();
        for (LabelledPosition p : Datasets.without(PositionFiles.read(PositionFiles.of(a, "data")), setPositions)) {
            anchor.add(p.example(game));
            anchor.add(p.example(game, true));
            if (childValues) {
                anchor.addAll(p.childValueExamples(game));
            }
        }
        int[] generation = {0};
        int before = card == null ? 0 : card.generations();
        MlpNet best = SelfPlay.run(
                start,
                params,
                anchor,
                g -> {
                    Map<String, Double> rates = grade(sets, g.best(), out);
                    if (card != null) {
                        card.addStage(
                                "generation-" + (before + g.number()),
                                "Self-play generation " + (before + g.number()),
                                command,
                                params.seed(),
                                g.seconds(),
                                g.cpuSeconds(),
                                g.kept(),
                                rates);
                    }
                    generation[0] = g.number();
                    outputs.save(g.best()); // a checkpoint: the best network and the card so far
                },
                out::println);
        out.println("self-play: " + generation[0] + " generations");
        return best;
    }

    /** The network alone's mistake rates on the graded sets (none without sets), printed. */
    private static Map<String, Double> grade(GradedSets sets, MlpNet net, PrintStream out) {
        if (sets.all().isEmpty()) {
            return new LinkedHashMap<>();
        }
        Map<String, Double> rates = sets.mistakeRates(i -> new NetPlayer("net", net));
        StringBuilder b = new StringBuilder("the network alone, mistakes on the graded sets:");
        rates.forEach((set, rate) -> b.append(String.format(Locale.ROOT, " %s %.1f%%", set, 100 * rate)));
        out.println(b);
        return rates;
    }

    private static String provenance(Path cardFile, String command) {
        return "Trained by the commands of docs/REPRODUCTION.md section 8"
                + (cardFile != null ? " (stages in " + cardFile + ")" : "") + "; last: " + command;
    }

    /** Checked before hours of training, not after. */
    private static Path writable(Path target) {
        try {
            if (target.getParent() != null) {
                Files.createDirectories(target.getParent());
            }
            if (Files.isDirectory(target) || Files.exists(target) && !Files.isWritable(target)) {
                throw new IOException("not a writable file");
            }
        } catch (IOException e) {
            throw new InputReader.UnreadableInputException("cannot write " + target + ": " + e.getMessage());
        }
        return target;
    }

    private static void write(Path target, String text) {
        try {
            Files.writeString(target, text);
        } catch (IOException e) {
            throw new InputReader.UnreadableInputException("cannot write " + target + ": " + e.getMessage());
        }
    }
}
