package org.puzzlearena.search.twoplayer;

import org.puzzlearena.rules.State;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.deep.PolicyValueNet;
import org.puzzlearena.search.twoplayer.mcts.MctsSettings;
import org.puzzlearena.search.twoplayer.mcts.MctsSolver;
import org.puzzlearena.search.twoplayer.mcts.NetworkValue;
import org.puzzlearena.search.twoplayer.mcts.PuctSelection;

/**
 * AlphaZero's search, as {@link MctsPlayer} with a network and PUCT ({@code mcts/Mcts}): MCTS whose selection is PUCT, {@code Q + c * P * sqrt(N) / (1 + n)} (Q the
 * child's mean value for the side choosing, P the network's prior, N the parent's visits, n the
 * child's), and whose new leaves are valued by the network's value head instead of a random playout.
 * Finished games are valued by their result. For self-play, Dirichlet noise is mixed into the root's
 * priors and the move is drawn in proportion to visits^(1/temperature); to play, temperature 0
 * takes the most visited move. Seeded: the same seed, network and position give the same move.
 *
 * <p>With {@link Settings#solver} (the players' default, as for UCT) the search also proves what it
 * can, MCTS-Solver style over exact values: a finished game is proven, a position with a move
 * proven to win is a proven win, and one whose every move is proven is worth the best of them (a
 * proven draw or loss). A proven position is valued exactly instead of by the network, proven
 * losing moves are not searched while another move is left, a proven win is always played, and the
 * search stops once the root is proven. Self-play keeps AlphaZero's plain search.
 */
public final class Puct implements Player {

    /** How the search is tuned; {@link #playing} is the setting for games against people and bots. */
    public record Settings(
            int simulations,
            double cPuct,
            double noiseAlpha,
            double noiseFraction,
            double temperature,
            boolean solver) {

        public Settings {
            if (simulations < 1) {
                throw new IllegalArgumentException("simulations: at least 1, got " + simulations);
            }
            if (!(cPuct >= 0)
                    || !(noiseAlpha > 0)
                    || !(noiseFraction >= 0 && noiseFraction <= 1)
                    || !(temperature >= 0)) {
                throw new IllegalArgumentException("c >= 0, alpha > 0, noise fraction in [0, 1], temperature >= 0");
            }
        }

        /** Against an opponent: no noise, the most visited move. */
        public static Settings playing(int simulations, double cPuct) {
            return new Settings(simulations, cPuct, 1.0, 0, 0, false);
        }

        /** In self-play: root noise (AlphaZero's fraction 0.25) and moves drawn by visits. */
        public static Settings selfPlay(int simulations, double cPuct, double alpha, double temperature) {
            return new Settings(simulations, cPuct, alpha, 0.25, temperature, false);
        }

        /** The same, proving wins, draws and losses as it searches (MCTS-Solver) or not. */
        public Settings withSolver(boolean on) {
            return new Settings(simulations, cPuct, noiseAlpha, noiseFraction, temperature, on);
        }
    }

    private final MctsPlayer player;

    public Puct(String name, PolicyValueNet net, Settings settings, long seed) {
        MctsSettings search = new MctsSettings(
                new NetworkValue(net),
                new PuctSelection(settings.cPuct()),
                settings.solver(),
                new MctsSolver(true),
                false,
                settings.noiseAlpha(),
                settings.noiseFraction(),
                settings.temperature());
        this.player = new MctsPlayer(name, search, settings.simulations(), seed);
    }

    @Override
    public String name() {
        return player.name();
    }

    @Override
    public Budget moveBudget() {
        return player.moveBudget();
    }

    @Override
    public Decision decide(State position, SearchContext context) {
        return player.decide(position, context);
    }

    /** The root's visit counts after the last decision, by move index (self-play's policy target). */
    public int[] rootVisits() {
        return player.search().rootVisits();
    }

    /** The root's moves after the last decision, in the order of {@link #rootVisits}. */
    public int[] rootMoves() {
        return player.search().rootMoves();
    }
}
