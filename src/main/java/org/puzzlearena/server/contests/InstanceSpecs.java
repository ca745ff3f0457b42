package org.puzzlearena.server.contests;

import java.security.SecureRandom;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Games;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;
import org.puzzlearena.server.api.ApiException;

/**
 * Turns the instance forms of a contest request into the rules core's canonical ids, checking each
 * by building its initial position, so a contest never holds an instance that cannot be replayed.
 * Errors are 400s naming the exact field, e.g. {@code instances[2].instance}.
 */
final class InstanceSpecs {

    private static final SecureRandom SEEDS = new SecureRandom();

    private InstanceSpecs() {
    }

    static InstanceRef resolve(ContestRequest.InstanceSpec spec, String field) {
        if (spec == null) {
            throw ApiException.badRequest(field, "an instance is an object {\"game\", and \"instance\", \"generate\" or \"board\"}");
        }
        ContestValidator.refuseUnknown(spec.unknown(), field, "game, instance, generate and board");
        if (spec.game() == null || spec.game().isBlank()) {
            throw ApiException.badRequest(field + ".game", "game is required");
        }
        Game game = Games.byId(spec.game()).orElseThrow(() -> ApiException.badRequest(field + ".game",
                "no game '" + clip(spec.game()) + "'; the games are " + Games.all().stream().map(Game::id).toList()));
        int forms = (spec.instance() != null ? 1 : 0) + (spec.generate() != null ? 1 : 0) + (spec.board() != null ? 1 : 0);
        if (forms != 1) {
            throw ApiException.badRequest(field, "give exactly one of \"instance\" (an id of the catalogue), "
                    + "\"generate\" (a new board from a seed) and \"board\" (an uploaded SameGame board)");
        }
        if (spec.instance() != null) {
            return build(game, spec.instance(), field + ".instance");
        }
        if (spec.generate() != null) {
            return build(game, generatedId(game, spec.generate(), field + ".generate"), field + ".generate");
        }
        return build(game, boardId(game, spec.board(), field + ".board"), field + ".board");
    }

    private static String generatedId(Game game, ContestRequest.Generate g, String field) {
        ContestValidator.refuseUnknown(g.unknown(), field, "seed, size (SameGame) and percentEmpty (Sudoku)");
        // Without a seed the server draws one: nobody, the organizer included, can prepare the board.
        long seed = g.seed() != null ? g.seed() : SEEDS.nextLong() & Long.MAX_VALUE;
        if (isSameGame(game)) {
            if (g.percentEmpty() != null) {
                throw ApiException.badRequest(field + ".percentEmpty", "percentEmpty is for sudoku16; SameGame boards take size");
            }
            return "random/" + seed + (g.size() == null ? "" : "/" + g.size());
        }
        if (game.id().equals("sudoku16")) {
            if (g.size() != null) {
                throw ApiException.badRequest(field + ".size", "size is for SameGame; sudoku16 puzzles take percentEmpty");
            }
            return "generated/" + seed + (g.percentEmpty() == null ? "" : "/" + g.percentEmpty());
        }
        throw ApiException.badRequest(field, "boards are generated for samegame, samegame-jsgames and sudoku16; "
                + game.id() + " has its instances by id");
    }

    private static String boardId(Game game, List<String> rows, String field) {
        if (!isSameGame(game)) {
            throw ApiException.badRequest(field, "boards are uploaded for SameGame; " + game.id() + " has its instances by id");
        }
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) == null) {
                throw ApiException.badRequest(field + "[" + i + "]", "a row is a string of colour digits");
            }
        }
        return "grid/" + String.join(",", rows);
    }

    private static InstanceRef build(Game game, String id, String field) {
        try {
            State s = game.newInitialState(id);
            return new InstanceRef(game.id(), s.instanceId());
        } catch (UnknownInstanceException e) {
            throw ApiException.badRequest(field, e.getMessage());
        }
    }

    private static boolean isSameGame(Game game) {
        return game.id().equals("samegame") || game.id().equals("samegame-jsgames");
    }

    private static String clip(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }
}
