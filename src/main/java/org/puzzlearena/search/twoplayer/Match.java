package org.puzzlearena.search.twoplayer;

import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.Solvers;

/**
 * Games between two player specs from one position. Unless {@code fixed}, they take turns to start
 * (the first spec starts the even games), so neither profits from the first move. Every player of
 * every game gets its own seed derived from the match's seed: a seed fixes the whole match. Perfect
 * players share one exact solver for the whole match, so its table of solved positions serves
 * every game (the solver's answers do not depend on what it solved before).
 *
 * <p>Each move is decided within a budget: each player's own (a search player's simulations), or
 * one given for the match, the same for both sides, e.g. {@link Budget#ofCpuSeconds} for a match
 * at equal compute, where each side searches as much as its speed allows in that CPU time.
 */
public final class Match {

    /**
     * Games won by each spec (not by whoever started), draws, and what each spec's moves cost (its
     * search's simulations: in a match at equal CPU time, how far each side's speed took it).
     */
    public record Result(int games, int firstWins, int secondWins, int draws, Effort first, Effort second) {}

    /** One side's moves over the match and its search's simulations for them (0 for players that do not search). */
    public record Effort(long moves, long simulations) {

        /** Simulations a move, 0 without moves. */
        public double simulationsPerMove() {
            return moves == 0 ? 0 : (double) simulations / moves;
        }

        Effort plus(Player.Decision d) {
            long n = d.stats() instanceof Player.Searched s ? s.report().simulations() : 0;
            return new Effort(moves + 1, simulations + n);
        }
    }

    private Match() {}

    /** Games from the position {@code start} (copied for each game), however it was reached. */
    public static Result play(State start, PlayerSpec first, PlayerSpec second, int games, long seed, boolean fixed) {
        return play(start, first, second, games, seed, fixed, sharedSolver(first, second, start.game()), null);
    }

    /** One exact solver for a match's perfect players, whose table then serves every game; null without one. */
    public static ExactSolver sharedSolver(PlayerSpec first, PlayerSpec second, Game game) {
        boolean perfect = first instanceof PlayerSpec.PerfectSpec || second instanceof PlayerSpec.PerfectSpec;
        return perfect ? Solvers.forGame(game) : null;
    }

    /**
     * As above, the perfect players using {@code solver} (null: each its own), every move within
     * {@code perMove} (null: each player's own budget).
     */
    public static Result play(
            State start,
            PlayerSpec first,
            PlayerSpec second,
            int games,
            long seed,
            boolean fixed,
            ExactSolver solver,
            Budget perMove) {
        Game game = start.game();
        int firstWins = 0;
        int secondWins = 0;
        int draws = 0;
        Effort firstEffort = new Effort(0, 0);
        Effort secondEffort = new Effort(0, 0);
        SplitMix64 seeds = new SplitMix64(seed);
        for (int g = 0; g < games; g++) {
            boolean firstStarts = fixed || g % 2 == 0;
            Player a = first.create(game, seeds.nextLong(), solver);
            Player b = second.create(game, seeds.nextLong(), solver);
            State s = start.copy();
            int firstSide = firstStarts ? s.currentPlayer() : 1 - s.currentPlayer();
            while (!s.isTerminal()) {
                boolean firstToMove = s.currentPlayer() == firstSide;
                Player toMove = firstToMove ? a : b;
                Budget budget = perMove != null ? perMove : toMove.moveBudget();
                Player.Decision d = toMove.decide(s, new SearchContext(budget, SearchListener.NONE));
                if (firstToMove) {
                    firstEffort = firstEffort.plus(d);
                } else {
                    secondEffort = secondEffort.plus(d);
                }
                s.play(d.move());
            }
            int r = s.returns(firstSide);
            if (r > 0) {
                firstWins++;
            } else if (r < 0) {
                secondWins++;
            } else {
                draws++;
            }
        }
        return new Result(games, firstWins, secondWins, draws, firstEffort, secondEffort);
    }
}
