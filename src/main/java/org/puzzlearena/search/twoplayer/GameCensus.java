package org.puzzlearena.search.twoplayer;

import java.util.HashSet;
import java.util.Set;
import org.puzzlearena.rules.State;

/**
 * Every game from a position, counted by walking the whole game tree: the distinct positions
 * reached (the start included; two move orders reaching the same board count once) and the games,
 * by result. Feasible for tic-tac-toe (255,168 games), which is what the lab shows it for: the
 * counts people quote for the game, computed by the rules rather than copied.
 *
 * @param positions distinct positions, by their drawing ({@link State#render()})
 * @param terminal those of them where the game is over
 */
public record GameCensus(long positions, long terminal, long games, long firstWins, long secondWins, long draws) {

    public static GameCensus of(State start) {
        Walk w = new Walk();
        w.visit(start.copy());
        return new GameCensus(w.seen.size(), w.terminal, w.games, w.wins[0], w.wins[1], w.draws);
    }

    private static final class Walk {
        final Set<String> seen = new HashSet<>();
        final long[] wins = new long[2];
        long terminal;
        long games;
        long draws;

        void visit(State s) {
            boolean fresh = seen.add(s.render());
            if (s.isTerminal()) {
                terminal += fresh ? 1 : 0;
                games++;
                if (s.returns(0) > 0) {
                    wins[0]++;
                } else if (s.returns(1) > 0) {
                    wins[1]++;
                } else {
                    draws++;
                }
                return;
            }
            int[] moves = new int[s.legalMoveCount()];
            int n = s.legalMoves(moves);
            for (int i = 0; i < n; i++) {
                State next = s.copy();
                next.play(moves[i]);
                visit(next);
            }
        }
    }
}
