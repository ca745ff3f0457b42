package org.puzzlearena.search.twoplayer;

import java.util.List;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.twoplayer.mcts.MctsReport;

/**
 * A two-player game's player: given a position, the move it plays and why. Players are seeded
 * at creation and hold their own state (a search tree kept between moves, caches), so one
 * instance plays one side of one game at a time; {@link PlayerSpec} makes them.
 *
 * <p>A player decides within a {@link SearchContext}, as the puzzle bots search: its budget (of
 * simulations, seconds or CPU seconds) and its cancel end a search, so a match can give every
 * player the same CPU time per move and a page can stop a search nobody waits for.
 */
public interface Player {

    /** The spec that made this player, e.g. {@code uct:sims=1000,c=1.414}. */
    String name();

    /**
     * What one move costs when the caller sets no budget of its own: a search player's simulations
     * from its spec. Players that answer at once ignore budgets.
     */
    default Budget moveBudget() {
        return Budget.ofPlayouts(1);
    }

    /**
     * The move to play in a non-terminal position, a search stopping when {@code context} says
     * (its budget spent, or cancelled) with the move its simulations so far prefer. Give each
     * decision a fresh context: it counts the simulations of one search.
     */
    Decision decide(State position, SearchContext context);

    /** As {@link #decide(State, SearchContext)} within the player's own {@link #moveBudget}. */
    default Decision decide(State position) {
        return decide(position, new SearchContext(moveBudget(), SearchListener.NONE));
    }

    /** A move and what the player saw (typed; {@code DecisionJson} writes it for the pages and the CLI). */
    record Decision(int move, Stats stats) {}

    /** What a player reports about its decision, one record per kind of player. */
    sealed interface Stats {}

    /** A tree search's statistics: its simulations and one record per root child. */
    record Searched(MctsReport report) implements Stats {}

    /** The network alone: the prior of the move it played and its value of the position, in [0, 1]. */
    record NetGuess(double prior, double netValue) implements Stats {}

    /** Depth-limited minimax: the nodes it visited and each move's value. */
    record Minimax(long nodes, List<MoveValue> children) implements Stats {}

    /** The exact solver: the position's score and each move's. */
    record Solved(int score, List<MoveValue> children) implements Stats {}

    /** A uniformly random player: how many legal moves it chose from. */
    record Uniform(int legalMoves) implements Stats {}

    /** A move and its value as a player computed it. */
    record MoveValue(int move, int value) {}

    /** Refuses a finished game, where no player has a move to decide. */
    static void requireMoveToDecide(State position) {
        if (position.isTerminal()) {
            throw new IllegalArgumentException("the game is over: no move to decide");
        }
    }
}
