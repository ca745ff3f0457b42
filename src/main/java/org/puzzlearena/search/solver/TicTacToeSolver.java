package org.puzzlearena.search.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;
import org.puzzlearena.rules.tictactoe.TicTacToeState;

/**
 * Tic-tac-toe by full minimax (negamax), memoised on the two players' marks: at most 3^9 positions,
 * so every answer is exact and instant. Scores prefer sooner wins, as Connect Four's do: a win for
 * the side to move is {@code 6 - its marks on the board at its win} (3 for a win with its third
 * mark, 1 with its fifth), a loss the negation, 0 a draw.
 */
public final class TicTacToeSolver implements ExactSolver {

    private static final int FULL = (1 << 9) - 1;
    private static final byte UNKNOWN = Byte.MIN_VALUE;
    /** Memo by {@code x << 9 | o}: the score from the side to move. */
    private final byte[] memo = new byte[1 << 18];

    private long nodes;

    public TicTacToeSolver() {
        Arrays.fill(memo, UNKNOWN);
    }

    @Override
    public String game() {
        return TicTacToeGame.ID;
    }

    @Override
    public String scoreConvention() {
        return "from the side to move: a win scores 6 minus the winner's marks at its win (3 = a win with its third"
                + " mark), a loss the negation, 0 a draw";
    }

    @Override
    public Analysis analyse(State position, long deadlineNanos) {
        TicTacToeState s = (TicTacToeState) position;
        if (s.isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move to analyse");
        }
        long before = nodes;
        int mover = s.currentPlayer();
        int mine = s.marks(mover);
        int theirs = s.marks(1 - mover);
        List<Analysis.MoveScore> moves = new ArrayList<>();
        int best = Integer.MIN_VALUE;
        for (int cell = 0; cell < 9; cell++) {
            if (((mine | theirs) & (1 << cell)) == 0) {
                int score = afterMove(mine, theirs, cell);
                best = Math.max(best, score);
                moves.add(new Analysis.MoveScore(cell, String.valueOf(cell + 1), Analysis.Bounds.exact(score)));
            }
        }
        return new Analysis(s.moveString(), mover, Analysis.Bounds.exact(best), moves, nodes - before);
    }

    @Override
    public int score(State position) {
        TicTacToeState s = (TicTacToeState) position;
        if (s.winner() != State.NO_PLAYER) {
            // The last mover won with its last mark: a loss for the side to move.
            return -(6 - Integer.bitCount(s.marks(s.winner())));
        }
        if (s.isTerminal()) {
            return 0;
        }
        return negamax(s.marks(s.currentPlayer()), s.marks(1 - s.currentPlayer()));
    }

    /** The score, for the mover, of marking {@code cell}. */
    private int afterMove(int mine, int theirs, int cell) {
        int now = mine | (1 << cell);
        if (TicTacToeState.lineOf(now) != 0) {
            return 6 - Integer.bitCount(now);
        }
        if ((now | theirs) == FULL) {
            return 0;
        }
        return -negamax(theirs, now);
    }

    /** The score of a live position (no line yet, an empty cell left) from the side to move. */
    private int negamax(int mine, int theirs) {
        int key = mine << 9 | theirs;
        if (memo[key] != UNKNOWN) {
            return memo[key];
        }
        nodes++;
        int best = Integer.MIN_VALUE;
        int empty = ~(mine | theirs) & FULL;
        for (int e = empty; e != 0; e &= e - 1) {
            best = Math.max(best, afterMove(mine, theirs, Integer.numberOfTrailingZeros(e)));
        }
        memo[key] = (byte) best;
        return best;
    }
}
