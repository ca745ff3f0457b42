package org.puzzlearena.cli.reproduce;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;

/**
 * {@code arena reproduce}: recomputes a table of the NMCS and beam-search papers with our bots and
 * prints it as a Markdown section next to the paper's figures (progress on standard error).
 * Independent runs are spread over threads; every search itself runs on one thread.
 */
public final class ReproduceCommand implements Command {

    private static final List<Experiment> EXPERIMENTS = List.of(
            new LeftMoveExperiment(),
            new MorpionExperiment(),
            new BeamTableExperiment(),
            new SameGameExperiment(),
            new SudokuExperiment(),
            new SameGameSpeedExperiment());

    private static final Set<String> COMMON = Set.of("runs", "threads", "seed");

    @Override
    public String name() {
        return "reproduce";
    }

    @Override
    public String summary() {
        return "recompute the papers' tables with our bots (Markdown on standard output)";
    }

    @Override
    public String usage() {
        StringBuilder b =
                new StringBuilder("arena reproduce EXPERIMENT [--runs N] [--threads T] [--seed S] [options]\n");
        b.append("  Times are CPU seconds of the searching thread. Experiments and their options:");
        for (Experiment e : EXPERIMENTS) {
            b.append("\n  ")
                    .append(String.format(Locale.ROOT, "%-15s", e.name()))
                    .append(e.summary());
            if (!e.optionsUsage().isEmpty()) {
                b.append("\n  ")
                        .append(" ".repeat(15))
                        .append(e.optionsUsage().replace(", --", ",\n  " + " ".repeat(15) + "--"));
            }
        }
        return b.toString();
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].startsWith("--")) {
            throw new CliArgs.UsageException("which experiment? one of " + names());
        }
        Experiment experiment = find(args[0]);
        Set<String> valued = new HashSet<>(COMMON);
        valued.addAll(experiment.valuedOptions());
        CliArgs parsed = CliArgs.parse(args, 1, valued, Set.of());
        if (!parsed.operands().isEmpty()) {
            throw new CliArgs.UsageException(
                    "unexpected argument '" + parsed.operands().get(0) + "'");
        }
        ExperimentArgs exp = new ExperimentArgs(parsed, "bin/arena reproduce " + String.join(" ", args));
        CpuTime.requireSupported();
        long start = System.nanoTime();
        Progress progress = new Progress(err, experiment.name());
        out.println("## " + experiment.title());
        out.println();
        out.println("Command: `" + exp.commandLine() + "` (seed " + exp.seed() + ", " + exp.threads() + " thread"
                + (exp.threads() == 1 ? "" : "s") + "; Java "
                + Runtime.version().feature() + ", "
                + Runtime.getRuntime().availableProcessors() + " cores, " + System.getProperty("os.arch") + ")");
        out.println();
        experiment.run(exp, out, progress);
        out.println("Finished in " + Fmt.duration((System.nanoTime() - start) / 1e9) + " of wall time.");
        out.println();
        out.flush();
        return ExitStatus.OK;
    }

    private static Experiment find(String name) {
        for (Experiment e : EXPERIMENTS) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        throw new CliArgs.UsageException("unknown experiment '" + name + "' (one of " + names() + ")");
    }

    private static String names() {
        StringBuilder b = new StringBuilder();
        for (Experiment e : EXPERIMENTS) {
            b.append(b.isEmpty() ? "" : ", ").append(e.name());
        }
        return b.toString();
    }
}
