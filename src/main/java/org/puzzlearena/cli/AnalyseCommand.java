package org.puzzlearena.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Set;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.cli.command.Command;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.solver.Analysis;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.Solvers;

/**
 * {@code arena analyse}: the exact score of a two-player position and of each legal move, from the
 * side to move, as one JSON line. {@code toMove} is 1 for the first player, 2 for the second.
 */
final class AnalyseCommand implements Command {

    @Override
    public String name() {
        return "analyse";
    }

    @Override
    public String summary() {
        return "solve a two-player game's position exactly: its score and every move's";
    }

    @Override
    public String usage() {
        return "arena analyse --game " + TwoPlayerPosition.GAMES + " [--position 4455] [--budget-ms N]\n"
                + "  Scores from the side to move: positive a win (Connect Four: 22 - the winner's stones at its win;\n"
                + "  Tic-tac-toe: 6 - the winner's marks), 0 a draw, negative a loss. With --budget-ms a hard\n"
                + "  position may come back with \"exact\":false and bounds (\"lower\", \"upper\") instead of scores.";
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliArgs a = CliArgs.parse(args, 0, Set.of("game", "position", "budget-ms"), Set.of());
        TwoPlayerPosition position = TwoPlayerPosition.from(a);
        long budgetMs = a.longOption("budget-ms", 0);
        if (budgetMs < 0) {
            throw new CliArgs.UsageException("--budget-ms must be positive, got " + budgetMs);
        }
        State state = position.state();
        if (state.isTerminal()) {
            out.println("{\"position\":" + JsonStrings.quote(position.moves()) + ",\"over\":true,\"score\":"
                    + Solvers.forGame(state.game()).score(state) + ",\"moves\":[],\"exact\":true}");
            return ExitStatus.OK;
        }
        ExactSolver solver = Solvers.forGame(state.game());
        long start = System.nanoTime();
        long deadline = budgetMs == 0 ? Long.MAX_VALUE : start + budgetMs * 1_000_000L;
        Analysis analysis = solver.analyse(state, deadline);
        long ms = (System.nanoTime() - start) / 1_000_000L;
        out.println(json(analysis, ms));
        return ExitStatus.OK;
    }

    static String json(Analysis analysis, long ms) {
        StringBuilder b = analysis.appendJsonMembers(new StringBuilder(300).append('{'));
        return b.append(",\"ms\":").append(ms).append('}').toString();
    }

    /** The two-player commands need a game with an exact solver (the perfect player, analyse). */
    static Game requireSolvable(Game game) {
        if (!Solvers.exists(game)) {
            throw new CliArgs.UsageException(
                    game.id() + " is not a two-player game: use one of " + TwoPlayerPosition.GAMES);
        }
        return game;
    }
}
