package org.puzzlearena.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import org.puzzlearena.training.SupervisedTraining;

/**
 * {@code arena train}: trains the deep-MCTS bot's policy/value network for Connect Four with DJL on
 * the CPU, seeded, printing its progress; writes the network in the format the platform evaluates.
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
        return "arena train --game connect-four --stage supervised [--positions N] [--stones MIN-MAX]\n"
                + "    [--solve-ms MS] [--hidden 128,128] [--steps N] [--batch B] [--lr X] [--seconds T] [--seed S]\n"
                + "    [--out FILE]\n"
                + "  supervised: labels N positions from varied games with the exact solver (positions it does not\n"
                + "  settle within --solve-ms are skipped), then trains for --steps batches or --seconds, whichever\n"
                + "  ends first, printing the training and held-out losses; writes the network to --out\n"
                + "  (default target/connect-four.net).";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(
                args,
                0,
                Set.of(
                        "game",
                        "stage",
                        "positions",
                        "stones",
                        "solve-ms",
                        "hidden",
                        "steps",
                        "batch",
                        "lr",
                        "seconds",
                        "seed",
                        "out"),
                Set.of());
        if (!"connect-four".equals(a.option("game", "connect-four"))) {
            throw new CliArgs.UsageException("only connect-four has a network to train");
        }
        if (!"supervised".equals(a.option("stage", "supervised"))) {
            throw new CliArgs.UsageException("--stage: supervised (self-play generations are not built yet)");
        }
        String[] stones = a.option("stones", "6-30").split("-", -1);
        int minStones;
        int maxStones;
        try {
            minStones = Integer.parseInt(stones[0]);
            maxStones = Integer.parseInt(stones[stones.length - 1]);
        } catch (NumberFormatException e) {
            throw new CliArgs.UsageException("--stones: MIN-MAX, e.g. 6-30");
        }
        if (stones.length != 2 || minStones < 0 || maxStones > 41 || minStones > maxStones) {
            throw new CliArgs.UsageException("--stones: MIN-MAX with 0 <= MIN <= MAX <= 41");
        }
        String[] sizes = a.option("hidden", "128,128").split(",", -1);
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
        SupervisedTraining.Plan plan = new SupervisedTraining.Plan(
                Options.intIn(a, "positions", 20_000, 10, 10_000_000),
                minStones,
                maxStones,
                Options.longOption(a, "solve-ms", 200),
                hidden,
                Options.intIn(a, "steps", 20_000, 1, 100_000_000),
                Options.intIn(a, "batch", 256, 1, 65_536),
                (float) Options.doubleIn(a, "lr", 1e-3, 1e-7, 1),
                Options.doubleIn(a, "seconds", 0, 0, 1e7),
                Options.longOption(a, "seed", 1));
        Path target = Path.of(a.option("out", "target/connect-four.net"));
        try {
            // Checked before hours of training, not after.
            if (target.getParent() != null) {
                Files.createDirectories(target.getParent());
            }
            if (Files.isDirectory(target) || Files.exists(target) && !Files.isWritable(target)) {
                throw new IOException("not a writable file");
            }
        } catch (IOException e) {
            throw new InputReader.UnreadableInputException("cannot write " + target + ": " + e.getMessage());
        }
        SupervisedTraining.Result r = SupervisedTraining.run(plan, out::println);
        try {
            Files.writeString(target, r.net().write());
        } catch (IOException e) {
            throw new InputReader.UnreadableInputException("cannot write " + target + ": " + e.getMessage());
        }
        out.println(String.format(
                Locale.ROOT,
                "the network alone on %d held-out positions: %.1f%% mistakes before training, %.1f%% after"
                        + " (a move whose solved outcome is worse than the best move's)",
                r.heldOut(),
                100 * r.mistakesBefore(),
                100 * r.mistakesAfter()));
        out.println(String.format(
                Locale.ROOT,
                "wrote %s: %d parameters, %d steps in %.1f s; held-out loss %.4f -> %.4f (policy %.4f, value %.4f)",
                target,
                r.net().parameters(),
                r.steps(),
                r.seconds(),
                r.first().total(),
                r.last().total(),
                r.last().policy(),
                r.last().value()));
        return ExitStatus.OK;
    }
}
