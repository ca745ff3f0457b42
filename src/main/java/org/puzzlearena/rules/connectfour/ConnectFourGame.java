package org.puzzlearena.rules.connectfour;

import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;

/**
 * Connect Four on the standard 7 columns x 6 rows: two players drop stones in turn, the first to
 * line up four (across, up or diagonally) wins, a full board is a draw. A move is a column, 1 to 7
 * from the left; a position is the move string that reaches it ({@code 4455}).
 */
public final class ConnectFourGame implements Game {

    private static final GameType TYPE = GameType.twoPlayer("connect-four");
    private static final SolutionFormat FORMAT = new MoveStrings.Format("column digits, e.g. 4455");
    private static final ConnectFourGame INSTANCE = new ConnectFourGame();
    static final String SYNTAX = "start, or start/<columns played from the empty board, 1-7>, e.g. start/4455";

    private ConnectFourGame() {
    }

    public static ConnectFourGame get() {
        return INSTANCE;
    }

    @Override
    public String id() {
        return "connect-four";
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public String title() {
        return "Connect Four";
    }

    @Override
    public String description() {
        return "Two players drop stones in turn into a board of 7 columns and 6 rows; a stone falls to the lowest empty"
                + " cell of its column. The first to line up four stones across, up or diagonally wins; a full board"
                + " is a draw. A move is a column, 1 to 7 from the left; a game is its moves run together (4455)."
                + " Solved: the first player wins by opening in the centre column.";
    }

    @Override
    public List<String> instances() {
        return List.of(MoveStrings.START, "start/4455", "start/44444");
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
        ConnectFourState s = new ConnectFourState(this);
        MoveStrings.reach(s, instanceId, SYNTAX);
        return s.asInitial(instanceId);
    }

    @Override
    public int maxLegalMoves() {
        return Bitboard.COLUMNS;
    }

    @Override
    public int maxGameLength() {
        return Bitboard.CELLS;
    }

    @Override
    public SolutionFormat solutionFormat() {
        return FORMAT;
    }
}
