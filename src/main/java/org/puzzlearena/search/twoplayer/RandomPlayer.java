package org.puzzlearena.search.twoplayer;

import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.SearchContext;

/** A uniformly random legal move: the weakest baseline. */
public final class RandomPlayer implements Player {

    private final SplitMix64 rng;

    public RandomPlayer(long seed) {
        this.rng = new SplitMix64(seed);
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public Decision decide(State position, SearchContext context) {
        int move = position.randomMove(rng, new int[position.game().maxLegalMoves()]);
        return new Decision(move, new Uniform(position.legalMoveCount()));
    }
}
