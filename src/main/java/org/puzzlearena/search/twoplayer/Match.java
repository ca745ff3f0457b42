package org.puzzlearena.search.twoplayer;

import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.Solvers;

/**
 * Games between two player specs from one position. Unless {@code fixed}, they take turns to start
 * (the first spec starts the even games), so neither profits from the first move. Every player of
 * every game gets its own seed derived from the match's seed: a seed fixes the whole match. Perfect
 * players share one exact solver for the whole match, so its table of solved positions serves
 * every game (the solver's answers do not depend on what it solved before).
 */
public final class Match {

    /** Games won by each spec (not by whoever started), and draws. */
    public record Result(int games, int firstWins, int secondWins, int draws) {}

    private Match() {}

    /** Games from the position {@code start} (copied for each game), however it was reached. */
    public static Result play(State start, PlayerSpec first, PlayerSpec second, int games, long seed, boolean fixed) {
        boolean perfect = first instanceof PlayerSpec.PerfectSpec || second instanceof PlayerSpec.PerfectSpec;
        return play(start, first, second, games, seed, fixed, perfect ? Solvers.forGame(start.game()) : null);
    }

    /** As above, the perfect players using {@code solver} (null: each its own). */
    public static Result play(
            State start, PlayerSpec first, PlayerSpec second, int games, long seed, boolean fixed, ExactSolver solver) {
        Game game = start.game();
        int firstWins = 0;
        int secondWins = 0;
        int draws = 0;
        SplitMix64 seeds = new SplitMix64(seed);
        for (int g = 0; g < games; g++) {
            boolean firstStarts = fixed || g % 2 == 0;
            Player a = first.create(game, seeds.nextLong(), solver);
            Player b = second.create(game, seeds.nextLong(), solver);
            State s = start.copy();
            int firstSide = firstStarts ? s.currentPlayer() : 1 - s.currentPlayer();
            while (!s.isTerminal()) {
                Player toMove = s.currentPlayer() == firstSide ? a : b;
                s.play(toMove.decide(s).move());
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
        return new Result(games, firstWins, secondWins, draws);
    }
}
