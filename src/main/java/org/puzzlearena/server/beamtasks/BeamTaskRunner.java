package org.puzzlearena.server.beamtasks;

import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.BeamSearch;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.PlayoutPolicies;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;

/** Does one task where it lands: the same lower-level search the master's threads would do (public for the benchmark). */
public final class BeamTaskRunner {

    private BeamTaskRunner() {}

    /** @throws IllegalArgumentException for a task that names an illegal move or an unknown policy */
    public static BeamTaskMessages.Reply run(BeamTaskMessages.Task task, State initial) {
        State position = playChecked(initial.copy(), task.moves());
        Game game = position.game();
        BeamSearch search = new BeamSearch(task.beam(), PlayoutPolicies.byName(task.policy(), game));
        SearchContext ctx = new SearchContext(
                new Budget(Math.max(0.001, task.seconds()), Budget.UNLIMITED, Budget.UNLIMITED), SearchListener.NONE);
        State end = search.searchBelow(position, task.level(), ctx, new SplitMix64(task.seed()));
        return new BeamTaskMessages.Reply(task.task(), task.epoch(), end.history(), ctx.playouts());
    }

    /** {@code moves} played on {@code state}, each checked against the legal moves first. */
    static State playChecked(State state, int[] moves) {
        int[] legal = new int[state.game().maxLegalMoves()];
        for (int i = 0; i < moves.length; i++) {
            int n = state.legalMoves(legal);
            boolean found = false;
            for (int j = 0; j < n && !found; j++) {
                found = legal[j] == moves[i];
            }
            if (!found) {
                throw new IllegalArgumentException("move " + (i + 1) + " of the task (" + moves[i] + ") is not legal");
            }
            state.play(moves[i]);
        }
        return state;
    }
}
