package org.puzzlearena.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.puzzlearena.hosting.SandboxedOpponent;
import org.puzzlearena.hosting.Verdict;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.SeededGame;

/**
 * {@code arena replay <id> --bot FILE --runtime R}: an arena game with a hosted version on one side,
 * played again here with its owner's copy of the bot in the local sandbox (bubblewrap, as {@code
 * arena host-run}), against the reference side seeded from the record as the server seeded it, from
 * the same opening and under the record's CPU budget. A game between two hosted versions takes each
 * seat's files ({@code --first-bot FILE --first-runtime R --second-bot FILE --second-runtime R}, the
 * seats of the record: first has colour 0) and plays them as the server did, the first seat's bot
 * against the second's in a sandbox of its own. It compares every move and, for a game lost by a
 * verdict, the verdict and who lost by it. A bot that decides the same way each time (the starter
 * bots: their random choices come from a fixed seed) replays bit for bit; one that reads the clock
 * or an unseeded generator may not, and the first differing ply says where.
 */
final class HostedReplay {

    private static final Pattern CPU_SECONDS = Pattern.compile("^([0-9]+(?:\\.[0-9]+)?) CPU-seconds a game");

    /** A hosted side's files as given on the command line. */
    private record BotFiles(BotRuntime runtime, Path bot, String entry) {}

    private HostedReplay() {}

