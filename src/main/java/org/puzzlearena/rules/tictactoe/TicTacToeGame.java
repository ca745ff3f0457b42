package org.puzzlearena.rules.tictactoe;

import java.util.List;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.TwoPlayerGame;
import org.puzzlearena.rules.TwoPlayerState;

/**
 * Tic-tac-toe on 3x3: X (player 0) and O take turns marking an empty cell; three in a row, column
 * or diagonal wins, a full board is a draw. A move is a cell, 1 to 9 row by row from the top left;
 * a position is the move string that reaches it ({@code 519}).
 */
public final class TicTacToeGame extends TwoPlayerGame {

    /** The game's id in the catalogue, URLs and stored lines. */
    public static final String ID = "tic-tac-toe";

    private static final TicTacToeGame INSTANCE = new TicTacToeGame();

    private TicTacToeGame() {
        super(
                ID,
                "Tic-tac-toe",
                List.of(MoveStrings.START, "start/519"),
                "start, or start/<cells played from the empty board, 1-9>, e.g. start/519",
                "cell digits, e.g. 519",
                GameType.Trait.SMALL_TREE);
    }

    public static TicTacToeGame get() {
        return INSTANCE;
    }

    @Override
    public String description() {
        return "X and O take turns marking an empty cell of a 3x3 board, X first; three marks in a row, column or"
                + " diagonal win, a full board is a draw. A move is a cell, 1 to 9 row by row from the top left; a game"
                + " is its moves run together (519). With perfect play every game is a draw.";
    }

    @Override
    protected TwoPlayerState emptyState() {
        return new TicTacToeState(this);
    }

    @Override
    public int maxLegalMoves() {
        return TicTacToeState.CELLS;
    }

    @Override
    public int maxGameLength() {
        return TicTacToeState.CELLS;
    }
}
