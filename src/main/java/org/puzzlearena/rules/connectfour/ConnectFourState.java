package org.puzzlearena.rules.connectfour;

import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.ResultKind;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

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
public final class ConnectFourState implements State {

    private final ConnectFourGame game;
    private String instanceId = MoveStrings.START;
    /** Stones of player 0 and player 1. */
    private long stones0;
    private long stones1;
    private long mask;
    /** Stones on the board, the instance's included: whose turn it is. */
    private int plies;
    /** The columns played since the empty board; the instance's first {@code base} of them. */
    private final byte[] columns = new byte[Bitboard.CELLS];
    private int base;
    private int winner = NO_PLAYER;

    ConnectFourState(ConnectFourGame game) {
        this.game = game;
    }

    private ConnectFourState(ConnectFourState o) {
        this.game = o.game;
        this.instanceId = o.instanceId;
        this.stones0 = o.stones0;
        this.stones1 = o.stones1;
        this.mask = o.mask;
        this.plies = o.plies;
        System.arraycopy(o.columns, 0, this.columns, 0, o.plies);
        this.base = o.base;
        this.winner = o.winner;
    }

    /** This position as an instance's initial state: the moves so far become the instance's. */
    ConnectFourState asInitial(String id) {
        this.instanceId = id;
        this.base = plies;
        return this;
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public String instanceId() {
        return instanceId;
    }

    /** Stones of {@code player}, as bits of {@link Bitboard}. */
    public long stones(int player) {
        return player == 0 ? stones0 : stones1;
    }

    /** Every stone on the board. */
    public long mask() {
        return mask;
    }

    /** Stones on the board, those of the instance included. */
    public int plies() {
        return plies;
    }

    /** The move string from the empty board to this position. */
    public String moveString() {
        StringBuilder sb = new StringBuilder(plies);
        for (int i = 0; i < plies; i++) {
            sb.append((char) ('1' + columns[i]));
        }
        return sb.toString();
    }

    @Override
    public int legalMoves(int[] out) {
        if (winner != NO_PLAYER) {
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
        if (winner != NO_PLAYER) {
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
        if ((plies & 1) == 0) {
            stones0 |= cell;
            if (Bitboard.hasFour(stones0)) {
                winner = 0;
            }
        } else {
            stones1 |= cell;
            if (Bitboard.hasFour(stones1)) {
                winner = 1;
            }
        }
        columns[plies++] = (byte) column;
    }

    @Override
    public boolean isTerminal() {
        return winner != NO_PLAYER || plies == Bitboard.CELLS;
    }

    @Override
    public int score() {
        return returns(0);
    }

    @Override
    public int currentPlayer() {
        return plies & 1;
    }

    @Override
    public int lastPlayer() {
        return plies == 0 ? NO_PLAYER : (plies - 1) & 1;
    }

    @Override
    public int returns(int player) {
        if (player != 0 && player != 1) {
            throw new IllegalArgumentException("Connect Four has players 0 and 1, not " + player);
        }
        if (winner == NO_PLAYER) {
            return ResultKind.DRAW;
        }
        return winner == player ? ResultKind.WIN : ResultKind.LOSS;
    }

    /** The winner, or {@link #NO_PLAYER} while nobody has four in a row (a full board is a draw). */
    public int winner() {
        return winner;
    }

    @Override
    public int moveCount() {
        return plies - base;
    }

    @Override
    public int moveAt(int index) {
        return columns[base + index];
    }

    @Override
    public State copy() {
        return new ConnectFourState(this);
    }

    @Override
    public String formatMove(int move) {
        return String.valueOf((char) ('1' + move));
    }

    @Override
    public MoveCheck readMove(String text) {
        if (winner != NO_PLAYER) {
            return MoveCheck.error("the game is over: player " + winner + " has four in a row");
        }
        String t = text == null ? "" : text.trim();
        if (t.length() != 1 || t.charAt(0) < '1' || t.charAt(0) > '7') {
            return MoveCheck.error("not a move: expected a column from 1 to 7");
        }
        int column = t.charAt(0) - '1';
        if (!Bitboard.canPlay(mask, column)) {
            return MoveCheck.error("column " + t + " is full");
        }
        return MoveCheck.ok(column);
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
        sb.append(isTerminal() ? (winner == NO_PLAYER ? "draw" : (winner == 0 ? "X" : "O") + " wins")
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
        sb.append("],\"toMove\":").append(currentPlayer())
                .append(",\"moves\":\"").append(moveString())
                .append("\",\"winner\":").append(winner)
                .append(",\"over\":").append(isTerminal())
                .append(",\"four\":[");
        long four = winner == NO_PLAYER ? 0 : fourCells(stones(winner));
        boolean first = true;
        for (long f = four; f != 0; f &= f - 1) {
            long cell = f & -f;
            sb.append(first ? "" : ",").append('[').append(Bitboard.columnOf(cell) + 1).append(',')
                    .append(Bitboard.rowOf(cell) + 1).append(']');
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

    @Override
    public String detailsJson() {
        return "\"position\":\"" + moveString() + "\",\"winner\":" + winner;
    }
}
