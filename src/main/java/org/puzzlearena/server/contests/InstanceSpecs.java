package org.puzzlearena.server.contests;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.InstanceGenerator;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.catalog.GameCatalog;

/**
 * Turns the instance forms of a contest request into the rules core's canonical ids, checking each
 * by building its initial position, so a contest never holds an instance that cannot be replayed.
 * What is wrong is an {@code INVALID} refusal naming the exact field, e.g. {@code
 * instances[2].instance}; a two-player game is the catalogue's to refuse (it throws its own problem).
 */
final class InstanceSpecs {

    private static final SecureRandom SEEDS = new SecureRandom();

    private InstanceSpecs() {}

    static Checked<BoardId> resolve(ContestRequest.InstanceSpec spec, String field) {
        return resolve(spec, field, null);
    }

    /**
     * {@code hiddenSeed}: for a hidden instance, the seed its {@code generate} form takes (derived from
     * the contest's secret seed, {@link HiddenPart#instanceSeed}); a seed of its own is refused there.
     */
    static Checked<BoardId> resolve(ContestRequest.InstanceSpec spec, String field, Long hiddenSeed) {
        if (spec == null) {
            return Checked.refused(FieldRefusal.invalid(
                    field, "an instance is an object {\"game\", and \"instance\", \"generate\" or \"board\"}"));
        }
        Optional<FieldRefusal> unknown =
                ContestValidator.unknownField(spec.unknown(), field, "game, instance, generate, board and hidden");
        if (unknown.isPresent()) {
            return Checked.refused(unknown.get());
        }
        if (spec.game() == null || spec.game().isBlank()) {
            return Checked.refused(FieldRefusal.invalid(field + ".game", "game is required"));
        }
        Optional<Game> found = Games.byId(spec.game());
        if (found.isEmpty()) {
            return Checked.refused(FieldRefusal.invalid(
                    field + ".game",
                    "no game '" + Clip.clip(spec.game(), 40) + "'; the games are "
                            + Games.all().stream().map(Game::id).toList()));
        }
        Game game = found.get();
        GameCatalog.requirePuzzle(game.id(), field + ".game");
        int forms =
                (spec.instance() != null ? 1 : 0) + (spec.generate() != null ? 1 : 0) + (spec.board() != null ? 1 : 0);
        if (forms != 1) {
            return Checked.refused(FieldRefusal.invalid(
                    field,
                    "give exactly one of \"instance\" (an id of the catalogue), "
                            + "\"generate\" (a new board from a seed) and \"board\" (an uploaded SameGame board)"));
        }
        if (spec.instance() != null) {
            return build(game, spec.instance(), field + ".instance");
        }
        if (spec.generate() != null) {
            if (hiddenSeed != null && spec.generate().seed() != null) {
                return Checked.refused(FieldRefusal.invalid(
                        field + ".generate.seed",
                        "a hidden instance is generated from the contest's hiddenSeed; leave its own seed out"));
            }
            return generatedId(game, spec.generate(), field + ".generate", hiddenSeed)
                    .then(id -> build(game, id, field + ".generate"));
        }
        return boardId(game, spec.board(), field + ".board").then(id -> build(game, id, field + ".board"));
    }

    private static Checked<String> generatedId(Game game, ContestRequest.Generate g, String field, Long hiddenSeed) {
        Optional<FieldRefusal> unknown =
                ContestValidator.unknownField(g.unknown(), field, "seed, size (SameGame) and percentEmpty (Sudoku)");
        if (unknown.isPresent()) {
            return Checked.refused(unknown.get());
        }
        // Without a seed the server draws one: nobody, the organizer included, can prepare the board.
        long seed = hiddenSeed != null ? hiddenSeed : g.seed() != null ? g.seed() : drawSeed();
        InstanceGenerator generator = game.type().generator(InstanceGenerator.Kind.SEEDED);
        if (generator == null) {
            return Checked.refused(FieldRefusal.invalid(
                    field,
                    "boards are generated for " + gamesWith(InstanceGenerator.Kind.SEEDED) + "; " + game.id()
                            + " has its instances by id"));
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
                return Checked.refused(FieldRefusal.invalid(
                        field + "." + other.getKey(),
                        other.getKey() + " is for "
                                + gamesTaking(other.getKey()) + "; " + game.id() + " takes "
                                + (values.isEmpty()
                                        ? "only a seed"
                                        : generator.parameters().stream()
                                                .map(InstanceGenerator.Parameter::name)
                                                .toList())));
            }
        }
        return Checked.valid(generator.seededId(seed, values));
    }

    /** A seed nobody can guess. */
    static long drawSeed() {
        return SEEDS.nextLong() & Long.MAX_VALUE;
    }

    private static Checked<String> boardId(Game game, List<String> rows, String field) {
        InstanceGenerator generator = game.type().generator(InstanceGenerator.Kind.BOARD);
        if (generator == null) {
            return Checked.refused(FieldRefusal.invalid(
                    field,
                    "boards are uploaded for " + gamesWith(InstanceGenerator.Kind.BOARD) + "; " + game.id()
                            + " has its instances by id"));
        }
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) == null) {
                return Checked.refused(
                        FieldRefusal.invalid(field + "[" + i + "]", "a row is a string of colour digits"));
            }
        }
        return Checked.valid(generator.boardId(rows));
    }

    private static Checked<BoardId> build(Game game, String id, String field) {
        try {
            State s = game.newInitialState(id);
            return Checked.valid(new BoardId(game.id(), s.instanceId()));
        } catch (UnknownInstanceException e) {
            return Checked.refused(FieldRefusal.invalid(field, e.getMessage()));
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
