package org.puzzlearena.search.twoplayer;

import org.puzzlearena.rules.State;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.twoplayer.mcts.Mcts;
import org.puzzlearena.search.twoplayer.mcts.MctsSettings;

/**
 * A player that searches each position with {@link Mcts}: UCT ({@code uct:...}) and AlphaZero's
 * search ({@code deep:...}) are this player with different settings. Seeded at creation. Its
 * simulations per move are its own budget; a caller's budget (CPU seconds in an equal-compute
 * match) replaces them.
 */
public final class MctsPlayer implements Player {

    private final String name;
    private final Mcts search;
    private final Budget moveBudget;

    public MctsPlayer(String name, MctsSettings settings, long simulations, long seed) {
        if (simulations < 1) {
            throw new IllegalArgumentException("sims: at least one simulation");
        }
        this.name = name;
        this.search = new Mcts(settings, seed);
        this.moveBudget = Budget.ofPlayouts(simulations);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Budget moveBudget() {
        return moveBudget;
    }

    @Override
    public Decision decide(State position, SearchContext context) {
        Player.requireMoveToDecide(position);
        Searched searched = new Searched(search.search(position, context));
        return new Decision(searched.report().move(), searched);
    }

    /** The search itself, for what a decision does not say (self-play's visit counts). */
    public Mcts search() {
        return search;
    }
}
