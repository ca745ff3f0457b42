package org.puzzlearena.rules;

import java.util.function.IntPredicate;

/**
 * What every two-player board game's state shares (tic-tac-toe, Connect Four): players 0 and 1
 * alternate, player 0 first; the moves are kept once, from the empty board, as small numbers written
 * as the digits 1-9; the game ends with a winner or a full board (a draw). A subclass keeps its own
 * board, decides the winner in {@link #play(int)} and calls {@link #moved(int, boolean)}.
 *
 * <p>Positions are instances: {@code start/<move string>}. The moves that reached the instance
 * are its own ({@link #moveCount()} counts only those played after it).
 */
public abstract class TwoPlayerState implements State {

    private final Game game;
    private String instanceId = MoveStrings.START;
    /**
     * The moves played since the empty board, in the history every game keeps; the instance's are
     * its first {@code base}. Its count is the plies on the board: whose turn it is.
     */
    private final MoveHistory moves;

    private int base;
    private int winner = NO_PLAYER;

    protected TwoPlayerState(Game game) {
        this.game = game;
        this.moves = new MoveHistory(game.maxGameLength());
    }

    /** A copy of {@code o}'s shared part (the subclass copies its board). */
    protected TwoPlayerState(TwoPlayerState o) {
        this.game = o.game;
        this.instanceId = o.instanceId;
        this.moves = o.moves.copy();
        this.base = o.base;
        this.winner = o.winner;
    }

    /** This position as an instance's initial state: the moves so far become the instance's. */
    final void markInitial(String id) {
        this.instanceId = id;
        this.base = moves.count();
    }

    /** Records a move the subclass has just put on its board; {@code wins}: it completed a line. */
    protected final void moved(int move, boolean wins) {
        if (wins) {
            winner = moves.count() & 1;
        }
        moves.add(move);
    }

    /** What a person reads when a move comes after the end ("X has three in a row"). */
    protected abstract String gameOver();

    /**
     * The move a digit text names ("4": move 3), or a refusal; {@code free} says whether the board
     * takes it, else it is refused as "{@code noun} 4 {@code taken}" ("column 4 is full").
     */
    protected final MoveCheck readDigit(
            String text, int count, String expected, IntPredicate free, String noun, String taken) {
        if (winner != NO_PLAYER) {
            return MoveCheck.error("the game is over: " + gameOver());
        }
        String t = text == null ? "" : text.trim();
        if (t.length() != 1 || t.charAt(0) < '1' || t.charAt(0) >= '1' + count) {
            return MoveCheck.error("not a move: expected " + expected);
        }
        int move = t.charAt(0) - '1';
        return free.test(move) ? MoveCheck.ok(move) : MoveCheck.error(noun + " " + t + " " + taken);
    }

    @Override
    public final Game game() {
        return game;
    }

    @Override
    public final String instanceId() {
        return instanceId;
    }

    /** Moves on the board, those of the instance included. */
    public final int plies() {
        return moves.count();
    }

    /** The winner, or {@link #NO_PLAYER} while nobody has a line (a full board is a draw). */
    public final int winner() {
        return winner;
    }

    /** The move string from the empty board to this position. */
    public final String moveString() {
        int plies = moves.count();
        StringBuilder sb = new StringBuilder(plies);
        for (int i = 0; i < plies; i++) {
            sb.append((char) ('1' + moves.at(i)));
        }
        return sb.toString();
    }

    @Override
    public final boolean isTerminal() {
        return winner != NO_PLAYER || moves.count() == game.maxGameLength();
    }

    /** What player 0 gets: +1 won, -1 lost, 0 drawn or not over. */
    @Override
    public final int score() {
        return returns(0);
    }

    @Override
    public final int currentPlayer() {
        return moves.count() & 1;
    }

    @Override
    public final int lastPlayer() {
        return moves.count() == 0 ? NO_PLAYER : (moves.count() - 1) & 1;
    }

    @Override
    public final int returns(int player) {
        if (player != 0 && player != 1) {
            throw new IllegalArgumentException(game.id() + " has players 0 and 1, not " + player);
        }
        if (winner == NO_PLAYER) {
            return ResultKind.DRAW;
        }
        return winner == player ? ResultKind.WIN : ResultKind.LOSS;
    }

    @Override
    public final int moveCount() {
        return moves.count() - base;
    }

    @Override
    public final int moveAt(int index) {
        return moves.at(base + index);
    }

    @Override
    public final String formatMove(int move) {
        return String.valueOf((char) ('1' + move));
    }

    @Override
    public final String detailsJson() {
        return "\"position\":\"" + moveString() + "\",\"winner\":" + winner;
    }
}
