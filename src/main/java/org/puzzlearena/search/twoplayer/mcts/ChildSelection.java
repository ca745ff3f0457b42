package org.puzzlearena.search.twoplayer.mcts;

import org.puzzlearena.rules.SplitMix64;

/**
 * How the tree is walked: which child of an evaluated node a simulation follows, creating it when
 * the rule says so (UCB1 adds one untried move at a time, PUCT all moves with their priors).
 */
public interface ChildSelection {

    /**
     * The child to follow from {@code node} (evaluated, not over, not proven while {@code solving});
     * a child not yet evaluated is the simulation's new leaf. Proven losses for the mover are avoided
     * while {@code solving} and another child is left.
     */
    MctsNode next(MctsTree tree, MctsNode node, SplitMix64 rng, boolean solving);
}
