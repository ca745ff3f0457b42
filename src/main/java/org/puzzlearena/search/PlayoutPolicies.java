package org.puzzlearena.search;

import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.samegame.SameGameGame;

/** Finds a playout policy by name and checks that it applies to a game. */
public final class PlayoutPolicies {

    private PlayoutPolicies() {
    }

    public static List<String> names() {
        return List.of("uniform", "tabu");
    }

    /** The policy the papers use for a game: tabu colour for SameGame, uniform otherwise. */
    public static PlayoutPolicy defaultFor(Game game) {
        return isSameGame(game) ? TabuColourPolicy.INSTANCE : UniformPolicy.INSTANCE;
    }

    /** @throws IllegalArgumentException naming the problem, for an unknown or inapplicable policy */
    public static PlayoutPolicy byName(String name, Game game) {
        return switch (name) {
            case "uniform" -> UniformPolicy.INSTANCE;
            case "tabu" -> {
                if (!isSameGame(game)) {
                    throw new IllegalArgumentException("the tabu-colour policy is for SameGame, not " + game.id());
                }
                yield TabuColourPolicy.INSTANCE;
            }
            default -> throw new IllegalArgumentException("unknown policy '" + name + "' (one of " + names() + ")");
        };
    }

    private static boolean isSameGame(Game game) {
        return game instanceof SameGameGame;
    }
}
