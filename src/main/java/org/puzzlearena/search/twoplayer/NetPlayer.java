package org.puzzlearena.search.twoplayer;

import org.puzzlearena.rules.State;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.deep.PolicyValueNet;

/** The network alone: it plays its highest prior, without any search (the lab's "net" player). */
public final class NetPlayer implements Player {

    private final String name;
    private final PolicyValueNet net;

    public NetPlayer(String name, PolicyValueNet net) {
        this.name = name;
        this.net = net;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Decision decide(State position, SearchContext context) {
        Player.requireMoveToDecide(position);
        int[] moves = new int[position.game().maxLegalMoves()];
        int n = position.legalMoves(moves);
        PolicyValueNet.Evaluation e = net.evaluate(position, moves, n);
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (e.priors()[i] > e.priors()[best]) {
                best = i;
            }
        }
        return new Decision(moves[best], new NetGuess(e.priors()[best], (e.value() + 1) / 2));
    }
}
