package org.puzzlearena.search.twoplayer.mcts;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.deep.PolicyValueNet;

/** AlphaZero's evaluation: the network's priors and its value head, without a playout. */
public final class NetworkValue implements Evaluator {

    private final PolicyValueNet net;

    public NetworkValue(PolicyValueNet net) {
        this.net = net;
    }

    @Override
    public Evaluation evaluate(State s, int[] moves, int n, int player, SplitMix64 rng, Rollout rollout) {
        PolicyValueNet.Evaluation e = net.evaluate(s, moves, n);
        // The network values the position for the side to move.
        double value = player == s.currentPlayer() ? e.value() : -e.value();
        return new Evaluation(e.priors().clone(), value);
    }

    @Override
    public boolean givesPriors() {
        return true;
    }
}
