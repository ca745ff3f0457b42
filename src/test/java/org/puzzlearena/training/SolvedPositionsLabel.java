package org.puzzlearena.training;

import java.util.Arrays;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.solver.Analysis;
import org.puzzlearena.search.solver.Solvers;

/** Test helper: the labelled line of one position, solved exactly. */
final class SolvedPositionsLabel {

    private SolvedPositionsLabel() {}

    static LabelledPosition solve(String moves) {
        Game game = Games.byId("connect-four").orElseThrow();
        State s = game.newInitialState("start");
        for (char c : moves.toCharArray()) {
            s.play(c - '1');
        }
        Analysis a = Solvers.forGame(game).analyse(s, Long.MAX_VALUE);
        int[] scores = new int[7];
        Arrays.fill(scores, LabelledPosition.ILLEGAL);
        for (Analysis.MoveScore m : a.moves()) {
            scores[m.move()] = m.score().lower();
        }
        return new LabelledPosition(moves, a.exactScore(), scores);
    }
}
