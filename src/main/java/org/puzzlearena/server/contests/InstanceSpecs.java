package org.puzzlearena.server.contests;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.InstanceGenerator;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.catalog.GameCatalog;

/**
 * Turns the instance forms of a contest request into the rules core's canonical ids, checking each
 * by building its initial position, so a contest never holds an instance that cannot be replayed.
 * Errors are 400s naming the exact field, e.g. {@code instances[2].instance}.
 */
final class InstanceSpecs {

    private static final SecureRandom SEEDS = new SecureRandom();

    private InstanceSpecs() {}

    static BoardId resolve(ContestRequest.InstanceSpec spec, String field) {
        if (spec == null) {
            throw ApiException.badRequest(
                    field, "an instance is an object {\"game\", and \"instance\", \"generate\" or \"board\"}");
        }
        ContestValidator.refuseUnknown(spec.unknown(), field, "game, instance, generate and board");
        if (spec.game() == null || spec.game().isBlank()) {
            throw ApiException.badRequest(field + ".game", "game is required");
        }
        Game game = Games.byId(spec.game())
                .orElseThrow(() -> ApiException.badRequest(
                        field + ".game",
                        "no game '" + Clip.clip(spec.game(), 40) + "'; the games are "
                                + Games.all().stream().map(Game::id).toList()));
        GameCatalog.requirePuzzle(game.id(), field + ".game");
        int forms =
                (spec.instance() != null ? 1 : 0) + (spec.generate() != null ? 1 : 0) + (spec.board() != null ? 1 : 0);
        if (forms != 1) {
            throw ApiException.badRequest(
                    field,
                    "give exactly one of \"instance\" (an id of the catalogue), "
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
        InstanceGenerator generator = game.type().generator(InstanceGenerator.Kind.SEEDED);
        if (generator == null) {
            throw ApiException.badRequest(
                    field,
                    "boards are generated for " + gamesWith(InstanceGenerator.Kind.SEEDED) + "; " + game.id()
                            + " has its instances by id");
        }
        // The request's values by the generator's parameter names; one the game does not take is refused.
        Map<String, String> given = new LinkedHashMap<>();
        given.put("size", g.size());
        given.put(
                "percentEmpty",
                g.percentEmpty() == null ? null : g.percentEmpty().toString());
        List<String> values = new ArrayList<>();
        for (InstanceGenerator.Parameter p : generator.parameters()) {
            values.add(given.remove(p.name()));
        }
        for (Map.Entry<String, String> other : given.entrySet()) {
            if (other.getValue() != null) {
                throw ApiException.badRequest(
                        field + "." + other.getKey(),
                        other.getKey() + " is for "
                                + gamesTaking(other.getKey()) + "; " + game.id() + " takes "
                                + (values.isEmpty()
                                        ? "only a seed"
                                        : generator.parameters().stream()
                                                .map(InstanceGenerator.Parameter::name)
                                                .toList()));
            }
        }
        return generator.seededId(seed, values);
    }

    private static String boardId(Game game, List<String> rows, String field) {
        InstanceGenerator generator = game.type().generator(InstanceGenerator.Kind.BOARD);
        if (generator == null) {
            throw ApiException.badRequest(
                    field,
                    "boards are uploaded for " + gamesWith(InstanceGenerator.Kind.BOARD) + "; " + game.id()
                            + " has its instances by id");
        }
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) == null) {
                throw ApiException.badRequest(field + "[" + i + "]", "a row is a string of colour digits");
            }
        }
        return generator.boardId(rows);
    }

    private static BoardId build(Game game, String id, String field) {
        try {
            State s = game.newInitialState(id);
            return new BoardId(game.id(), s.instanceId());
        } catch (UnknownInstanceException e) {
            throw ApiException.badRequest(field, e.getMessage());
        }
    }

    private static List<String> gamesTaking(String parameter) {
        return Games.all().stream()
                .filter(g -> {
                    InstanceGenerator generator = g.type().generator(InstanceGenerator.Kind.SEEDED);
                    return generator != null && generator.parameter(parameter) != null;
                })
                .map(Game::id)
                .toList();
    }

    private static List<String> gamesWith(InstanceGenerator.Kind kind) {
        return Games.all().stream()
                .filter(g -> g.type().generator(kind) != null)
                .map(Game::id)
                .toList();
    }
}
