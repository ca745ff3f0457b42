package org.puzzlearena.search.twoplayer.mcts;

import java.util.List;

/**
 * How one node of a simulation's path chose the next, for the lab.
 *
 * @param rule "ucb1" or "puct" when the rule's scores chose ({@code candidates}, every child then),
 *     "untried" when UCB1 drew one of the node's {@code untried} moves at random instead
 * @param untried how many moves of the node had no child yet when it chose
 * @param candidates the children the rule scored, in creation order (none for "untried")
 */
public record SelectionStep(String rule, int untried, List<SelectionTerm> candidates) {}
