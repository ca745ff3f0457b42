package org.puzzlearena.server.arena;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.deep.Networks;

/**
 * The reference bots of each game's ladder: fixed anchors of known strength (random, minimax at
 * depths, UCT at simulation budgets, the deep bot where the game has a network, the exact solver
 * where it is fast), every one deciding within simulations or depth, never time, so each of their
 * games replays bit for bit. Read from the catalogue's facts, not from a list of game ids, so a new
 * two-player game gets its ladder by being in the catalogue (docs/ADDING_A_GAME.md).
 */
final class ReferenceAnchors {

    /**
     * A game is small when its game tree has at most this many lines by the crude bound
     * maxLegalMoves^maxGameLength (tic-tac-toe: 9^9, about 3.9e8; Connect Four: 7^42, about 3e35).
     * A small game's solver plays perfectly at once from the start; a large one's takes seconds on
     * early positions, so a large game has no perfect anchor and its UCT budgets are larger.
     */
    private static final double SMALL_TREE = 1e9;

    /** The deep bot's budget on the ladder. */
    private static final String DEEP = "deep:sims=200";

    private ReferenceAnchors() {}

    /** The games with an arena: the catalogue's two-player games. */
    static List<String> games() {
        return Games.all().stream()
                .filter(g -> g.type().players() == 2)
                .map(Game::id)
                .toList();
    }

    /** The anchors of {@code gameId}'s ladder, in their canonical text (PlayerSpec's), weakest kinds first. */
    static List<String> specs(String gameId) {
        Game game = Games.byId(gameId).orElseThrow(() -> new IllegalArgumentException("no game " + gameId));
        List<String> specs = new ArrayList<>();
        specs.add("random");
        if (small(game)) {
            specs.addAll(List.of("minimax:depth=1", "minimax:depth=2", "minimax:depth=4"));
            specs.addAll(List.of("uct:sims=10", "uct:sims=30", "uct:sims=100", "uct:sims=300", "uct:sims=1000"));
            specs.add("perfect");
        } else {
            specs.addAll(List.of("minimax:depth=2", "minimax:depth=4"));
            specs.addAll(List.of("uct:sims=50", "uct:sims=200", "uct:sims=800", "uct:sims=3200"));
            if (Networks.forGame(gameId).isPresent()) {
                specs.add(DEEP);
            }
        }
        return List.copyOf(specs);
    }

    private static boolean small(Game game) {
        return Math.pow(game.maxLegalMoves(), game.maxGameLength()) <= SMALL_TREE;
    }
}
