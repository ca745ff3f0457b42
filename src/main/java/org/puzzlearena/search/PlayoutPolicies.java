package org.puzzlearena.search;

import java.util.List;
import org.puzzlearena.rules.Game;

/** Finds a playout policy by name and checks that it applies to a game. */
public final class PlayoutPolicies {

    private PlayoutPolicies() {}

    public static List<String> names() {
        return List.of("uniform", "tabu");
    }

    /** The policy the game names as its default (tabu colour for SameGame, as the papers play it). */
    public static PlayoutPolicy defaultFor(Game game) {
        return byName(game.type().defaultPolicy(), game);
    }

    /** @throws IllegalArgumentException naming the problem, for an unknown or inapplicable policy */
    public static PlayoutPolicy byName(String name, Game game) {
        return switch (name) {
            case "uniform" -> UniformPolicy.INSTANCE;
            case "tabu" -> {
                // Only the games that list it (SameGame's family) have the colours it reads.
                if (!game.type().policies().contains(name)) {
                    throw new IllegalArgumentException("the tabu-colour policy is for SameGame, not " + game.id());
                }
                yield TabuColourPolicy.INSTANCE;
            }
            default -> throw new IllegalArgumentException("unknown policy '" + name + "' (one of " + names() + ")");
        };
    }
}
