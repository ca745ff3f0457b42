package org.puzzlearena.rules.connectfour;

import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.TwoPlayerState;

/**
 * A Connect Four position as bitboards ({@link Bitboard}): one long of stones per player and their
 * union. Moves are columns 0-6 inside the engine, written 1-7. Player 0 moves first. The score of
 * a position is what player 0 gets: +1 won, -1 lost, 0 drawn or not over.
 *
 * <p>{@link #positionJson()}: {@code {"columns":7,"rows":6,"cells":["......." x 6],"toMove":0,
 * "moves":"4455","winner":-1,"over":false,"four":[[col,row],...]}} where {@code cells} are the rows from
 * the top, {@code 0} a stone of player 0, {@code 1} of player 1, {@code .} empty; {@code moves}
 * the position's move string from the empty board; {@code winner} 0, 1, or -1 (nobody yet, or a
 * draw when {@code over}); {@code four} the cells of the winning line(s), columns and rows from 1,
 * rows from the bottom. {@link #moveJson(int)}: {@code {"column":4,"row":1,"wins":false}}: where the
 * stone lands (from 1, rows from the bottom) and whether it wins.
 */
public final class ConnectFourState extends TwoPlayerState {

    /** Stones of player 0 and player 1. */
    private long stones0;

    private long stones1;
    private long mask;

    ConnectFourState(ConnectFourGame game) {
        super(game);
    }

    private ConnectFourState(ConnectFourState o) {
        super(o);
        this.stones0 = o.stones0;
        this.stones1 = o.stones1;
        this.mask = o.mask;
    }

    /** Stones of {@code player}, as bits of {@link Bitboard}. */
    public long stones(int player) {
        return player == 0 ? stones0 : stones1;
    }

    /** Every stone on the board. */
    public long mask() {
        return mask;
    }

    @Override
    public int legalMoves(int[] out) {
        if (winner() != NO_PLAYER) {
            return 0;
        }
        int n = 0;
        for (int c = 0; c < Bitboard.COLUMNS; c++) {
            if (Bitboard.canPlay(mask, c)) {
                out[n++] = c;
            }
        }
        return n;
    }

    @Override
    public int legalMoveCount() {
        if (winner() != NO_PLAYER) {
            return 0;
        }
        // Each open column has exactly one empty top cell.
        return Long.bitCount(~mask & topRow());
    }

    private static long topRow() {
        return Bitboard.BOTTOM << (Bitboard.ROWS - 1);
    }

    @Override
    public int randomMove(SplitMix64 rng, int[] buffer) {
        long open = ~mask & topRow();
        int k = rng.nextInt(Long.bitCount(open));
        for (int i = 0; i < k; i++) {
            open &= open - 1;
        }
        return Long.numberOfTrailingZeros(open) / Bitboard.STRIDE;
    }

    @Override
    public void play(int column) {
        long cell = Bitboard.landing(mask, column);
        mask |= cell;
        boolean wins;
        if (currentPlayer() == 0) {
            stones0 |= cell;
            wins = Bitboard.hasFour(stones0);
        } else {
            stones1 |= cell;
            wins = Bitboard.hasFour(stones1);
        }
        moved(column, wins);
    }

    @Override
    public State copy() {
        return new ConnectFourState(this);
    }

    @Override
    protected String gameOver() {
        return "player " + winner() + " has four in a row";
    }

    @Override
    public MoveCheck readMove(String text) {
        return readDigit(
                text, Bitboard.COLUMNS, "a column from 1 to 7", c -> Bitboard.canPlay(mask, c), "column", "is full");
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder(100);
        for (int row = Bitboard.ROWS - 1; row >= 0; row--) {
            sb.append('|');
            for (int c = 0; c < Bitboard.COLUMNS; c++) {
                sb.append(' ').append(symbol(c, row, 'X', 'O'));
            }
            sb.append(" |\n");
        }
        sb.append("  1 2 3 4 5 6 7\n");
        sb.append(
                isTerminal()
                        ? (winner() == NO_PLAYER ? "draw" : (winner() == 0 ? "X" : "O") + " wins")
                        : (currentPlayer() == 0 ? "X" : "O") + " to move");
        return sb.append('\n').toString();
    }

    private char symbol(int column, int row, char first, char second) {
        long cell = Bitboard.bottom(column) << row;
        return (stones0 & cell) != 0 ? first : (stones1 & cell) != 0 ? second : '.';
    }

    @Override
    public String positionJson() {
        StringBuilder sb = new StringBuilder(200);
        sb.append("{\"columns\":7,\"rows\":6,\"cells\":[");
        for (int row = Bitboard.ROWS - 1; row >= 0; row--) {
            sb.append('"');
            for (int c = 0; c < Bitboard.COLUMNS; c++) {
                sb.append(symbol(c, row, '0', '1'));
            }
            sb.append('"').append(row > 0 ? "," : "");
        }
        sb.append("],\"toMove\":")
                .append(currentPlayer())
                .append(",\"moves\":\"")
                .append(moveString())
                .append("\",\"winner\":")
                .append(winner())
                .append(",\"over\":")
                .append(isTerminal())
                .append(",\"four\":[");
        long four = winner() == NO_PLAYER ? 0 : fourCells(stones(winner()));
        boolean first = true;
        for (long f = four; f != 0; f &= f - 1) {
            long cell = f & -f;
            sb.append(first ? "" : ",")
                    .append('[')
                    .append(Bitboard.columnOf(cell) + 1)
                    .append(',')
                    .append(Bitboard.rowOf(cell) + 1)
                    .append(']');
            first = false;
        }
        return sb.append("]}").toString();
    }

    /** Every stone that is part of a line of four. */
    private static long fourCells(long p) {
        long cells = 0;
        for (int shift : new int[] {1, Bitboard.STRIDE, Bitboard.STRIDE - 1, Bitboard.STRIDE + 1}) {
            long start = p & (p >>> shift) & (p >>> (2 * shift)) & (p >>> (3 * shift));
            cells |= start | (start << shift) | (start << (2 * shift)) | (start << (3 * shift));
        }
        return cells;
    }

    @Override
    public String moveJson(int move) {
        long cell = Bitboard.landing(mask, move);
        boolean wins = Bitboard.hasFour(stones(currentPlayer()) | cell);
        return "{\"column\":" + (move + 1) + ",\"row\":" + (Bitboard.rowOf(cell) + 1) + ",\"wins\":" + wins + "}";
    }
}
