package org.puzzlearena.training;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Games;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.deep.BoardEncoding;
import org.puzzlearena.search.solver.Analysis;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.Solvers;

/**
 * The supervised stage's data: Connect Four positions from varied games, labelled by our exact
 * solver. Games are played by a mix of random moves and the solver's best moves (so positions are
 * neither all chaos nor all one opening line); a position is kept when the solver settles it within
 * the budget, with the solved outcome as the value target and every optimal move, equally, as the
 * policy target.
 */
public final class SolvedPositions {

    /** Stones before which games are random, and the solver's time for choosing a move after that. */
    private static final int GREEDY_FROM = 12;

    private static final long GREEDY_MILLIS = 20;

    private SolvedPositions() {}

    /**
     * {@code count} labelled positions with {@code minStones} to {@code maxStones} stones, seeded;
     * {@code progress} hears each 10% done.
     */
    public static List<SolvedPosition> generate(
            int count, int minStones, int maxStones, long seed, long perPositionMillis, Consumer<String> progress) {
        Game game = Games.byId("connect-four").orElseThrow();
        ExactSolver solver = Solvers.forGame(game);
        SplitMix64 rng = new SplitMix64(seed);
        List<SolvedPosition> out = new ArrayList<>(count);
        int[] moves = new int[game.maxLegalMoves()];
        long skipped = 0;
        while (out.size() < count) {
            State s = game.newInitialState("start");
            int stones = minStones + rng.nextInt(maxStones - minStones + 1);
            double greedy = rng.nextDouble(); // how often this game's moves are the solver's best
            while (s.moveCount() < stones && !s.isTerminal()) {
                int n = s.legalMoves(moves);
                int move = moves[rng.nextInt(n)];
                // The solver's choice only where it is quick (from 12 stones on): early positions are
                // varied by the random moves, and an unsettled analysis leaves the random move.
                if (s.moveCount() >= GREEDY_FROM && rng.nextDouble() < greedy) {
                    Analysis a = solver.analyse(s, System.nanoTime() + GREEDY_MILLIS * 1_000_000L);
                    if (a.isExact()) {
                        move = bestMove(a, rng);
                    }
                }
                s.play(move);
            }
            if (s.isTerminal()) {
                continue;
            }
            Analysis a = solver.analyse(s, System.nanoTime() + perPositionMillis * 1_000_000L);
            if (!a.isExact()) {
                skipped++;
                continue;
            }
            out.add(label(s, a));
            if (out.size() % Math.max(1, count / 10) == 0) {
                progress.accept("positions: " + out.size() + " of " + count + " solved (" + skipped
                        + " skipped: not solved within " + perPositionMillis + " ms)");
            }
        }
        return out;
    }

    /** One of the best moves of an exact analysis, at random. */
    private static int bestMove(Analysis a, SplitMix64 rng) {
        int best = Integer.MIN_VALUE;
        for (Analysis.MoveScore m : a.moves()) {
            best = Math.max(best, m.score().lower());
        }
        List<Integer> optimal = new ArrayList<>();
        for (Analysis.MoveScore m : a.moves()) {
            if (m.score().lower() == best) {
                optimal.add(m.move());
            }
        }
        return optimal.get(rng.nextInt(optimal.size()));
    }

    /** The example of an exactly analysed position. */
    static SolvedPosition label(State s, Analysis a) {
        float[] input = new float[BoardEncoding.INPUTS];
        BoardEncoding.encode(s, input);
        int best = a.exactScore();
        float[] policy = new float[BoardEncoding.OUTPUTS];
        int optimal = 0;
        for (Analysis.MoveScore m : a.moves()) {
            if (m.score().lower() == best) {
                policy[BoardEncoding.output(m.move())] = 1;
                optimal++;
            }
        }
        for (int i = 0; i < policy.length; i++) {
            policy[i] /= optimal;
        }
        int[] outcomes = new int[BoardEncoding.OUTPUTS];
        java.util.Arrays.fill(outcomes, SolvedPosition.ILLEGAL);
        for (Analysis.MoveScore m : a.moves()) {
            outcomes[BoardEncoding.output(m.move())] = Integer.signum(m.score().lower());
        }
        return new SolvedPosition(input, policy, Integer.signum(best), outcomes);
    }
}
