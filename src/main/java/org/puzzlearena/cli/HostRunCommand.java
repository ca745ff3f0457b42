package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.hosting.ArenaFiles;
import org.puzzlearena.hosting.BotRuntime;
import org.puzzlearena.hosting.HostedGame;
import org.puzzlearena.hosting.HostedRun;
import org.puzzlearena.hosting.Interpreters;
import org.puzzlearena.hosting.RunRecord;
import org.puzzlearena.hosting.SandboxLimits;
import org.puzzlearena.hosting.Verdict;
import org.puzzlearena.rules.InitialState;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * {@code arena host-run}: runs a bot program in the sandbox the workers use, under a CPU-second
 * budget, and prints the run's record as one JSON line, so an author sees the verdict a hosted run
 * would get before uploading.
 */
final class HostRunCommand implements Command {

    private static final Set<String> VALUED = Set.of(
            "runtime",
            "bot",
            "entry",
            "game",
            "instance",
            "cpu-seconds",
            "wall-seconds",
            "memory-mb",
            "opponent",
            "games",
            "seed");

    private static final Set<String> FLAGS = Set.of("bot-first", "bot-second", "alternate");

    @Override
    public String name() {
        return "host-run";
    }

    @Override
    public String summary() {
        return "run a bot program in the hosting sandbox and print its run's record as JSON";
    }

    @Override
    public String usage() {
        return "arena host-run --runtime python|node|java --bot FILE|DIR [--entry CMD] --game GAME --instance ID"
                + " --cpu-seconds S [--wall-seconds W] [--memory-mb M]\n"
                + "  two-player games: --opponent SPEC [--games N] [--seed 1] [--alternate|--bot-first|--bot-second]\n"
                + "  SPEC: " + PlayerSpec.SYNTAX + "\n"
                + "  A puzzle prints its run's record; a two-player game prints one record a game, then a summary.\n"
                + "  The CPU seconds are the bot's for each game; the bot moves first in odd games unless told.";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs parsed = CliArgs.parse(args, 0, VALUED, FLAGS);
        if (!parsed.operands().isEmpty()) {
            throw new CliArgs.UsageException(
                    "unexpected argument '" + parsed.operands().get(0) + "'");
        }
        String runtimeId = required(parsed, "runtime");
        BotRuntime runtime = BotRuntime.byId(runtimeId)
                .orElseThrow(() ->
                        new CliArgs.UsageException("--runtime must be python, node or java, got '" + runtimeId + "'"));
        Path bot = Path.of(required(parsed, "bot"));
        if (!Files.exists(bot)) {
            throw new CliArgs.UsageException("--bot " + bot + " does not exist");
        }
        GameSelection sel = GameSelection.from(parsed);
        if (parsed.option("cpu-seconds") == null) {
            throw new CliArgs.UsageException("--cpu-seconds is required (the run's CPU-second budget)");
        }
        double cpu = parsed.doubleOption("cpu-seconds", 0, 0.1, 3600);
        Long wall = parsed.option("wall-seconds") == null
                ? null
                : Math.round(parsed.doubleOption("wall-seconds", 0, 0.1, 7200) * 1000);
        SandboxLimits limits = SandboxLimits.forBudget(Math.round(cpu * 1000), wall);
        if (parsed.option("memory-mb") != null) {
            limits = limits.withMemoryBytes(parsed.intOption("memory-mb", 0, 64, 16384) * 1024L * 1024L);
        }
        InitialState initial = sel.game().initialState(sel.instance());
        if (initial instanceof InitialState.Refused r) {
            throw new CliArgs.UsageException(r.reason());
        }
        State start = ((InitialState.Ok) initial).state();
        boolean twoPlayer = HostedGame.plays(sel.game().type());
        if (parsed.option("opponent") != null || twoPlayer) {
            return HostedMatchRun.from(parsed, sel.game(), start, twoPlayer)
                    .run(runtime, bot, parsed.option("entry"), limits, checkout(), out);
        }
        for (String twoPlayerOnly : List.of("games", "seed", "bot-first", "bot-second", "alternate")) {
            if (parsed.option(twoPlayerOnly) != null || parsed.flag(twoPlayerOnly)) {
                throw new CliArgs.UsageException("--" + twoPlayerOnly + " is for two-player games; "
                        + sel.game().id() + " is a puzzle");
            }
        }
        HostedRun run = new HostedRun(new ArenaFiles(checkout()), Interpreters.ofThisMachine());
        RunRecord record;
        try {
            record = run.run(runtime, bot, parsed.option("entry"), start, limits);
        } catch (HostedRun.NoEntry | ArenaFiles.StagingProblem e) {
            throw new CliArgs.UsageException(e.getMessage());
        }
        out.println(record.json());
        return record.verdict() instanceof Verdict.Ok ? ExitStatus.OK : ExitStatus.INVALID;
    }

    private static String required(CliArgs parsed, String name) {
        String v = parsed.option(name);
        if (v == null) {
            throw new CliArgs.UsageException("--" + name + " is required");
        }
        return v;
    }

    /** The checkout whose clients/ and built rules the sandbox's runtimes get (bin/arena names it). */
    static Path checkout() {
        return Path.of(System.getProperty("arena.home", "."));
    }
}
