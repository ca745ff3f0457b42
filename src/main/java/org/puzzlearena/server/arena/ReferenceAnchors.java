package org.puzzlearena.server.arena;

import java.util.List;
import java.util.Map;

/**
 * The reference bots of each game's ladder: fixed anchors of known strength (random, minimax at
 * depths, UCT at simulation budgets, the deep bot, the exact solver where it is fast), every one
 * deciding within simulations or depth, never time, so each of their games replays bit for bit.
 * Connect Four has no perfect player here: the solver takes seconds on early positions.
 */
final class ReferenceAnchors {

    /** Player specs in their canonical text (PlayerSpec's), by game. */
    static final Map<String, List<String>> SPECS = Map.of(
            "tic-tac-toe",
            List.of(
                    "random",
                    "minimax:depth=1",
                    "minimax:depth=2",
                    "minimax:depth=4",
                    "uct:sims=10",
                    "uct:sims=30",
                    "uct:sims=100",
                    "uct:sims=300",
                    "uct:sims=1000",
                    "perfect"),
            "connect-four",
            List.of(
                    "random",
                    "minimax:depth=2",
                    "minimax:depth=4",
                    "uct:sims=50",
                    "uct:sims=200",
                    "uct:sims=800",
                    "uct:sims=3200",
                    "deep:sims=200"));

    /** The games with an arena: the two-player games. */
    static final List<String> GAMES = List.of("tic-tac-toe", "connect-four");

    private ReferenceAnchors() {}
}
