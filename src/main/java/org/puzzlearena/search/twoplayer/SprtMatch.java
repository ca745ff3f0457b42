package org.puzzlearena.search.twoplayer;

import org.puzzlearena.rating.PairResults;
import org.puzzlearena.rating.Sprt;
import org.puzzlearena.rating.SprtBounds;
import org.puzzlearena.rating.SprtStatus;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.solver.ExactSolver;

/**
 * A match that stops on a verdict: colour-paired games between two player specs, the SPRT updated
 * after each pair. Each pair starts from its own opening, {@code openingPlies} uniformly random moves
 * from the match's start position, played once with each colour, so the openings' own advantages cancel and
 * the two games of a pair differ only in who sits where; without random openings deterministic bots
 * would replay the same two games. The seed fixes everything: each pair's opening and each game's
 * player seeds come from one stream.
 */
public final class SprtMatch {

    /** Draws of an opening before falling back to the start position. */
    private static final int MAX_OPENING_DRAWS = 1000;

    private SprtMatch() {}

    /** The test's state after the last pair played, at a verdict or at {@code maxGames}. */
    public static SprtStatus play(
            State start,
            PlayerSpec first,
            PlayerSpec second,
            SprtBounds bounds,
            int maxGames,
            int openingPlies,
            long seed) {
        ExactSolver solver = Match.sharedSolver(first, second, start.game());
        SplitMix64 seeds = new SplitMix64(seed);
        PairResults results = PairResults.NONE;
        SprtStatus status = Sprt.status(bounds, results);
        while (!status.decided() && results.games() + 2 <= maxGames) {
            State opening = opening(start, openingPlies, new SplitMix64(seeds.nextLong()));
            double firstAsStarter = firstScore(opening, first, second, true, seeds, solver);
            double firstAsSecond = firstScore(opening, first, second, false, seeds, solver);
            results = results.plus(firstAsStarter, firstAsSecond);
            status = Sprt.status(bounds, results);
        }
        return status;
    }

    /**
     * {@code plies} random moves from {@code start}, drawn again in the rare case the game ended; the
     * start itself when nearly every line from it ends within {@code plies} moves.
     */
    static State opening(State start, int plies, SplitMix64 rng) {
        if (start.isTerminal()) {
            throw new IllegalArgumentException("the game is over at the start position: nothing to play");
        }
        int[] buffer = new int[start.game().maxLegalMoves()];
        for (int attempt = 0; attempt < MAX_OPENING_DRAWS; attempt++) {
            State s = start.copy();
            for (int i = 0; i < plies && !s.isTerminal(); i++) {
                s.play(s.randomMove(rng, buffer));
            }
            if (!s.isTerminal()) {
                return s;
            }
        }
        return start.copy();
    }

    /** One game from {@code opening}: the first spec's score (1, 0.5 or 0). */
    private static double firstScore(
            State opening,
            PlayerSpec first,
            PlayerSpec second,
            boolean firstMovesNext,
            SplitMix64 seeds,
            ExactSolver solver) {
        Game game = opening.game();
        Player a = first.create(game, seeds.nextLong(), solver);
        Player b = second.create(game, seeds.nextLong(), solver);
        State s = opening.copy();
        int firstSide = firstMovesNext ? s.currentPlayer() : 1 - s.currentPlayer();
        while (!s.isTerminal()) {
            Player toMove = s.currentPlayer() == firstSide ? a : b;
            Player.Decision d = toMove.decide(s, new SearchContext(toMove.moveBudget(), SearchListener.NONE));
            s.play(d.move());
        }
        int r = s.returns(firstSide);
        return r > 0 ? 1 : r < 0 ? 0 : 0.5;
    }
}
