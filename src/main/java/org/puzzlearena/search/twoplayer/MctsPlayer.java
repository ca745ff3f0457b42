package org.puzzlearena.search.twoplayer;

import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.twoplayer.mcts.Mcts;
import org.puzzlearena.search.twoplayer.mcts.MctsReport;
import org.puzzlearena.search.twoplayer.mcts.MctsSettings;

/**
 * A player that searches each position with {@link Mcts}: UCT ({@code uct:...}) and AlphaZero's
 * search ({@code deep:...}) are this player with different settings. Seeded at creation.
 */
public final class MctsPlayer implements Player {

    private final String name;
    private final Mcts search;
    private final long simulations;

    public MctsPlayer(String name, MctsSettings settings, long simulations, long seed) {
        if (simulations < 1) {
            throw new IllegalArgumentException("sims: at least one simulation");
        }
        this.name = name;
        this.search = new Mcts(settings, seed);
        this.simulations = simulations;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Decision decide(State position) {
        return decide(position, () -> false);
    }

    @Override
    public Decision decide(State position, BooleanSupplier stop) {
        Player.requireMoveToDecide(position);
        MctsReport report = search.search(position, simulations, stop);
        return new Decision(report.move(), DecisionJson.members(position, report));
    }

    /** The search itself, for what a decision does not say (self-play's visit counts). */
    public Mcts search() {
        return search;
    }
}
