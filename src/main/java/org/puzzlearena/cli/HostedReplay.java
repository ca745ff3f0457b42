package org.puzzlearena.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.hosting.ArenaFiles;
import org.puzzlearena.hosting.BotRuntime;
import org.puzzlearena.hosting.GameRecord;
import org.puzzlearena.hosting.HostedGame;
import org.puzzlearena.hosting.HostedRun;
import org.puzzlearena.hosting.Interpreters;
import org.puzzlearena.hosting.Opponent;
import org.puzzlearena.hosting.SandboxLimits;
import org.puzzlearena.hosting.Verdict;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.ReferenceOpponent;

/**
 * {@code arena replay <id> --bot FILE --runtime R}: an arena game with a hosted version on one side,
 * played again here with its owner's copy of the bot in the local sandbox (bubblewrap, as {@code
 * arena host-run}), against the reference side seeded from the record as the server seeded it, from
 * the same opening and under the record's CPU budget. It compares every move and, for a game the bot
 * lost by a verdict, the verdict. A bot that decides the same way each time (the starter bots: their
 * random choices come from a fixed seed) replays bit for bit; one that reads the clock or an unseeded
 * generator may not, and the first differing ply says where.
 */
final class HostedReplay {

    private static final Pattern CPU_SECONDS = Pattern.compile("^([0-9]+(?:\\.[0-9]+)?) CPU-seconds a game");

    private HostedReplay() {}

    static int run(String id, Game game, Map<?, ?> record, CliArgs a, PrintStream out) {
        Map<?, ?> first = (Map<?, ?>) record.get("first");
        Map<?, ?> second = (Map<?, ?>) record.get("second");
        boolean firstHosted = hosted(first);
        if (firstHosted && hosted(second)) {
            throw new CliArgs.UsageException("both sides of game " + id
                    + " are hosted versions; this command replays a hosted version" + " against a reference bot");
        }
        Map<?, ?> bot = firstHosted ? first : second;
        Map<?, ?> reference = firstHosted ? second : first;
        String runtimeId = a.option("runtime");
        String botPath = a.option("bot");
        if (runtimeId == null || botPath == null) {
            throw new CliArgs.UsageException("game " + id + " has a hosted version (" + bot.get("label")
                    + "): give its files with --bot FILE|DIR --runtime python|node|java [--entry CMD]");
        }
        BotRuntime runtime = BotRuntime.byId(runtimeId)
                .orElseThrow(() ->
                        new CliArgs.UsageException("--runtime must be python, node or java, got '" + runtimeId + "'"));
        Path botFiles = Path.of(botPath);
        if (!Files.exists(botFiles)) {
            throw new CliArgs.UsageException("--bot " + botFiles + " does not exist");
        }
        long seed = ((Number) record.get("seed")).longValue();
        List<String> opening = strings((List<?>) record.get("opening"));
        List<String> stored = ((List<?>) record.get("moves"))
                .stream().map(m -> (String) ((Map<?, ?>) m).get("move")).toList();
        State start = game.newInitialState(MoveStrings.instanceId(String.join("", opening)));
        int botColour = firstHosted ? 0 : 1;
        PlayerSpec refSpec = PlayerSpec.parse((String) reference.get("spec"));
        Opponent opponent = ReferenceOpponent.ofArenaGame(refSpec, game, seed, 1 - botColour);
        SandboxLimits limits =
                SandboxLimits.forBudget(Math.round(cpuSeconds((String) bot.get("budget"), a) * 1000), null);
        GameRecord replayed;
        try {
            replayed = new HostedGame(new ArenaFiles(HostRunCommand.checkout()), Interpreters.ofThisMachine())
                    .play(
                            runtime,
                            botFiles,
                            a.option("entry"),
                            start,
                            start.currentPlayer() == botColour,
                            opponent,
                            limits);
        } catch (HostedRun.NoEntry | ArenaFiles.StagingProblem e) {
            throw new CliArgs.UsageException(e.getMessage());
        }
        List<String> moves = replayed.moves();
        Integer differs = null;
        for (int i = 0; i < Math.max(stored.size(), moves.size()) && differs == null; i++) {
            if (i >= stored.size() || i >= moves.size() || !stored.get(i).equals(moves.get(i))) {
                differs = i;
            }
        }
        Map<?, ?> forfeit = (Map<?, ?>) record.get("forfeit");
        String storedVerdict = forfeit == null ? "ok" : (String) forfeit.get("verdict");
        String verdict = replayed.verdict() instanceof Verdict.Ok
                ? "ok"
                : replayed.verdict().id();
        boolean reproduced = differs == null && storedVerdict.equals(verdict);
        out.println("{\"id\":" + id + ",\"game\":" + JsonStrings.quote(game.id()) + ",\"reproduced\":" + reproduced
                + ",\"plies\":" + moves.size() + ",\"firstDifferingPly\":" + differs
                + ",\"stored\":" + quoteAt(stored, differs) + ",\"replayed\":" + quoteAt(moves, differs)
                + ",\"verdictSame\":" + storedVerdict.equals(verdict) + ",\"storedVerdict\":"
                + JsonStrings.quote(storedVerdict) + ",\"verdict\":" + JsonStrings.quote(verdict)
                + ",\"hosted\":" + JsonStrings.quote((String) bot.get("label")) + ",\"hostedColour\":" + botColour
                + ",\"reference\":" + JsonStrings.quote(refSpec.text()) + ",\"seed\":" + seed + "}");
        return reproduced ? ExitStatus.OK : ExitStatus.INVALID;
    }

    static boolean hosted(Map<?, ?> side) {
        return "hosted".equals(side.get("kind"));
    }

    /** The hosted side's CPU budget a game, as the server stored it ("10.0 CPU-seconds a game ..."). */
    private static double cpuSeconds(String budget, CliArgs a) {
        Matcher m = CPU_SECONDS.matcher(budget == null ? "" : budget);
        if (m.find()) {
            return Double.parseDouble(m.group(1));
        }
        if (a.option("cpu-seconds") == null) {
            throw new CliArgs.UsageException(
                    "the record's budget (" + budget + ") names no CPU seconds: give --cpu-seconds");
        }
        return a.doubleOption("cpu-seconds", 0, 0.1, 3600);
    }

    private static List<String> strings(List<?> list) {
        return list.stream().map(o -> (String) o).toList();
    }

    private static String quoteAt(List<String> moves, Integer ply) {
        return ply == null || ply >= moves.size() ? "null" : JsonStrings.quote(moves.get(ply));
    }
}
