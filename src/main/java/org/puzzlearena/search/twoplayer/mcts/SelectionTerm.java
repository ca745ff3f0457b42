package org.puzzlearena.search.twoplayer.mcts;

/**
 * One child as a selection rule scored it, for the lab: the two terms the rule adds and their sum.
 *
 * @param id the child's node id
 * @param move the text of its move
 * @param visits its visits when it was scored
 * @param prior the evaluator's prior of its move (0 when there is none, as for UCT)
 * @param exploit the rule's first term: UCB1's mean reward in [0, 1], PUCT's Q in [-1, 1]
 * @param explore the rule's second term: C sqrt(ln N / n), or c P sqrt(N) / (1 + n)
 * @param score what the rule compared: the two terms' sum, or -1 for a proven loss UCB1 passes over
 * @param skipped true when the rule did not consider the child (a proven loss PUCT skips)
 */
public record SelectionTerm(
        int id,
        String move,
        long visits,
        double prior,
        double exploit,
        double explore,
        double score,
        boolean skipped) {}
