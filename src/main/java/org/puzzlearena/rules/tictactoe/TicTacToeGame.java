package org.puzzlearena.rules.tictactoe;

import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;

/**
 * Tic-tac-toe on 3x3: X (player 0) and O take turns marking an empty cell; three in a row, column
 * or diagonal wins, a full board is a draw. A move is a cell, 1 to 9 row by row from the top left;
 * a position is the move string that reaches it ({@code 519}).
 */
public final class TicTacToeGame implements Game {

    private static final GameType TYPE = GameType.twoPlayer("tic-tac-toe");
    private static final SolutionFormat FORMAT = new MoveStrings.Format("cell digits, e.g. 519");
    private static final TicTacToeGame INSTANCE = new TicTacToeGame();
    static final String SYNTAX = "start, or start/<cells played from the empty board, 1-9>, e.g. start/519";

    private TicTacToeGame() {
    }

    public static TicTacToeGame get() {
        return INSTANCE;
    }

    @Override
    public String id() {
        return "tic-tac-toe";
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public String title() {
        return "Tic-tac-toe";
    }

    @Override
    public String description() {
        return "X and O take turns marking an empty cell of a 3x3 board, X first; three marks in a row, column or"
                + " diagonal win, a full board is a draw. A move is a cell, 1 to 9 row by row from the top left; a game"
                + " is its moves run together (519). With perfect play every game is a draw.";
    }

    @Override
    public List<String> instances() {
        return List.of(MoveStrings.START, "start/519");
    }

    @Override
    public String instanceSyntax() {
        return SYNTAX;
    }

    @Override
    public String defaultInstance() {
        return MoveStrings.START;
    }

    @Override
    public State newInitialState(String instanceId) {
        TicTacToeState s = new TicTacToeState(this);
        MoveStrings.reach(s, instanceId, SYNTAX);
        return s.asInitial(instanceId);
    }

    @Override
    public int maxLegalMoves() {
        return TicTacToeState.CELLS;
    }

    @Override
    public int maxGameLength() {
        return TicTacToeState.CELLS;
    }

    @Override
    public SolutionFormat solutionFormat() {
        return FORMAT;
    }
}
