package org.puzzlearena.search.solver;

import org.puzzlearena.rules.State;

/**
 * The slow reference the solvers are checked against: negamax with alpha-beta over the rules' own
 * State API (copy, play, returns), no bitboards, no tables, no move tricks. Same score convention:
 * a win scores {@code base} minus the winner's pieces at its win, a loss the negation, a draw 0.
 */
final class PlainNegamax {

    /** 22 for Connect Four, 6 for tic-tac-toe: the win score is this minus the winner's pieces. */
    private final int base;

    private long nodes;

    PlainNegamax(int base) {
        this.base = base;
    }

    long nodes() {
        return nodes;
    }

    /** The exact score from the side to move; {@code pieces} is the number of pieces on the board. */
    int score(State s, int pieces) {
        return negamax(s, pieces, -100, 100);
    }

    private int negamax(State s, int pieces, int alpha, int beta) {
        nodes++;
        if (s.isTerminal()) {
            int mover = s.lastPlayer();
            if (s.returns(mover) > 0) {
                // The last mover won with its last piece: it has (pieces + 1) / 2 of them.
                return -(base - (pieces + 1) / 2);
            }
            return 0;
        }
        int[] moves = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(moves);
        int best = -100;
        for (int i = 0; i < n; i++) {
            State c = s.copy();
            c.play(moves[i]);
            int v = -negamax(c, pieces + 1, -beta, -alpha);
            if (v > best) {
                best = v;
            }
            if (best > alpha) {
                alpha = best;
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }
}
