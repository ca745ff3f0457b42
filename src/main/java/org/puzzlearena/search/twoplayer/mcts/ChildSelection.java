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

    /** The rule's name as the lab shows it: "ucb1" or "puct". */
    String rule();

    /**
     * Whether {@link #next} from {@code node}, called now, draws an untried move at random rather
     * than scoring the children (UCB1 until every move has a child).
     */
    default boolean drawsUntried(MctsNode node) {
        return false;
    }

    /**
     * What {@link #next} computed for {@code child} of {@code node} (the same arithmetic, read after
     * the choice, which changes no count): the lab's record of why the path went where it went.
     */
    SelectionTerm term(MctsNode node, MctsNode child, String move, boolean solving);
}
