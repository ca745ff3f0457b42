package org.puzzlearena.rules.catalog;

import java.util.List;
import java.util.Optional;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.morpion.MorpionGame;
import org.puzzlearena.rules.samegame.SameGameGame;
import org.puzzlearena.rules.sudoku.SudokuGame;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;
import org.puzzlearena.rules.tree.BinaryTreeGame;

/**
 * The registry of every game the platform knows, puzzles first, then two-player games, in catalogue
 * order. A package of its own above the games: each game's package depends on the rules' API in
 * {@code org.puzzlearena.rules}, and the registry on every game, so in that package it made a cycle.
 */
public final class Games {

    private static final List<Game> ALL = List.of(
            MorpionGame.touching(),
            MorpionGame.disjoint(),
            SameGameGame.papers(),
            SameGameGame.jsGames(),
            new SudokuGame(),
            BinaryTreeGame.leftMove(),
            BinaryTreeGame.leftmostPath(),
            TicTacToeGame.get(),
            ConnectFourGame.get());

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
