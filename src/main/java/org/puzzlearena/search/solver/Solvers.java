package org.puzzlearena.search.solver;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;

/** The exact solvers of the two-player games, each declared once with the game it solves. */
public final class Solvers {

    /** A solver's maker, given the most entries its tables may hold (ignored by one without tables). */
    private record Maker(String game, IntFunction<ExactSolver> make) {}

    private static final List<Maker> MAKERS = List.of(
            new Maker(TicTacToeGame.ID, slots -> new TicTacToeSolver()),
            new Maker(ConnectFourGame.ID, slots -> slots > 0 ? new ConnectFourSolver(slots) : new ConnectFourSolver()));

    private Solvers() {}

    /** A new solver (with its own caches) for {@code game}; throws when the game has none. */
    public static ExactSolver forGame(Game game) {
        return maker(game).make().apply(0);
    }

    /**
     * A new solver for {@code game} whose tables hold at most {@code tableSlots} entries, for callers
     * that keep several solvers alive at once; throws when the game has none.
     */
    public static ExactSolver forGame(Game game, int tableSlots) {
        return maker(game).make().apply(tableSlots);
    }

    public static boolean exists(Game game) {
        return find(game).isPresent();
    }

    private static Maker maker(Game game) {
        return find(game)
                .orElseThrow(() -> new IllegalArgumentException("no exact solver for " + game.id()
                        + ": the solved games are "
                        + String.join(" and ", MAKERS.stream().map(Maker::game).toList())));
    }

    private static Optional<Maker> find(Game game) {
        return MAKERS.stream().filter(m -> m.game().equals(game.id())).findFirst();
    }
}
