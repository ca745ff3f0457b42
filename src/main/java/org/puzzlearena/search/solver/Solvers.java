package org.puzzlearena.search.solver;

import org.puzzlearena.rules.Game;

/** The exact solver of a two-player game, by its id. */
public final class Solvers {

    private Solvers() {}

    /** A new solver (with its own caches) for {@code game}; throws when the game has none. */
    public static ExactSolver forGame(Game game) {
        return switch (game.id()) {
            case "tic-tac-toe" -> new TicTacToeSolver();
            case "connect-four" -> new ConnectFourSolver();
            default ->
                throw new IllegalArgumentException(
                        "no exact solver for " + game.id() + ": the solved games are tic-tac-toe and connect-four");
        };
    }

    public static boolean exists(Game game) {
        return game.id().equals("tic-tac-toe") || game.id().equals("connect-four");
    }
}
