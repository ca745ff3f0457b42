package org.puzzlearena.search.twoplayer.mcts;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/** UCT's evaluation: uniformly random moves to the end of the game, valued by its result. */
public final class RandomRollout implements Evaluator {

    @Override
    public Evaluation evaluate(State s, int[] moves, int n, int player, SplitMix64 rng, Rollout rollout) {
        State p = s; // the simulation's own copy, which nothing reads after its evaluation
        int[] buffer = new int[p.game().maxLegalMoves()];
        while (!p.isTerminal()) {
            int move = p.randomMove(rng, buffer);
            if (rollout != null) {
                rollout.played(p, move);
            }
            p.play(move);
        }
        return new Evaluation(null, Integer.signum(p.returns(player)));
    }

    @Override
    public boolean givesPriors() {
        return false;
    }
}
