package org.puzzlearena.rules.tictactoe;

import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.TwoPlayerState;

/**
 * A tic-tac-toe position: one 9-bit mask per player, bit i for cell i (0 = top left, row by row).
 * Moves are cells 0-8 inside the engine, written 1-9. Player 0 is X and moves first. The score of a
 * position is what X gets: +1 won, -1 lost, 0 drawn or not over.
 *
 * <p>{@link #positionJson()}: {@code {"cells":"X.O......","toMove":0,"moves":"519","winner":-1,
 * "over":false,"line":[]}} where {@code cells} are the nine cells row by row ({@code X}, {@code O},
 * {@code .}), {@code moves} the position's move string from the empty board, {@code winner} 0 (X), 1
 * (O) or -1, {@code line} the cells (1-9) of the winning line. {@link #moveJson(int)}:
 * {@code {"cell":5,"row":2,"col":2,"wins":false}} (rows and columns from 1, from the top left).
 */
public final class TicTacToeState extends TwoPlayerState {

    static final int CELLS = 9;
    private static final int FULL = (1 << CELLS) - 1;
    /** The eight lines: rows, columns, diagonals. */
    private static final int[] LINES = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};

    private int x;
    private int o;
    private int winningLine;

    TicTacToeState(TicTacToeGame game) {
        super(game);
    }

    private TicTacToeState(TicTacToeState s) {
        super(s);
        this.x = s.x;
        this.o = s.o;
        this.winningLine = s.winningLine;
    }

    /** The line of three in {@code marks}, or 0. */
    public static int lineOf(int marks) {
        for (int line : LINES) {
            if ((marks & line) == line) {
                return line;
            }
        }
        return 0;
    }

    /** The cells of {@code player} as a 9-bit mask (bit i = cell i, row by row from the top left). */
    public int marks(int player) {
        return player == 0 ? x : o;
    }

    @Override
    public int legalMoves(int[] out) {
        if (winner() != NO_PLAYER) {
            return 0;
        }
        int n = 0;
        int empty = ~(x | o) & FULL;
        for (int i = 0; i < CELLS; i++) {
            if ((empty & (1 << i)) != 0) {
                out[n++] = i;
            }
        }
        return n;
    }

    @Override
    public int legalMoveCount() {
        return winner() != NO_PLAYER ? 0 : CELLS - plies();
    }

    @Override
    public int randomMove(SplitMix64 rng, int[] buffer) {
        int empty = ~(x | o) & FULL;
        for (int k = rng.nextInt(Integer.bitCount(empty)); k > 0; k--) {
            empty &= empty - 1;
        }
        return Integer.numberOfTrailingZeros(empty);
    }

    @Override
    public void play(int cell) {
        if (currentPlayer() == 0) {
            x |= 1 << cell;
            winningLine = lineOf(x);
        } else {
            o |= 1 << cell;
            winningLine = lineOf(o);
        }
        moved(cell, winningLine != 0);
    }

    @Override
    public State copy() {
        return new TicTacToeState(this);
    }

    @Override
    protected String gameOver() {
        return (winner() == 0 ? "X" : "O") + " has three in a row";
    }

    @Override
    public MoveCheck readMove(String text) {
        return readDigit(
                text,
                CELLS,
                "a cell from 1 to 9, row by row from the top left",
                cell -> ((x | o) & (1 << cell)) == 0,
                "cell",
                "is taken");
    }

    private char symbol(int cell) {
        return (x & (1 << cell)) != 0 ? 'X' : (o & (1 << cell)) != 0 ? 'O' : '.';
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder(40);
        for (int i = 0; i < CELLS; i++) {
            sb.append(symbol(i)).append(i % 3 == 2 ? "\n" : " ");
        }
        sb.append(
                isTerminal()
                        ? (winner() == NO_PLAYER ? "draw" : (winner() == 0 ? "X" : "O") + " wins")
                        : (currentPlayer() == 0 ? "X" : "O") + " to move");
        return sb.append('\n').toString();
    }

    @Override
    public String positionJson() {
        StringBuilder sb = new StringBuilder(120).append("{\"cells\":\"");
        for (int i = 0; i < CELLS; i++) {
            sb.append(symbol(i));
        }
        sb.append("\",\"toMove\":")
                .append(currentPlayer())
                .append(",\"moves\":\"")
                .append(moveString())
                .append("\",\"winner\":")
                .append(winner())
                .append(",\"over\":")
                .append(isTerminal())
                .append(",\"line\":[");
        boolean first = true;
        for (int i = 0; i < CELLS; i++) {
            if ((winningLine & (1 << i)) != 0) {
                sb.append(first ? "" : ",").append(i + 1);
                first = false;
            }
        }
        return sb.append("]}").toString();
    }

    @Override
    public String moveJson(int move) {
        boolean wins = lineOf(marks(currentPlayer()) | (1 << move)) != 0;
        return "{\"cell\":" + (move + 1) + ",\"row\":" + (move / 3 + 1) + ",\"col\":" + (move % 3 + 1) + ",\"wins\":"
                + wins + "}";
    }
}
