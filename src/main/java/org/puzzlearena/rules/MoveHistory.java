package org.puzzlearena.rules;

import java.util.Arrays;

/**
 * The moves a {@link State} has played, kept once for every game: a State holds one, answers
 * {@link State#moveCount} and {@link State#moveAt} from it, and copies it with itself.
 *
 * <p>Moves are stored as 16-bit values (every game's move ints are below 65,536: a Morpion window,
 * a SameGame cell, a Sudoku cell and symbol), which halves what a copy allocates and clears; a
 * state is copied once per playout, so this is on the bots' hot path. A new history has room for
 * the game's longest possible game; a copy has room for {@value #COPY_ROOM} more moves than it holds
 * (at most that longest game), since the longest games are far longer than usual ones (485 moves
 * for Morpion 5T against about 55 in a random playout), and {@link #add} grows the array in the
 * rare game that needs more.
 */
public final class MoveHistory {

    /** Every move int of every game is below this. */
    public static final int MOVE_LIMIT = 1 << 16;

    /** Moves a copy has room for beyond those it holds. */
    static final int COPY_ROOM = 64;

    private char[] moves;
    private int count;

    /** An empty history with room for {@code capacity} moves (the longest possible game). */
    public MoveHistory(int capacity) {
        this.moves = new char[capacity];
    }

    private MoveHistory(MoveHistory from) {
        this.moves = new char[Math.min(from.moves.length, from.count + COPY_ROOM)];
        System.arraycopy(from.moves, 0, moves, 0, from.count);
        this.count = from.count;
    }

    /** An independent copy with the same room. */
    public MoveHistory copy() {
        return new MoveHistory(this);
    }

    /** Appends a move; {@code 0 <= move <} {@link #MOVE_LIMIT}, which the games guarantee. */
    public void add(int move) {
        if (count == moves.length) {
            moves = Arrays.copyOf(moves, Math.max(COPY_ROOM, 2 * moves.length));
        }
        moves[count++] = (char) move;
    }

    /** Number of moves played. */
    public int count() {
        return count;
    }

    /** The i-th move played (0-based). */
    public int at(int index) {
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException("move " + index + " of " + count);
        }
        return moves[index];
    }

    /** The moves played, as a fresh array. */
    public int[] toArray() {
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            out[i] = moves[i];
        }
        return out;
    }
}
