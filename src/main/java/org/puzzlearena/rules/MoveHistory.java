package org.puzzlearena.rules;

/**
 * The moves a {@link State} has played, kept once for every game: a State holds one, answers
 * {@link State#moveCount} and {@link State#moveAt} from it, and copies it with itself.
 *
 * <p>Moves are stored as 16-bit values (every game's move ints are below 65,536: a Morpion window,
 * a SameGame cell, a Sudoku cell and symbol), which halves what a copy allocates and clears; a
 * state is copied once per playout, so this is on the bots' hot path. The capacity is fixed at the
 * game's longest possible game, so {@link #add} neither checks for room nor grows.
 */
public final class MoveHistory {

    /** Every move int of every game is below this. */
    public static final int MOVE_LIMIT = 1 << 16;

    private final char[] moves;
    private int count;

    /** An empty history with room for {@code capacity} moves (the longest possible game). */
    public MoveHistory(int capacity) {
        this.moves = new char[capacity];
    }

    private MoveHistory(MoveHistory from) {
        this.moves = new char[from.moves.length];
        System.arraycopy(from.moves, 0, moves, 0, from.count);
        this.count = from.count;
    }

    /** An independent copy with the same room. */
    public MoveHistory copy() {
        return new MoveHistory(this);
    }

    /** Appends a move; {@code 0 <= move <} {@link #MOVE_LIMIT}, which the games guarantee. */
    public void add(int move) {
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
