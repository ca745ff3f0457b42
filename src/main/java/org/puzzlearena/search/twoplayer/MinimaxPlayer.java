package org.puzzlearena.search.twoplayer;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.SearchContext;

/**
 * Depth-limited negamax with alpha-beta over the generic State API, with the plain outcome as its
 * only knowledge: a won or lost end within the horizon scores +-(1000 - plies to it), so sooner
 * wins and later losses are preferred; anything beyond the horizon scores 0. Among equally good
 * moves it picks at random (seeded), so a match against it is not one game repeated.
 */
public final class MinimaxPlayer implements Player {

    private static final int WIN = 1000;

    private final int depth;
    private final SplitMix64 rng;
    private long nodes;

    public MinimaxPlayer(int depth, long seed) {
        if (depth < 1 || depth > 12) {
            throw new IllegalArgumentException("depth: from 1 to 12");
        }
        this.depth = depth;
        this.rng = new SplitMix64(seed);
    }

    @Override
    public String name() {
        return "minimax:depth=" + depth;
    }

    @Override
    public Decision decide(State position, SearchContext context) {
        int[] moves = new int[position.game().maxLegalMoves()];
        int n = position.legalMoves(moves);
        long before = nodes;
        int best = Integer.MIN_VALUE;
        List<Integer> bestMoves = new ArrayList<>();
        List<MoveValue> values = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            State child = position.copy();
            int mover = child.currentPlayer();
            child.play(moves[i]);
            int v = -negamax(child, depth - 1, 1, -WIN - 1, WIN + 1, mover);
            values.add(new MoveValue(moves[i], v));
            if (v > best) {
                best = v;
                bestMoves.clear();
            }
            if (v == best) {
                bestMoves.add(moves[i]);
            }
        }
        int move = bestMoves.get(rng.nextInt(bestMoves.size()));
        return new Decision(move, new Minimax(nodes - before, List.copyOf(values)));
    }

    /**
     * The value from the side to move in {@code s}, {@code ply} plies below the root; {@code mover}
     * made the last move.
     */
    private int negamax(State s, int remaining, int ply, int alpha, int beta, int mover) {
        nodes++;
        if (s.isTerminal()) {
            int r = s.returns(mover);
            // The side to move here is the mover's opponent.
            return r > 0 ? -(WIN - ply) : r < 0 ? WIN - ply : 0;
        }
        if (remaining == 0) {
            return 0;
        }
        int[] moves = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(moves);
        int best = -WIN - 1;
        for (int i = 0; i < n; i++) {
            State child = s.copy();
            int next = child.currentPlayer();
            child.play(moves[i]);
            int v = -negamax(child, remaining - 1, ply + 1, -beta, -alpha, next);
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
