package org.puzzlearena.browser;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.InitialState;
import org.puzzlearena.rules.InstanceGenerator;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.teavm.jso.JSExport;

/**
 * The rules core as the browser calls it: TeaVM compiles this class and everything it reaches in
 * the rules package into frontend/src/rules/generated/rules.js (an ES module whose exports are
 * the {@code @JSExport} methods). Strings in, JSON strings out, moves joined by line breaks, so
 * the boundary needs nothing from TeaVM's JavaScript interop beyond strings. The verdict on a
 * move sequence is {@link Replay}'s own, the very code the server stores scores with.
 * frontend/src/rules/engine.ts documents the answers' shapes for the TypeScript side.
 */
public final class BrowserRules {

    private BrowserRules() {}

    /** TeaVM wants an entry point; the module is used through its exports. */
    public static void main(String[] args) {}

    /**
     * Every game: id, title, description, instance syntax, default and listed instances, notation,
     * and its facts (family, players, result, policies, instance generators) as the catalogue API
     * gives them, so the browser picks a view or a board form by asking, not by the game's id.
     */
    @JSExport
    public static String catalog() {
        StringBuilder out = new StringBuilder(4096).append('[');
        List<Game> games = Games.all();
        for (int g = 0; g < games.size(); g++) {
            Game game = games.get(g);
            if (g > 0) {
                out.append(',');
            }
            out.append('{');
            JsonText.field(out, "id");
            JsonText.string(out, game.id()).append(',');
            JsonText.field(out, "title");
            JsonText.string(out, game.title()).append(',');
            JsonText.field(out, "description");
            JsonText.string(out, game.description()).append(',');
            JsonText.field(out, "instanceSyntax");
            JsonText.string(out, game.instanceSyntax()).append(',');
            JsonText.field(out, "defaultInstance");
            if (game.defaultInstance() == null) {
                out.append("null");
            } else {
                JsonText.string(out, game.defaultInstance());
            }
            out.append(',');
            JsonText.field(out, "format");
            JsonText.string(out, game.solutionFormat().name()).append(',');
            JsonText.field(out, "instances");
            strings(out, game.instances()).append(',');
            facts(out, game.type());
            out.append('}');
        }
        return out.append(']').toString();
    }

    /** The members of GamesResource.GameView that come from the game's type, with the same names. */
    private static void facts(StringBuilder out, GameType type) {
        JsonText.field(out, "family");
        JsonText.string(out, type.family()).append(',');
        JsonText.field(out, "players").append(type.players()).append(',');
        JsonText.field(out, "result");
        JsonText.string(out, type.result().id()).append(',');
        JsonText.field(out, "defaultPolicy");
        JsonText.string(out, type.defaultPolicy()).append(',');
        JsonText.field(out, "policies");
        strings(out, type.policies()).append(',');
        JsonText.field(out, "generators").append('[');
        List<InstanceGenerator> generators = type.generators();
        for (int i = 0; i < generators.size(); i++) {
            InstanceGenerator g = generators.get(i);
            out.append(i > 0 ? ",{" : "{");
            JsonText.field(out, "kind");
            JsonText.string(out, g.kind().id()).append(',');
            JsonText.field(out, "prefix");
            JsonText.string(out, g.prefix()).append(',');
            JsonText.field(out, "description");
            JsonText.string(out, g.description()).append(',');
            JsonText.field(out, "parameters").append('[');
            for (int k = 0; k < g.parameters().size(); k++) {
                InstanceGenerator.Parameter p = g.parameters().get(k);
                out.append(k > 0 ? ",{" : "{");
                JsonText.field(out, "name");
                JsonText.string(out, p.name()).append(',');
                JsonText.field(out, "syntax");
                JsonText.string(out, p.syntax()).append(',');
                JsonText.field(out, "example");
                JsonText.string(out, p.example()).append(',');
                JsonText.field(out, "description");
                JsonText.string(out, p.description()).append('}');
            }
            out.append("]}");
        }
        out.append(']');
    }

