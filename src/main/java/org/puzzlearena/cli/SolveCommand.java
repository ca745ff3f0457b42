package org.puzzlearena.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.MoveTexts;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.BotConfig;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.Search;
import org.puzzlearena.search.SearchAlgorithm;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchEvent;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.SearchResult;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * {@code arena solve}: runs a bot on an instance and prints one JSON line per run, with the
 * sequence in the game's canonical notation, so that {@code arena verify} can check it.
 */
final class SolveCommand implements Command {

    private static final Set<String> VALUED = Set.of(
            "game",
            "instance",
            "algo",
            "level",
            "beam",
            "seconds",
            "cpu-seconds",
            "playouts",
            "seed",
            "threads",
            "repeat",
            "policy",
            "out",
            "iterations",
            "adaptation");
    private static final Set<String> FLAGS = Set.of("no-memorize", "progress");

    @Override
    public String name() {
        return "solve";
    }

    @Override
    public String summary() {
        return "run a search bot on an instance and print its best sequence as JSON";
    }

    @Override
    public String usage() {
        return "arena solve --game GAME [--instance ID] --algo sample|nmcs|beam|nrpa|sp-mcts [--level L] [--beam S1,S2,...]\n"
                + "       [--seconds T | --cpu-seconds T | --playouts P] [--seed N] [--threads W] [--repeat R]\n"
                + "       [--no-memorize] [--policy uniform|tabu] [--iterations N (NRPA)] [--adaptation rosin|layers (NRPA)]\n"
                + "       [--progress] [--out FILE]\n"
                + "--cpu-seconds counts the CPU time of the searching threads, so runs on a busy machine compare.";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs parsed = CliArgs.parse(args, 0, VALUED, FLAGS);
        if (!parsed.operands().isEmpty()) {
            throw new CliArgs.UsageException(
                    "unexpected argument '" + parsed.operands().get(0) + "'");
        }
        GameSelection sel = GameSelection.from(parsed);
        if (sel.game().type().players() != 1) {
            // The puzzle bots maximise one player's score; a two-player game has players instead.
            throw new CliArgs.UsageException(
                    sel.game().id() + " is a two-player game: use 'arena move' or 'arena match'" + " with a player ("
                            + PlayerSpec.SYNTAX + ")");
        }
        String algo = parsed.option("algo");
        if (algo == null) {
            throw new CliArgs.UsageException("--algo is required (one of " + BotConfig.ALGORITHMS + ")");
        }
        BotConfig config = BotConfig.of(algo)
                .withLevel(parsed.intOption("level", 1, 0, 6))
                .withPolicy(parsed.option("policy"))
                .withMemorize(!parsed.flag("no-memorize"))
                .withThreads(parsed.intOption("threads", 1, 1, 256))
                .withIterations(parsed.intOption("iterations", 100, 1, 100_000))
                .withAdaptation(parsed.option("adaptation"));
        if (parsed.option("beam") != null) {
            config = config.withBeamSizes(beamSizes(parsed.option("beam")));
        }
        Budget budget = budget(parsed);
        long seed = parsed.longOption("seed", 1);
        int repeat = parsed.intOption("repeat", 1, 1, 1_000_000);

        State root;
        SearchAlgorithm algorithm;
        try {
            root = sel.game().newInitialState(sel.instance());
            algorithm = config.create(sel.game());
        } catch (IllegalArgumentException e) {
            throw new CliArgs.UsageException(e.getMessage());
        }
        SearchResult best = null;
        for (int run = 0; run < repeat; run++) {
            long runSeed = seed + run;
            SearchListener listener = parsed.flag("progress") ? new ProgressLine(err) : SearchListener.NONE;
            SearchContext ctx = new SearchContext(budget, listener);
            SearchResult result = Search.run(algorithm, root, ctx, runSeed);
            out.println(json(result, runSeed, root, algorithm, ctx.cpuNanos()));
            out.flush();
            if (best == null || result.score() > best.score()) {
                best = result;
            }
        }
        if (parsed.option("out") != null) {
            writeSolution(Path.of(parsed.option("out")), root, best);
        }
        return ExitStatus.OK;
    }

