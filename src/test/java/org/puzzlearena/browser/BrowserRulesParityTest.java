package org.puzzlearena.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.InstanceGenerator;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * The browser never disagrees with the server: the same move sequences are replayed by the Java
 * rules core (as the verifier does) and by its TeaVM build (frontend/src/rules/generated/rules.js,
 * run under Node.js exactly as the browser imports it), and every answer must match: verdict,
 * first illegal move and its reason, score after every move, the position drawn, the legal moves
 * offered and how each is drawn. Cases: the published records and solutions of ../shared/data,
 * random games of every game, and the same games broken at a random move.
 */
class BrowserRulesParityTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RULES_JS = Path.of("frontend/src/rules/generated/rules.js");

    @TempDir
    static Path work;

    private static List<Case> cases;
    private static JsonNode answers;
    private static JsonNode catalog;

    record Case(String game, String instance, List<String> moves, String file) {}

    @BeforeAll
    static void runTheBrowserBuild() throws Exception {
        NodeScript.requireBuilt(RULES_JS);
        cases = buildCases();
        ArrayNode out = JSON.createArrayNode();
        for (Case c : cases) {
            ObjectNode n = out.addObject().put("game", c.game()).put("instance", c.instance());
            ArrayNode moves = n.putArray("moves");
            c.moves().forEach(moves::add);
            if (c.file() != null) {
                n.put("file", c.file());
            }
        }
        Path casesFile = work.resolve("cases.json");
        Path answersFile = work.resolve("answers.json");
        Path catalogFile = work.resolve("catalog.json");
        JSON.writeValue(casesFile.toFile(), out);
        NodeScript.run(
                work,
                "analyse-cases.mjs",
                120,
                RULES_JS.toAbsolutePath().toString(),
                casesFile.toString(),
                answersFile.toString(),
                catalogFile.toString());
        answers = JSON.readTree(answersFile.toFile());
        assertEquals(cases.size(), answers.size());
        catalog = JSON.readTree(catalogFile.toFile());
    }

    /** The browser reads each game's facts from its catalogue: they are the rules core's own. */
    @Test
    void theBrowserCatalogueStatesEveryGamesFacts() {
        assertEquals(Games.all().size(), catalog.size());
        for (int i = 0; i < catalog.size(); i++) {
            Game game = Games.all().get(i);
            GameType type = game.type();
            JsonNode entry = catalog.get(i);
            assertEquals(game.id(), entry.get("id").asText());
            assertEquals(type.family(), entry.get("family").asText());
            assertEquals(type.players(), entry.get("players").asInt());
            assertEquals(type.result().id(), entry.get("result").asText());
            assertEquals(type.defaultPolicy(), entry.get("defaultPolicy").asText());
            assertEquals(type.policies(), strings(entry.get("policies")));
            assertEquals(type.generators().size(), entry.get("generators").size());
            for (int k = 0; k < type.generators().size(); k++) {
                InstanceGenerator g = type.generators().get(k);
                JsonNode e = entry.get("generators").get(k);
                assertEquals(g.kind().id(), e.get("kind").asText());
                assertEquals(g.prefix(), e.get("prefix").asText());
                List<String> names = new ArrayList<>();
                e.get("parameters").forEach(p -> names.add(p.get("name").asText()));
                assertEquals(
                        g.parameters().stream()
                                .map(InstanceGenerator.Parameter::name)
                                .toList(),
                        names);
            }
        }
    }

    @Test
    void everyAnswerOfTheBrowserBuildIsTheJavaRulesCoresAnswer() throws Exception {
        int invalid = 0;
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            JsonNode expected = javaAnalysis(c);
            JsonNode actual = answers.get(i).get("analysis");
            assertEquals(expected, actual, () -> "case " + c.game() + " " + c.instance() + " " + c.moves());
            if (expected.get("status").asText().equals("invalid")) {
                invalid++;
            }
        }
        // The suite must exercise both verdicts, or it proves little.
        assertTrue(invalid >= 20, "invalid cases: " + invalid);
        assertTrue(cases.size() - invalid >= 60, "valid cases: " + (cases.size() - invalid));
    }

    @Test
    void theRecordsReadAndWriteAsInJava() throws Exception {
        int files = 0;
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            if (c.file() == null) {
                continue;
            }
            files++;
            Game game = Games.byId(c.game()).orElseThrow();
            State initial = game.newInitialState(c.instance());
            JsonNode read = answers.get(i).get("read");
            assertEquals("ok", read.get("status").asText());
            assertEquals(game.solutionFormat().read(c.file(), initial).moves(), strings(read.get("moves")));
            JsonNode written = answers.get(i).get("written");
            ReplayResult verdict = Replay.moves(initial, c.moves());
            if (verdict instanceof ReplayResult.Valid valid) {
                assertEquals("ok", written.get("status").asText());
                assertEquals(
                        game.solutionFormat().write(valid.finalState()),
                        written.get("text").asText());
            } else {
                assertEquals("invalid", written.get("status").asText());
            }
        }
        assertTrue(files >= 4, "record files: " + files);
    }

    /** What BrowserRules.analyse must answer, computed with the verifier and the State API. */
    private static JsonNode javaAnalysis(Case c) throws IOException {
        Game game = Games.byId(c.game()).orElseThrow();
        State state = game.newInitialState(c.instance());
        ReplayResult verdict = Replay.moves(state, c.moves());
        ObjectNode out = JSON.createObjectNode();
        int playable = c.moves().size();
        if (verdict instanceof ReplayResult.Invalid invalid) {
            out.put("status", "invalid");
            out.putObject("error")
                    .put("moveIndex", invalid.moveIndex())
                    .put("move", invalid.move())
                    .put("reason", invalid.reason());
            playable = invalid.moveIndex();
        } else {
            out.put("status", "valid");
        }
        ArrayNode scores = JSON.createArrayNode().add(state.score());
        for (int k = 0; k < playable; k++) {
            state.play(state.readMove(c.moves().get(k)).move());
            scores.add(state.score());
        }
        out.put("score", state.score()).put("moveCount", state.moveCount()).put("terminal", state.isTerminal());
        out.set("scores", scores);
        out.set("position", JSON.readTree(state.positionJson()));
        out.set("details", JSON.readTree("{" + state.detailsJson() + "}"));
        ArrayNode legal = out.putArray("legal");
        int[] moves = new int[game.maxLegalMoves()];
        int n = state.legalMoves(moves);
        for (int k = 0; k < n; k++) {
            ObjectNode move = legal.addObject().put("move", state.formatMove(moves[k]));
            move.setAll((ObjectNode) JSON.readTree(state.moveJson(moves[k])));
        }
        return out;
    }

    private static List<Case> buildCases() throws IOException {
        List<Case> all = new ArrayList<>();
        addRecords(all);
        addPublishedSameGameLines(all);
        addRandomGames(all);
        addMoveStringFiles(all);
        return all;
    }

    /** The Morpion world records, under their own rules and under the other variant's. */
    private static void addRecords(List<Case> all) throws IOException {
        for (String name : List.of("5D-82-rosin.psol", "5T-170-bruneau.psol", "5T-178-rosin.psol")) {
            String text = fixture("morpion-records/" + name);
            for (String gameId : List.of("morpion-5d", "morpion-5t")) {
                Game game = Games.byId(gameId).orElseThrow();
                String instance = game.defaultInstance();
                List<String> moves = game.solutionFormat()
                        .read(text, game.newInitialState(instance))
                        .moves();
                all.add(new Case(gameId, instance, moves, text));
            }
        }
    }

    /** The published SameGame lines and the greedy line of all 20 standard positions, both scorings. */
    private static void addPublishedSameGameLines(List<Case> all) throws IOException {
        JsonNode fixture = JSON.readTree(fixture("samegame-verified-sequences.json"));
        for (JsonNode seq : fixture.get("published_lines").get("sequences")) {
            addSameGame(all, "standard/" + seq.get("position_id").asInt(), seq.get("moves_col_row"));
        }
        for (JsonNode p : fixture.get("greedy_lines").get("positions")) {
            addSameGame(all, "standard/" + p.get("id").asInt(), p.get("moves"));
        }
    }

    private static void addSameGame(List<Case> all, String instance, JsonNode colRows) {
        List<String> moves = new ArrayList<>();
        for (JsonNode m : colRows) {
            moves.add(m.get(0).asInt() + "," + m.get(1).asInt());
        }
        all.add(new Case("samegame", instance, moves, null));
        all.add(new Case("samegame-jsgames", instance, moves, null));
    }

    /** The two-player games' files: move strings run together, over lines, with comments and an illegal move. */
    private static void addMoveStringFiles(List<Case> all) {
        Game connectFour = Games.byId("connect-four").orElseThrow();
        Game ticTacToe = Games.byId("tic-tac-toe").orElseThrow();
        for (String text : List.of("4455\n3 # centre first\n", "444444 4\n", "1122334\n")) {
            all.add(new Case(
                    "connect-four",
                    "start",
                    connectFour
                            .solutionFormat()
                            .read(text, connectFour.newInitialState("start"))
                            .moves(),
                    text));
        }
        for (String text : List.of("519\n", "5 1 9 5\n", "14253\n")) {
            all.add(new Case(
                    "tic-tac-toe",
                    "start",
                    ticTacToe
                            .solutionFormat()
                            .read(text, ticTacToe.newInitialState("start"))
                            .moves(),
                    text));
        }
    }

    /** Random games of every game, whole and cut short, and broken at a random move. */
    private static void addRandomGames(List<Case> all) {
        String[][] instances = {
            {"morpion-5t", "cross"},
            {"morpion-5d", "cross"},
            {"samegame", "standard/3"},
            {"samegame", "random/5/16x16x6"},
            {"samegame-jsgames", "random/9/7x9x3"},
            {"sudoku16", "generated/1"},
            {"sudoku16", "generated/8/50"},
            {"leftmove", "depth/12"},
            {"leftmost", "depth/9"},
            {"tic-tac-toe", "start"},
            {"tic-tac-toe", "start/51"},
            {"connect-four", "start"},
            {"connect-four", "start/4455"},
        };
        SplitMix64 rng = new SplitMix64(6);
        for (String[] gi : instances) {
            Game game = Games.byId(gi[0]).orElseThrow();
            for (int g = 0; g < 4; g++) {
                State state = game.newInitialState(gi[1]);
                int[] buffer = new int[game.maxLegalMoves()];
                List<String> moves = new ArrayList<>();
                while (!state.isTerminal()) {
                    int move = state.randomMove(rng, buffer);
                    moves.add(state.formatMove(move));
                    state.play(move);
                }
                all.add(new Case(gi[0], gi[1], moves, null));
                if (moves.isEmpty()) {
                    continue;
                }
                all.add(new Case(gi[0], gi[1], moves.subList(0, rng.nextInt(moves.size())), null));
                List<String> broken = new ArrayList<>(moves);
                int at = rng.nextInt(broken.size());
                // A move of this game that is (almost always) wrong here: one played later, or earlier.
                broken.set(at, broken.get(at == 0 ? broken.size() - 1 : rng.nextInt(at)));
                all.add(new Case(gi[0], gi[1], broken, null));
                List<String> garbage = new ArrayList<>(moves.subList(0, at));
                // The browser takes one move per line, so a lone empty move and no moves at all are
                // the same text there: an empty move is tested only after at least one move.
                garbage.add(g % 2 == 0 || at == 0 ? "not a move" : "");
                all.add(new Case(gi[0], gi[1], garbage, null));
                List<String> pastTheEnd = new ArrayList<>(moves);
                pastTheEnd.add(moves.get(0));
                all.add(new Case(gi[0], gi[1], pastTheEnd, null));
            }
        }
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static String fixture(String name) throws IOException {
        try (InputStream in = BrowserRulesParityTest.class.getResourceAsStream("/fixtures/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing fixture /fixtures/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
