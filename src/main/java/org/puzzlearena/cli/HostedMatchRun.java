package org.puzzlearena.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
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
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.twoplayer.Match;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * {@code arena host-run --opponent SPEC}: games between a hosted bot and a reference player, one
 * record a game as it ends, then the bot's wins, draws and losses. Each game starts a fresh bot
 * process and a fresh reference player seeded from {@code --seed}, so a seed fixes the reference
 * side; perfect players share one solver's table across the games.
 */
record HostedMatchRun(Game game, State start, PlayerSpec opponent, int games, long seed, Order order) {

    /** Who moves first in each game. */
    enum Order {
        ALTERNATE,
        BOT_FIRST,
        BOT_SECOND
    }

    static HostedMatchRun from(CliArgs a, Game game, State start, boolean twoPlayer) {
        if (!twoPlayer) {
            throw new CliArgs.UsageException("--opponent is for two-player games; " + game.id() + " is a puzzle");
        }
        String text = a.option("opponent");
        if (text == null) {
            throw new CliArgs.UsageException(
                    game.id() + " is a two-player game: --opponent names the reference player, " + PlayerSpec.SYNTAX);
        }
        PlayerSpec spec;
        try {
            spec = PlayerSpec.parse(text).requirePlays(game);
        } catch (IllegalArgumentException e) {
            throw new CliArgs.UsageException("--opponent: " + e.getMessage());
        }
        if (start.isTerminal()) {
            throw new CliArgs.UsageException("--instance: the game is over there, there is nothing to play");
        }
        int orders = (a.flag("alternate") ? 1 : 0) + (a.flag("bot-first") ? 1 : 0) + (a.flag("bot-second") ? 1 : 0);
        if (orders > 1) {
            throw new CliArgs.UsageException("give one of --alternate, --bot-first and --bot-second");
        }
        Order order = a.flag("bot-first") ? Order.BOT_FIRST : a.flag("bot-second") ? Order.BOT_SECOND : Order.ALTERNATE;
        return new HostedMatchRun(
                game, start, spec, a.intOption("games", 1, 1, 10_000), a.longOption("seed", 1), order);
    }

    int run(BotRuntime runtime, Path bot, String entry, SandboxLimits limits, Path checkout, PrintStream out) {
        HostedGame hosted = new HostedGame(new ArenaFiles(checkout), Interpreters.ofThisMachine());
        ExactSolver solver = Match.sharedSolver(opponent, opponent, game);
        SplitMix64 seeds = new SplitMix64(seed);
        int wins = 0;
        int draws = 0;
        int losses = 0;
        long botCpu = 0;
        long opponentCpu = 0;
        Map<String, Integer> verdicts = new TreeMap<>();
        for (int g = 0; g < games; g++) {
            boolean botFirst = switch (order) {
                case BOT_FIRST -> true;
                case BOT_SECOND -> false;
                case ALTERNATE -> g % 2 == 0;
            };
            Player player = opponent.create(game, seeds.nextLong(), solver);
            Opponent reference =
                    Opponent.of(opponent.text(), p -> player.decide(p).move());
            GameRecord r;
            try {
                r = hosted.play(runtime, bot, entry, start, botFirst, reference, limits);
            } catch (HostedRun.NoEntry | ArenaFiles.StagingProblem e) {
                throw new CliArgs.UsageException(e.getMessage());
            }
            out.println(r.json());
            out.flush();
            switch (r.result()) {
                case "win" -> wins++;
                case "draw" -> draws++;
                default -> losses++;
            }
            verdicts.merge(r.verdict().id(), 1, Integer::sum);
            botCpu += r.cpuMillis();
            opponentCpu += r.opponentCpuMillis();
        }
        StringBuilder v = new StringBuilder("{");
        for (Map.Entry<String, Integer> e : verdicts.entrySet()) {
            JsonStrings.append(v.append(v.length() == 1 ? "" : ","), e.getKey())
                    .append(':')
                    .append(e.getValue());
        }
        out.println("{\"summary\":{\"games\":" + games + ",\"wins\":" + wins + ",\"draws\":" + draws + ",\"losses\":"
                + losses + ",\"verdicts\":" + v.append('}') + ",\"game\":" + JsonStrings.quote(game.id())
                + ",\"instance\":" + JsonStrings.quote(start.instanceId()) + ",\"runtime\":"
                + JsonStrings.quote(runtime.id()) + ",\"opponent\":" + JsonStrings.quote(opponent.text())
                + ",\"order\":"
                + JsonStrings.quote(
                        order.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'))
                + ",\"seed\":" + seed + ",\"cpuMs\":{\"bot\":" + botCpu + ",\"opponent\":" + opponentCpu + "}}}");
        return verdicts.keySet().equals(java.util.Set.of("ok")) ? ExitStatus.OK : ExitStatus.INVALID;
    }
}
