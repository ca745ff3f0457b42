package org.puzzlearena.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.search.deep.MlpNet;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.search.deep.PolicyValueNet;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.training.GradedSets;
import org.puzzlearena.training.LabelledPosition;

/**
 * {@code arena mistakes}: grades Connect Four players against the exact solver on the graded
 * position sets (beginning, middle and end of the game at easy, medium and hard remaining depth):
 * the share of positions where a player's move has a worse solved outcome than the best move's.
 */
final class MistakesCommand implements Command {

    @Override
    public String name() {
        return "mistakes";
    }

    @Override
    public String summary() {
        return "grade Connect Four players on solver-labelled position sets (mistake rate per set)";
    }

    @Override
    public String usage() {
        return "arena mistakes --sets FILE,FILE --players \"net deep:sims=200 uct:sims=200 minimax:depth=5\"\n"
                + "    [--per-set N] [--net FILE] [--seed S]\n"
                + "  The sets are arena label's files; each position is graded once per player (a searching\n"
                + "  player seeded by S and the position's number); --net grades a network file instead of the\n"
                + "  shipped one. Prints one row per player: its mistake rate on each set and on all positions.";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(args, 0, Set.of("sets", "players", "per-set", "net", "seed"), Set.of());
        List<Path> files = PositionFiles.of(a, "sets");
        if (files.isEmpty()) {
            throw new CliArgs.UsageException("--sets FILE,FILE: the labelled positions to grade on");
        }
        List<LabelledPosition> positions = PositionFiles.read(files);
        List<PlayerSpec> players = new ArrayList<>();
        for (String text : a.option("players", "net").trim().split("\\s+")) {
            try {
                players.add(PlayerSpec.parse(text));
            } catch (IllegalArgumentException e) {
                throw new CliArgs.UsageException("--players: " + e.getMessage());
            }
        }
        PolicyValueNet net = null;
        if (a.option("net") != null) {
            try {
                net = Networks.asPlayed(MlpNet.read(Files.readString(Path.of(a.option("net")))));
            } catch (IOException | IllegalArgumentException e) {
                throw new InputReader.UnreadableInputException("--net: " + e.getMessage());
            }
        }
        GradedSets sets = new GradedSets(positions, a.intOption("per-set", 1_000_000, 1, 1_000_000));
        long seed = a.longOption("seed", 1);
        Game game = ConnectFourGame.get();
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-24s", "player"));
        for (Map.Entry<String, List<LabelledPosition>> e : sets.sets().entrySet()) {
            head.append(String.format(
                    Locale.ROOT, " %16s", e.getKey() + " (" + e.getValue().size() + ")"));
        }
        out.println(head.append(String.format(Locale.ROOT, " %10s %8s", "all", "seconds")));
        for (PlayerSpec spec : players) {
            PolicyValueNet given = net;
            long started = System.nanoTime();
            Map<String, Double> rates;
            try {
                rates = sets.mistakeRates(i -> spec.create(game, seed * 1_000_003L + i, null, given));
            } catch (IllegalArgumentException e) {
                throw new CliArgs.UsageException("--players: " + e.getMessage());
            }
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-24s", spec));
            for (String set : sets.sets().keySet()) {
                Double r = rates.get(set);
                row.append(String.format(
                        Locale.ROOT, " %16s", r == null ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * r)));
            }
            Double all = rates.get(GradedSets.ALL);
            row.append(String.format(
                    Locale.ROOT,
                    " %10s %8.1f",
                    all == null ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * all),
                    (System.nanoTime() - started) / 1e9));
            out.println(row);
        }
        return ExitStatus.OK;
    }
}
