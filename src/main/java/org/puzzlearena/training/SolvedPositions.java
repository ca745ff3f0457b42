package org.puzzlearena.training;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.search.solver.Analysis;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.Solvers;

/**
 * Connect Four positions from varied games, labelled by our exact solver: the supervised stage's
 * data and the graded position sets. Games are played by a mix of random moves and the solver's best
 * moves (so positions are neither all chaos nor all one opening line: each game draws how often it
 * follows the solver); a position is kept when the solver settles it and every move within the
 * budget. One generator serves one thread (the solver keeps its table between positions).
 */
public final class SolvedPositions {

    /** Stones before which games are random, and the solver's time for choosing a move after that. */
    private static final int GREEDY_FROM = 12;

    private static final long GREEDY_MILLIS = 20;

    private final Game game = ConnectFourGame.get();
    private final ExactSolver solver = Solvers.forGame(game);
    private final SplitMix64 rng;
    private final int minStones;
    private final int maxStones;
    private final long solveMillis;
    private final int[] moves = new int[7];
    private long skipped;

    /** Positions of {@code minStones} to {@code maxStones} stones, seeded, each solved within {@code solveMillis}. */
    public SolvedPositions(int minStones, int maxStones, long seed, long solveMillis) {
        if (minStones < 0 || maxStones > 41 || minStones > maxStones) {
            throw new IllegalArgumentException("stones: 0 <= min <= max <= 41");
        }
        this.rng = new SplitMix64(seed);
        this.minStones = minStones;
        this.maxStones = maxStones;
        this.solveMillis = solveMillis;
    }

    /** Positions the solver did not settle within the budget so far (left out, not guessed). */
    public long skipped() {
        return skipped;
    }

    /** The next labelled position (games that end before their stone count are drawn again). */
    public LabelledPosition next() {
        while (true) {
            State s = game.newInitialState("start");
            StringBuilder line = new StringBuilder();
            int stones = minStones + rng.nextInt(maxStones - minStones + 1);
            double greedy = rng.nextDouble();
            while (s.moveCount() < stones && !s.isTerminal()) {
                int n = s.legalMoves(moves);
                int move = moves[rng.nextInt(n)];
                // The solver's choice only where it is quick (from 12 stones on): early positions are
                // varied by the random moves, and an unsettled analysis leaves the random move.
                if (s.moveCount() >= GREEDY_FROM && rng.nextDouble() < greedy) {
                    Analysis a = solver.analyse(s, System.nanoTime() + GREEDY_MILLIS * 1_000_000L);
                    if (a.isExact()) {
                        move = bestMove(a);
                    }
                }
                line.append(s.formatMove(move));
                s.play(move);
            }
            if (s.isTerminal()) {
                continue;
            }
            Analysis a = solver.analyse(s, System.nanoTime() + solveMillis * 1_000_000L);
            if (!a.isExact()) {
                skipped++;
                continue;
            }
            int[] scores = new int[7];
            Arrays.fill(scores, LabelledPosition.ILLEGAL);
            for (Analysis.MoveScore m : a.moves()) {
                scores[m.move()] = m.score().lower();
            }
            return new LabelledPosition(line.toString(), a.exactScore(), scores);
        }
    }

    /**
     * {@code count} labelled training examples with {@code minStones} to {@code maxStones} stones,
     * seeded; {@code progress} hears each 10% done.
     */
    public static List<SolvedPosition> generate(
            int count, int minStones, int maxStones, long seed, long perPositionMillis, Consumer<String> progress) {
        SolvedPositions source = new SolvedPositions(minStones, maxStones, seed, perPositionMillis);
        List<SolvedPosition> out = new ArrayList<>(count);
        while (out.size() < count) {
            out.add(source.next().example(source.game));
            if (out.size() % Math.max(1, count / 10) == 0) {
                progress.accept("positions: " + out.size() + " of " + count + " solved (" + source.skipped()
                        + " skipped: not solved within " + perPositionMillis + " ms)");
            }
        }
        return out;
    }

    /** One of the best moves of an exact analysis, at random. */
    private int bestMove(Analysis a) {
        int best = a.exactScore();
        List<Integer> optimal = new ArrayList<>();
        for (Analysis.MoveScore m : a.moves()) {
            if (m.score().lower() == best) {
                optimal.add(m.move());
            }
        }
        return optimal.get(rng.nextInt(optimal.size()));
    }
}
