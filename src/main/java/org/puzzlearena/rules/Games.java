package org.puzzlearena.rules;

import java.util.List;
import java.util.Optional;

/** The registry of every game the platform knows, puzzles first, then two-player games, in catalogue order. */
public final class Games {

    private static final List<Game> ALL = List.of(
            org.puzzlearena.rules.morpion.MorpionGame.touching(),
            org.puzzlearena.rules.morpion.MorpionGame.disjoint(),
            org.puzzlearena.rules.samegame.SameGameGame.papers(),
            org.puzzlearena.rules.samegame.SameGameGame.jsGames(),
            new org.puzzlearena.rules.sudoku.SudokuGame(),
            org.puzzlearena.rules.tree.BinaryTreeGame.leftMove(),
            org.puzzlearena.rules.tree.BinaryTreeGame.leftmostPath(),
            org.puzzlearena.rules.tictactoe.TicTacToeGame.get(),
            org.puzzlearena.rules.connectfour.ConnectFourGame.get());

    private Games() {}

    public static List<Game> all() {
        return ALL;
    }

    public static Optional<Game> byId(String id) {
        for (Game g : ALL) {
            if (g.id().equals(id)) {
                return Optional.of(g);
            }
        }
        return Optional.empty();
    }
}
