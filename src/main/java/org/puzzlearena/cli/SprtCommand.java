package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rating.EloEstimate;
import org.puzzlearena.rating.GamesLeft;
import org.puzzlearena.rating.PairResults;
import org.puzzlearena.rating.SprtBounds;
import org.puzzlearena.rating.SprtStatus;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.SprtMatch;

/**
 * {@code arena sprt}: is the first player stronger than the second by elo1 rather than elo0? A match
 * of colour-paired games that stops on the SPRT's verdict, as cutechess-cli and fastchess run one;
 * the test itself is {@code rating.Sprt}'s (see docs/ARENA.md).
 */
final class SprtCommand implements Command {

    @Override
    public String name() {
        return "sprt";
    }

    @Override
    public String summary() {
        return "a match that stops on a verdict: is the first bot stronger? (SPRT on colour-paired games)";
    }

    @Override
    public String usage() {
        return "arena sprt --game " + TwoPlayerPosition.GAMES
                + " [--position MOVES] --first SPEC --second SPEC --elo0 0 --elo1 50"
                + " [--alpha 0.05] [--beta 0.05] [--max-games 2000] [--opening-plies 2] [--seed 1]\n"
                + "  SPEC: " + PlayerSpec.SYNTAX + "\n"
                + "  H1: first is elo1 stronger; H0: elo0. Presets: [0, 50] (a clear gain), [0, 20] (a small one).\n"
                + "  Each pair plays one random opening of --opening-plies moves once with each colour.\n"
                + "  Prints one JSON line: verdict (H1, H0 or inconclusive at --max-games), games, wins, draws,\n"
                + "  losses (the first's), llr with its bounds lower/upper, elo with its 95% interval eloLow/eloHigh\n"
                + "  (null when unbounded), and gamesLeft with its range gamesLeftLow/gamesLeftHigh.";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(
                args,
                0,
                Set.of(
                        "game",
                        "position",
                        "first",
                        "second",
                        "elo0",
                        "elo1",
                        "alpha",
                        "beta",
                        "max-games",
                        "opening-plies",
                        "seed"),
                Set.of());
        TwoPlayerPosition position = TwoPlayerPosition.from(a);
        PlayerSpec first = MatchCommand.spec(a, "first", position.game());
        PlayerSpec second = MatchCommand.spec(a, "second", position.game());
        if (position.state().isTerminal()) {
            throw new CliArgs.UsageException("--position: the game is over, there is nothing to play");
        }
        SprtBounds bounds = bounds(a);
        int maxGames = a.intOption("max-games", 2000, 2, 10_000_000);
        int openingPlies = a.intOption("opening-plies", 2, 0, position.game().maxGameLength());
        long seed = a.longOption("seed", 1);
        SprtStatus s = SprtMatch.play(position.state(), first, second, bounds, maxGames, openingPlies, seed);
        out.println(json(s, first, second, position, seed));
        return ExitStatus.OK;
    }

    private static SprtBounds bounds(CliArgs a) {
        if (a.option("elo0") == null || a.option("elo1") == null) {
            throw new CliArgs.UsageException("--elo0 and --elo1 are required (presets: 0 and 50, or 0 and 20)");
        }
        double elo0 = a.doubleOption("elo0", 0, -1000, 1000);
        double elo1 = a.doubleOption("elo1", 50, -1000, 1000);
        if (!(elo0 < elo1)) {
            throw new CliArgs.UsageException("--elo0 must be below --elo1");
        }
        double alpha = a.doubleOption("alpha", SprtBounds.DEFAULT_ERROR, 1e-6, 0.49);
        double beta = a.doubleOption("beta", SprtBounds.DEFAULT_ERROR, 1e-6, 0.49);
        return new SprtBounds(elo0, elo1, alpha, beta);
    }

    static String json(SprtStatus s, PlayerSpec first, PlayerSpec second, TwoPlayerPosition position, long seed) {
        PairResults r = s.results();
        EloEstimate elo = s.elo();
        GamesLeft left = s.gamesLeft();
        return "{\"verdict\":" + JsonStrings.quote(s.verdict().text())
                + ",\"games\":" + r.games()
                + ",\"wins\":" + r.wins()
                + ",\"draws\":" + r.draws()
                + ",\"losses\":" + r.losses()
                + ",\"pentanomial\":" + java.util.Arrays.toString(r.pairs()).replace(" ", "")
                + ",\"llr\":" + number(s.llr(), 3)
                + ",\"lower\":" + number(s.bounds().lower(), 3)
                + ",\"upper\":" + number(s.bounds().upper(), 3)
                + ",\"elo\":" + number(elo.elo(), 1)
                + ",\"eloLow\":" + number(elo.low(), 1)
                + ",\"eloHigh\":" + number(elo.high(), 1)
                + ",\"gamesLeft\":" + (left == null ? "null" : number(left.expected(), 0))
                + ",\"gamesLeftLow\":" + (left == null ? "null" : number(left.low(), 0))
                + ",\"gamesLeftHigh\":" + (left == null ? "null" : number(left.high(), 0))
                + ",\"elo0\":" + number(s.bounds().elo0(), 2)
                + ",\"elo1\":" + number(s.bounds().elo1(), 2)
                + ",\"alpha\":" + number(s.bounds().alpha(), 4)
                + ",\"beta\":" + number(s.bounds().beta(), 4)
                + ",\"first\":" + JsonStrings.quote(first.toString())
                + ",\"second\":" + JsonStrings.quote(second.toString())
                + ",\"game\":" + JsonStrings.quote(position.game().id())
                + ",\"position\":" + JsonStrings.quote(position.moves())
                + ",\"seed\":" + seed + "}";
    }

    /** A finite number to {@code decimals} places; null for an unbounded one (JSON has no infinity). */
    private static String number(double x, int decimals) {
        if (!Double.isFinite(x)) {
            return "null";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", x);
    }
}
