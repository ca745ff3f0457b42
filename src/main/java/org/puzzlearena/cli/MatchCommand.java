package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.twoplayer.Match;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/** {@code arena match}: games between two players; they take turns to start unless {@code --fixed}. */
final class MatchCommand implements Command {

    @Override
    public String name() {
        return "match";
    }

    @Override
    public String summary() {
        return "play a match between two two-player bots: wins of each and draws";
    }

    @Override
    public String usage() {
        return "arena match --game " + TwoPlayerPosition.GAMES
                + " [--position MOVES] --first SPEC --second SPEC [--games 100]"
                + " [--seed 1] [--fixed] [--cpu-per-move S]\n"
                + "  SPEC: " + PlayerSpec.SYNTAX + "\n"
                + "  The players take turns to start (first starts the even games) unless --fixed (first always starts).\n"
                + "  --cpu-per-move gives both sides the same CPU seconds a move in place of their simulation counts:\n"
                + "  a match at equal compute, where each searches as far as its speed allows.";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(
                args,
                0,
                Set.of("game", "position", "first", "second", "games", "seed", "cpu-per-move"),
                Set.of("fixed"));
        TwoPlayerPosition position = TwoPlayerPosition.from(a);
        PlayerSpec first = spec(a, "first", position.game());
        PlayerSpec second = spec(a, "second", position.game());
        int games = a.intOption("games", 100, 1, 1_000_000);
        long seed = a.longOption("seed", 1);
        if (position.state().isTerminal()) {
            throw new CliArgs.UsageException("--position: the game is over, there is nothing to play");
        }
        String cpu = a.option("cpu-per-move");
        Budget perMove = cpu == null ? null : Budget.ofCpuSeconds(a.doubleOption("cpu-per-move", 0, 1e-4, 3600));
        long start = System.nanoTime();
        Match.Result r = Match.play(
                position.state(),
                first,
                second,
                games,
                seed,
                a.flag("fixed"),
                Match.sharedSolver(first, second, position.game()),
                perMove);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println("{\"games\":" + r.games() + ",\"wins\":{\"first\":" + r.firstWins() + ",\"second\":"
                + r.secondWins()
                + "},\"draws\":" + r.draws() + ",\"first\":" + JsonStrings.quote(first.toString()) + ",\"second\":"
                + JsonStrings.quote(second.toString()) + ",\"game\":"
                + JsonStrings.quote(position.game().id()) + ",\"position\":"
                + JsonStrings.quote(position.moves()) + ",\"seed\":" + seed + ",\"fixed\":" + a.flag("fixed")
                + (cpu == null ? "" : ",\"cpuPerMove\":" + perMove.seconds())
                + ",\"simulationsPerMove\":{\"first\":" + Math.round(r.first().simulationsPerMove())
                + ",\"second\":" + Math.round(r.second().simulationsPerMove()) + "}"
                + ",\"seconds\":"
                + String.format(Locale.ROOT, "%.1f", seconds) + "}");
        return ExitStatus.OK;
    }

    /** The player spec of option {@code name} for {@code game}, or a usage error saying what is wrong with it. */
    static PlayerSpec spec(CliArgs a, String name, Game game) {
        String text = a.option(name);
        if (text == null) {
            throw new CliArgs.UsageException("--" + name + " is required: " + PlayerSpec.SYNTAX);
        }
        try {
            return PlayerSpec.parse(text).requirePlays(game);
        } catch (IllegalArgumentException e) {
            throw new CliArgs.UsageException("--" + name + ": " + e.getMessage());
        }
    }
}
