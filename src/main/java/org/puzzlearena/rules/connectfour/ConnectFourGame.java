package org.puzzlearena.rules.connectfour;

import java.util.List;
import java.util.Optional;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.TensorView;
import org.puzzlearena.rules.TwoPlayerGame;
import org.puzzlearena.rules.TwoPlayerState;

/**
 * Connect Four on the standard 7 columns x 6 rows: two players drop stones in turn, the first to
 * line up four (across, up or diagonally) wins, a full board is a draw. A move is a column, 1 to 7
 * from the left; a position is the move string that reaches it ({@code 4455}).
 */
public final class ConnectFourGame extends TwoPlayerGame {

    /** The game's id in the catalogue, URLs and stored lines. */
    public static final String ID = "connect-four";

    private static final ConnectFourGame INSTANCE = new ConnectFourGame();

    private ConnectFourGame() {
        super(
                ID,
                "Connect Four",
                List.of(MoveStrings.START, "start/4455", "start/44444"),
                "start, or start/<columns played from the empty board, 1-7>, e.g. start/4455",
                "column digits, e.g. 4455");
    }

    public static ConnectFourGame get() {
        return INSTANCE;
    }

    @Override
    public String description() {
        return "Two players drop stones in turn into a board of 7 columns and 6 rows; a stone falls to the lowest empty"
                + " cell of its column. The first to line up four stones across, up or diagonally wins; a full board"
                + " is a draw. A move is a column, 1 to 7 from the left; a game is its moves run together (4455)."
                + " Solved: the first player wins by opening in the centre column.";
    }

    @Override
    protected TwoPlayerState emptyState() {
        return new ConnectFourState(this);
    }

    @Override
    public Optional<TensorView> tensorView() {
        return Optional.of(ConnectFourTensor.VIEW);
    }

    @Override
    public int maxLegalMoves() {
        return Bitboard.COLUMNS;
    }

    @Override
    public int maxGameLength() {
        return Bitboard.CELLS;
    }
}
