package org.puzzlearena.search.twoplayer.mcts;

/**
 * How a two-player tree search is put together and tuned.
 *
 * @param evaluator what values a new leaf (random playouts, a network)
 * @param selection how a child is chosen (UCB1, PUCT)
 * @param solving whether MCTS-Solver is on: proofs are propagated, proven losses avoided, a proven
 *     win played, and the search stops once the root is proven
 * @param solver what counts as a proof (with or without draws)
 * @param keepTree whether the subtree of the position reached is kept for the next decision
 * @param noiseAlpha the Dirichlet noise's concentration (AlphaZero's exploration in self-play)
 * @param noiseFraction how much of the root's priors is noise: 0 for none
 * @param temperature 0 to play the best child; above, a move drawn in proportion to visits^(1/T)
 */
public record MctsSettings(
        Evaluator evaluator,
        ChildSelection selection,
        boolean solving,
        MctsSolver solver,
        boolean keepTree,
        double noiseAlpha,
        double noiseFraction,
        double temperature) {

    public MctsSettings {
        if (!(noiseAlpha > 0) || !(noiseFraction >= 0 && noiseFraction <= 1) || !(temperature >= 0)) {
            throw new IllegalArgumentException("alpha > 0, noise fraction in [0, 1], temperature >= 0");
        }
    }

    /** UCT: random playouts and UCB1; MCTS-Solver over wins and losses when {@code solving}. */
    public static MctsSettings uct(double c, boolean solving, boolean keepTree) {
        return new MctsSettings(
                new RandomRollout(), new Ucb1Selection(c), solving, new MctsSolver(false), keepTree, 1.0, 0, 0);
    }

    /** AlphaZero against an opponent: the network, PUCT, no noise, the best move; MCTS-Solver with draws. */
    public static MctsSettings alphaZero(Evaluator network, double cPuct, boolean solving) {
        return new MctsSettings(network, new PuctSelection(cPuct), solving, new MctsSolver(true), false, 1.0, 0, 0);
    }

    /** AlphaZero in self-play: root noise (fraction 0.25) and moves drawn by visits, without the solver. */
    public static MctsSettings selfPlay(Evaluator network, double cPuct, double alpha, double temperature) {
        return new MctsSettings(
                network, new PuctSelection(cPuct), false, new MctsSolver(true), false, alpha, 0.25, temperature);
    }
}
