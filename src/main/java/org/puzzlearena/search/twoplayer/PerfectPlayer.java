package org.puzzlearena.search.twoplayer;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.solver.Analysis;
import org.puzzlearena.search.solver.ExactSolver;

/**
 * The exact solver as a player: a move of the best exact score (the soonest win, the latest loss),
 * picked at random (seeded) among equals, so that the opponents it meets see varied perfect play.
 */
public final class PerfectPlayer implements Player {

    private final ExactSolver solver;
    private final SplitMix64 rng;

    public PerfectPlayer(ExactSolver solver, long seed) {
        this.solver = solver;
        this.rng = new SplitMix64(seed);
    }

    @Override
    public String name() {
        return "perfect";
    }

    @Override
    public Decision decide(State position, SearchContext context) {
        Analysis a = solver.analyse(position, Long.MAX_VALUE);
        int best = a.exactScore();
        List<Integer> bestMoves = new ArrayList<>();
        List<MoveValue> scores = new ArrayList<>();
        for (Analysis.MoveScore m : a.moves()) {
            if (m.score().lower() == best) {
                bestMoves.add(m.move());
            }
            scores.add(new MoveValue(m.move(), m.score().lower()));
        }
        int move = bestMoves.get(rng.nextInt(bestMoves.size()));
        return new Decision(move, new Solved(best, List.copyOf(scores)));
    }
}