    private static StringBuilder strings(StringBuilder out, List<String> values) {
        out.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            JsonText.string(out, values.get(i));
        }
        return out.append(']');
    }

    /**
     * Replays {@code moves} (one move text per line) from the instance's initial position: the
     * verifier's verdict, the score after every move, and the position reached (before the first
     * illegal move) with its legal moves described for drawing.
     */
    @JSExport
    public static String analyse(String gameId, String instanceId, String moves) {
        return switch (start(gameId, instanceId)) {
            case InitialState.Refused refused -> unreadable(refused.reason());
            case InitialState.Ok ok -> analyse(ok.state(), lines(moves));
        };
    }

    private static String analyse(State initial, List<String> texts) {
        ReplayResult verdict = Replay.moves(initial, texts);
        int playable = verdict instanceof ReplayResult.Invalid invalid ? invalid.moveIndex() : texts.size();
        return describe(initial, texts, playable, verdict);
    }

    /**
     * A position to play on in place, at the instance's start; null for an unknown game or instance
     * ({@link #analyse} with no moves says why).
     */
    @JSExport
    public static RulesState newState(String gameId, String instanceId) {
        return switch (start(gameId, instanceId)) {
            case InitialState.Refused refused -> null;
            case InitialState.Ok ok -> RulesState.at(ok.state());
        };
    }

    /** Reads a solution file in the game's notation into move texts, or says why it cannot. */
    @JSExport
    public static String readSolution(String gameId, String instanceId, String text) {
        return switch (start(gameId, instanceId)) {
            case InitialState.Refused refused -> unreadable(refused.reason());
            case InitialState.Ok ok ->
                switch (ok.state().game().solutionFormat().read(text == null ? "" : text, ok.state())) {
                    case SolutionFormat.ParsedSolution.Refused refused -> unreadable(refused.reason());
                    case SolutionFormat.ParsedSolution.Ok parsed -> moveList(parsed);
                };
        };
    }

    private static String moveList(SolutionFormat.ParsedSolution.Ok parsed) {
        StringBuilder out = new StringBuilder()
                .append("{\"status\":\"ok\",\"movesInFile\":")
                .append(parsed.movesInFile())
                .append(",\"moves\":");
        return strings(out, parsed.moves()).append('}').toString();
    }

    /** Writes a legal move sequence as a solution file in the game's notation. */
    @JSExport
    public static String writeSolution(String gameId, String instanceId, String moves) {
        Game game = Games.byId(gameId).orElse(null);
        if (game == null) {
            return unreadable("unknown game " + gameId);
        }
        ReplayResult verdict = Replay.moves(game, instanceId, lines(moves));
        return switch (verdict) {
            case ReplayResult.Valid valid -> {
                StringBuilder out = new StringBuilder().append("{\"status\":\"ok\",");
                JsonText.field(out, "text");
                yield JsonText.string(out, game.solutionFormat().write(valid.finalState()))
                        .append('}')
                        .toString();
            }
            case ReplayResult.Invalid invalid -> {
                StringBuilder out = new StringBuilder().append("{\"status\":\"invalid\",");
                JsonText.field(out, "message");
                JsonText.string(
                                out,
                                "move " + (invalid.moveIndex() + 1) + " (" + invalid.move() + "): " + invalid.reason())
                        .append(',');
                error(out, invalid);
                yield out.append('}').toString();
            }
            case ReplayResult.Unreadable unreadable -> unreadable(unreadable.reason());
        };
    }

    private static String describe(State initial, List<String> texts, int playable, ReplayResult verdict) {
        State state = initial.copy();
        StringBuilder scores = new StringBuilder().append('[').append(state.score());
        for (int i = 0; i < playable; i++) {
            // The verdict says these moves are legal in turn: readMove cannot fail here.
            state.play(state.readMove(texts.get(i)).move());
            scores.append(',').append(state.score());
        }
        scores.append(']');
        StringBuilder out = new StringBuilder(8192).append('{');
        JsonText.field(out, "status");
        if (verdict instanceof ReplayResult.Invalid invalid) {
            JsonText.string(out, "invalid").append(',');
            error(out, invalid);
            out.append(',');
        } else {
            JsonText.string(out, "valid").append(',');
        }
        out.append("\"score\":").append(state.score());
        out.append(",\"moveCount\":").append(state.moveCount());
        out.append(",\"terminal\":").append(state.isTerminal());
        out.append(",\"scores\":").append(scores);
        out.append(",\"position\":").append(state.positionJson());
        out.append(",\"details\":{").append(state.detailsJson()).append('}');
        out.append(",\"legal\":[");
        int[] moves = new int[state.game().maxLegalMoves()];
        int n = state.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                out.append(',');
            }
            String drawn = state.moveJson(moves[i]);
            out.append('{');
            JsonText.field(out, "move");
            JsonText.string(out, state.formatMove(moves[i]));
            // moveJson is an object: splice its members after "move".
            if (drawn.length() > 2) {
                out.append(',').append(drawn, 1, drawn.length() - 1);
            }
            out.append('}');
        }
        return out.append("]}").toString();
    }

    /** An instance's initial state, or why there is none (unknown game or instance). */
    private static InitialState start(String gameId, String instanceId) {
        Game game = Games.byId(gameId).orElse(null);
        return game == null ? new InitialState.Refused("unknown game " + gameId) : game.initialState(instanceId);
    }

    private static void error(StringBuilder out, ReplayResult.Invalid invalid) {
        out.append("\"error\":{\"moveIndex\":").append(invalid.moveIndex()).append(',');
        JsonText.field(out, "move");
        JsonText.string(out, invalid.move()).append(',');
        JsonText.field(out, "reason");
        JsonText.string(out, invalid.reason()).append('}');
    }

    private static String unreadable(String message) {
        StringBuilder out = new StringBuilder().append("{\"status\":\"unreadable\",");
        JsonText.field(out, "message");
        return JsonText.string(out, message).append('}').toString();
    }

    /** The moves of a text with one move per line; an empty text is no moves. */
    static List<String> lines(String moves) {
        List<String> out = new ArrayList<>();
        if (moves == null || moves.isEmpty()) {
            return out;
        }
        int start = 0;
        while (true) {
            int end = moves.indexOf('\n', start);
            if (end < 0) {
                out.add(moves.substring(start));
                return out;
            }
            out.add(moves.substring(start, end));
            start = end + 1;
        }
    }
}