    static int run(String id, Game game, Map<?, ?> record, CliArgs a, PrintStream out) {
        Map<?, ?> first = (Map<?, ?>) record.get("first");
        Map<?, ?> second = (Map<?, ?>) record.get("second");
        boolean firstHosted = hosted(first);
        boolean twoHosted = firstHosted && hosted(second);
        Map<?, ?> bot = firstHosted ? first : second;
        Map<?, ?> other = firstHosted ? second : first;
        BotFiles botFiles;
        BotFiles otherFiles = null;
        if (twoHosted) {
            botFiles = files(id, first, a, "first-");
            otherFiles = files(id, second, a, "second-");
        } else {
            botFiles = files(id, bot, a, "");
        }
        long seed = ((Number) record.get("seed")).longValue();
        List<String> opening = strings((List<?>) record.get("opening"));
        List<String> stored = ((List<?>) record.get("moves"))
                .stream().map(m -> (String) ((Map<?, ?>) m).get("move")).toList();
        State start = game.newInitialState(MoveStrings.instanceId(String.join("", opening)));
        int botColour = firstHosted ? 0 : 1;
        SandboxLimits limits =
                SandboxLimits.forBudget(Math.round(cpuSeconds((String) bot.get("budget"), a) * 1000), null);
        ArenaFiles arenaFiles = new ArenaFiles(HostRunCommand.checkout());
        GameRecord replayed;
        SandboxedOpponent sandboxed = null;
        String otherName;
        try {
            Opponent opponent;
            if (twoHosted) {
                // As the server plays two versions: the second seat in a sandbox of its own, at the same budget.
                sandboxed = SandboxedOpponent.open(
                        arenaFiles,
                        Interpreters.ofThisMachine(),
                        otherFiles.runtime(),
                        otherFiles.bot(),
                        otherFiles.entry(),
                        (String) second.get("label"),
                        (String) first.get("label"),
                        start,
                        limits);
                opponent = sandboxed;
                otherName = (String) second.get("label");
            } else {
                PlayerSpec refSpec = PlayerSpec.parse((String) other.get("spec"));
                Player reference = SeededGame.referencePlayer(refSpec, game, seed, 1 - botColour);
                opponent = Opponent.of(refSpec.text(), p -> reference.decide(p).move());
                otherName = refSpec.text();
            }
            replayed = new HostedGame(arenaFiles, Interpreters.ofThisMachine())
                    .play(
                            botFiles.runtime(),
                            botFiles.bot(),
                            botFiles.entry(),
                            start,
                            start.currentPlayer() == botColour,
                            opponent,
                            limits);
            if (sandboxed != null) {
                sandboxed.finish(replayed);
            }
        } catch (HostedRun.NoEntry | ArenaFiles.StagingProblem e) {
            throw new CliArgs.UsageException(e.getMessage());
        } finally {
            if (sandboxed != null) {
                sandboxed.close();
            }
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
        Integer storedLoser = forfeit == null ? null : colourOf(((Number) forfeit.get("playerId")).longValue(), first);
        // The server's order: the seat in the main sandbox first, then the opponent's own verdict.
        String verdict = "ok";
        Integer loser = null;
        if (!(replayed.verdict() instanceof Verdict.Ok)) {
            verdict = replayed.verdict().id();
            loser = botColour;
        } else if (sandboxed != null && sandboxed.verdict() != null) {
            verdict = sandboxed.verdict().id();
            loser = 1 - botColour;
        }
        boolean verdictSame = storedVerdict.equals(verdict) && java.util.Objects.equals(storedLoser, loser);
        boolean reproduced = differs == null && verdictSame;
        out.println("{\"id\":" + id + ",\"game\":" + JsonStrings.quote(game.id()) + ",\"reproduced\":" + reproduced
                + ",\"plies\":" + moves.size() + ",\"firstDifferingPly\":" + differs
                + ",\"stored\":" + quoteAt(stored, differs) + ",\"replayed\":" + quoteAt(moves, differs)
                + ",\"verdictSame\":" + verdictSame + ",\"storedVerdict\":"
                + JsonStrings.quote(storedVerdict) + ",\"verdict\":" + JsonStrings.quote(verdict)
                + ",\"forfeitedBy\":" + loser
                + ",\"hosted\":" + JsonStrings.quote((String) bot.get("label")) + ",\"hostedColour\":" + botColour
                + (twoHosted
                        ? ",\"secondHosted\":" + JsonStrings.quote(otherName)
                        : ",\"reference\":" + JsonStrings.quote(otherName))
                + ",\"seed\":" + seed + "}");
        return reproduced ? ExitStatus.OK : ExitStatus.INVALID;
    }

    static boolean hosted(Map<?, ?> side) {
        return "hosted".equals(side.get("kind"));
    }

    /** The colour of the player with id {@code playerId}: 0 when it is the record's first side. */
    private static int colourOf(long playerId, Map<?, ?> first) {
        return ((Number) first.get("playerId")).longValue() == playerId ? 0 : 1;
    }

    /** A hosted side's files from {@code --<prefix>bot}, {@code --<prefix>runtime}, {@code --<prefix>entry}. */
    private static BotFiles files(String id, Map<?, ?> side, CliArgs a, String prefix) {
        String runtimeId = a.option(prefix + "runtime");
        String botPath = a.option(prefix + "bot");
        if (runtimeId == null || botPath == null) {
            String seat = prefix.isEmpty() ? "" : " in the " + prefix.substring(0, prefix.length() - 1) + " seat";
            throw new CliArgs.UsageException("game " + id + " has a hosted version" + seat + " (" + side.get("label")
                    + "): give its files with --" + prefix + "bot FILE|DIR --" + prefix + "runtime python|node|java"
                    + " [--" + prefix + "entry CMD]"
                    + (prefix.isEmpty() ? "" : " (both seats are hosted: --first-... and --second-...)"));
        }
        BotRuntime runtime = BotRuntime.byId(runtimeId)
                .orElseThrow(() -> new CliArgs.UsageException(
                        "--" + prefix + "runtime must be python, node or java, got '" + runtimeId + "'"));
        Path bot = Path.of(botPath);
        if (!Files.exists(bot)) {
            throw new CliArgs.UsageException("--" + prefix + "bot " + bot + " does not exist");
        }
        return new BotFiles(runtime, bot, a.option(prefix + "entry"));
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
        return new ArrayList<>(list.stream().map(o -> (String) o).toList());
    }

    private static String quoteAt(List<String> moves, Integer ply) {
        return ply == null || ply >= moves.size() ? "null" : JsonStrings.quote(moves.get(ply));
    }
}
