package org.puzzlearena.server.arena;

import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * What a reference bot may spend on a move, as stored with each game: simulations or depth, never
 * time, which is what makes its games reproducible on any machine.
 */
final class Budgets {

    private Budgets() {}

    static String of(PlayerSpec spec) {
        return switch (spec) {
            case PlayerSpec.UctSpec u -> u.simulations() + " simulations a move";
            case PlayerSpec.DeepMctsSpec d -> d.simulations() + " simulations a move";
            case PlayerSpec.MinimaxSpec m -> "depth " + m.depth();
            case PlayerSpec.NetSpec n -> "one network evaluation a move";
            case PlayerSpec.RandomSpec r -> "none";
            case PlayerSpec.PerfectSpec p -> "exact solver";
        };
    }
}