    /** @param cpuNanos CPU time of the searching threads with a CPU budget, else negative (not printed) */
    private static String json(SearchResult r, long seed, State root, SearchAlgorithm algorithm, long cpuNanos) {
        StringBuilder b = new StringBuilder();
        b.append("{\"score\":")
                .append(r.score())
                .append(",\"moves\":")
                .append(r.moves().length)
                .append(",\"playouts\":")
                .append(r.playouts())
                .append(",\"seconds\":")
                .append(String.format(Locale.ROOT, "%.3f", r.seconds()));
        if (cpuNanos >= 0) {
            b.append(",\"cpuSeconds\":").append(String.format(Locale.ROOT, "%.3f", cpuNanos / 1e9));
        }
        b.append(",\"seed\":")
                .append(seed)
                .append(",\"stop\":")
                .append(JsonStrings.quote(r.stopReason().name().toLowerCase(Locale.ROOT)))
                .append(",\"bot\":")
                .append(JsonStrings.quote(algorithm.description()))
                .append(",\"sequence\":[");
        List<String> sequence = MoveTexts.of(root.game().newInitialState(root.instanceId()), r.moves());
        for (int i = 0; i < sequence.size(); i++) {
            b.append(i == 0 ? "" : ",").append(JsonStrings.quote(sequence.get(i)));
        }
        return b.append("]}").toString();
    }

    private static void writeSolution(Path file, State root, SearchResult best) {
        State s = root.game().newInitialState(root.instanceId());
        for (int move : best.moves()) {
            s.play(move);
        }
        try {
            Files.writeString(file, root.game().solutionFormat().write(s), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputReader.UnreadableInputException("cannot write " + file + ": " + e.getMessage());
        }
    }

    private static Budget budget(CliArgs parsed) {
        String seconds = parsed.option("seconds");
        String cpuSeconds = parsed.option("cpu-seconds");
        String playouts = parsed.option("playouts");
        if ((seconds != null ? 1 : 0) + (cpuSeconds != null ? 1 : 0) + (playouts != null ? 1 : 0) > 1) {
            throw new CliArgs.UsageException("give one of --seconds, --cpu-seconds and --playouts");
        }
        if (seconds != null) {
            return Budget.ofSeconds(seconds(seconds, "seconds"));
        }
        if (cpuSeconds != null) {
            return Budget.ofCpuSeconds(seconds(cpuSeconds, "cpu-seconds"));
        }
        if (playouts != null) {
            long n = parsed.longOption("playouts", 1);
            if (n < 1) {
                throw new CliArgs.UsageException("--playouts must be at least 1, got " + n);
            }
            return Budget.ofPlayouts(n);
        }
        return Budget.oneIteration();
    }

    private static double seconds(String text, String option) {
        double t;
        try {
            t = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new CliArgs.UsageException("--" + option + " must be a number, got '" + text + "'");
        }
        if (!(t > 0 && t <= 30 * 24 * 3600)) {
            throw new CliArgs.UsageException("--" + option + " must be positive (at most 30 days), got " + text);
        }
        return t;
    }

    private static int[] beamSizes(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length > 6) {
            throw new CliArgs.UsageException("--beam takes at most 6 levels");
        }
        int[] sizes = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                sizes[i] = Integer.parseInt(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new CliArgs.UsageException("--beam must be sizes like 4,2 (level 1 first), got '" + text + "'");
            }
        }
        return sizes;
    }

    /** A live status line on the terminal: best score, playouts per second, elapsed time. */
    private static final class ProgressLine implements SearchListener {
        private final PrintStream err;
        private int best = Integer.MIN_VALUE;

        ProgressLine(PrintStream err) {
            this.err = err;
        }

        @Override
        public void on(SearchEvent event) {
            switch (event) {
                case SearchEvent.NewBest nb -> best = nb.score();
                case SearchEvent.Stats s ->
                    err.print(String.format(
                            Locale.ROOT,
                            "\rbest %d  playouts %,d  %,.0f/s  %.1f s  %s   ",
                            best,
                            s.playouts(),
                            s.playoutsPerSecond(),
                            s.elapsedNanos() / 1e9,
                            s.phase()));
                case SearchEvent.Finished f -> err.println();
            }
            err.flush();
        }
    }
}
