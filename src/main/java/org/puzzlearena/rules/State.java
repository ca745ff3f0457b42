package org.puzzlearena.rules;

import java.util.OptionalInt;

/**
 * A mutable position of a puzzle, cheap to copy. Moves are ints inside the engine; the canonical
 * text of a move is given by {@link #formatMove} and read back by {@link #readMove}.
 *
 * <p>Hot-path methods ({@link #legalMoves}, {@link #play}, {@link #isTerminal}, {@link #score})
 * allocate nothing. They trust their input: {@link #play} with a move that is not legal leaves the
 * state undefined. Untrusted text goes through {@link #readMove} first.
 */
public interface State {

    /** The player of {@link #lastPlayer()} in an initial state, where nobody has moved yet. */
    int NO_PLAYER = -1;

    Game game();

    /** The instance id this state started from. */
    String instanceId();

    /**
     * Writes the legal moves into {@code out} (at least {@link Game#maxLegalMoves()} long) and
     * returns how many there are. The order is deterministic for a given position.
     */
    int legalMoves(int[] out);

    /** Number of legal moves; zero exactly when the state is terminal. */
    int legalMoveCount();

    /**
     * A uniformly random legal move of a non-terminal state; {@code buffer} is scratch space of at
     * least {@link Game#maxLegalMoves()} ints. Games override it with something faster than
     * listing every move, keeping the distribution uniform over the legal moves.
     */
    default int randomMove(SplitMix64 rng, int[] buffer) {
        int n = legalMoves(buffer);
        return buffer[rng.nextInt(n)];
    }

    /** Plays a legal move (as returned by {@link #legalMoves} or {@link #readMove}). */
    void play(int move);

    /** True when no move can be played. */
    boolean isTerminal();

    /** The score of the position as the game defines it (for a finished game, its final score). */
    int score();

    /**
     * The player to move: 0 or 1 ({@link GameType#players()}). A one-player game is always at player
     * 0, so the default serves every puzzle; a two-player game answers for a terminal state too (the
     * player who would have moved next).
     */
    default int currentPlayer() {
        return 0;
    }

    /** The player who made the last move, or {@link #NO_PLAYER} before the first move. */
    default int lastPlayer() {
        return moveCount() == 0 ? NO_PLAYER : 0;
    }

    /**
     * What the position gives {@code player}, read as {@link GameType#result()} says: for a
     * {@link ResultKind#SCORE} game (one player) the score; for {@link ResultKind#WIN_DRAW_LOSS},
     * win, draw or loss (+1, 0, -1) at the end and 0 before it. Not for the hot path of a puzzle:
     * call {@link #score()} there.
     */
    default int returns(int player) {
        if (player != 0) {
            throw new IllegalArgumentException("a one-player game has only player 0, not " + player);
        }
        return score();
    }

    /**
     * What playing {@code move} (a legal move here) adds to {@link #score()} at once, for a game
     * scored in points ({@link ResultKind#SCORE}): a SameGame group's points, with the clearing
     * bonus or the leftover penalty when the move ends the game; 1 for each Morpion line or Sudoku
     * digit. Empty for a game that is won or lost, where a move scores nothing by itself. The points
     * of a line's moves add up to its score. Not for the hot path: it plays the move on a copy.
     */
    default OptionalInt movePoints(int move) {
        if (game().type().result() != ResultKind.SCORE) {
            return OptionalInt.empty();
        }
        State next = copy();
        next.play(move);
        return OptionalInt.of(next.score() - score());
    }

    /**
     * The number of blocks {@code move} (a legal move here) removes, for games whose moves remove a
     * group (SameGame); empty for the others.
     */
    default OptionalInt moveGroupSize(int move) {
        return OptionalInt.empty();
    }

    /** Number of moves played from the initial state. */
    int moveCount();

    /** The i-th move played (0-based). */
    int moveAt(int index);

    /** An independent deep copy: playing on one never changes the other. */
    State copy();

    /** The canonical text of {@code move}, a legal move in this state. */
    String formatMove(int move);

    /**
     * Reads the text of a move in this state: the move, or why it cannot be played here
     * ("point (31,35) already has a dot", "group of size 1"). Never throws for any text.
     */
    MoveCheck readMove(String text);

    /**
     * A code for {@code move} that is stable across positions of one game (a policy key for NRPA
     * and similar learners). Defaults to the move int itself.
     */
    default int moveCode(int move) {
        return move;
    }

    /** A drawing of the position as plain text, for terminals and logs. */
    String render();

    /** The position as one JSON object a client can draw (documented per game in its class comment). */
    String positionJson();

    /**
     * A legal move of this position as one JSON object a client can draw or explain (the new dot
     * and its line, the cells of a group and what removing it scores, ...), documented per game in
     * its class comment. Not for the hot path.
     */
    String moveJson(int move);

    /** Game-specific facts about the position, as JSON members (e.g. {@code "cleared":true}). */
    default String detailsJson() {
        return "";
    }

    /** The moves played so far, as a fresh array. */
    default int[] history() {
        int[] h = new int[moveCount()];
        for (int i = 0; i < h.length; i++) {
            h[i] = moveAt(i);
        }
        return h;
    }
}
