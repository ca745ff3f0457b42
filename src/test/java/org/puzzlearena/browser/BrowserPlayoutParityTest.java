package org.puzzlearena.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.rules.TextState;
import org.puzzlearena.rules.catalog.Games;

/**
 * A seeded random playout picks the same moves in JavaScript as on the JVM: rules.js (TeaVM's
 * build, with the browser's int-based stand-ins for SplitMix64, SameGame's board and Morpion's
 * state) plays thousands of seeded games per game through RulesState.randomPlayout, as clients/js's
 * State.randomPlayout does, and the JVM's TextState plays the same seeds; every final score and
 * every line of moves must be the same.
 */
class BrowserPlayoutParityTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RULES_JS = Path.of("frontend/src/rules/generated/rules.js");

    /** Game, instance, playouts: the bitboard games get thousands, the others hundreds. */
    private static final Object[][] RUNS = {
        {"samegame", "standard/1", 2000},
        {"samegame", "standard/17", 500},
        {"samegame", "random/5/16x16x6", 500},
        {"samegame", "random/11/16x16x2", 300},
        {"samegame-jsgames", "random/9/7x9x3", 500},
        {"morpion-5d", "cross", 2000},
        {"morpion-5t", "cross", 2000},
        {"connect-four", "start", 1000},
        {"tic-tac-toe", "start", 500},
        {"sudoku16", "generated/1", 100},
        {"leftmove", "depth/12", 200},
    };

    @TempDir
    static Path work;

    /** Seeds 1.. and, for a tenth of the playouts, seeds whose high 32 bits are set or negative. */
    private static long seed(int i) {
        return switch (i % 10) {
            case 3 -> (1L << 52) + i;
            case 7 -> -1_000_003L * i;
            default -> i + 1;
        };
    }

    @Test
    void everySeededPlayoutOfRulesJsIsTheJvmsToTheLastMove() throws Exception {
        NodeScript.requireBuilt(RULES_JS);
        ArrayNode runs = JSON.createArrayNode();
        for (Object[] run : RUNS) {
            ObjectNode n = runs.addObject().put("game", (String) run[0]).put("instance", (String) run[1]);
            ArrayNode seeds = n.putArray("seeds");
            for (int i = 0; i < (int) run[2]; i++) {
                seeds.add(seed(i));
            }
        }
        Path runsFile = work.resolve("runs.json");
        Path outFile = work.resolve("playouts.json");
        JSON.writeValue(runsFile.toFile(), runs);
        NodeScript.run(
                work,
                "random-playouts.mjs",
                300,
                RULES_JS.toAbsolutePath().toString(),
                runsFile.toString(),
                outFile.toString());
        JsonNode answers = JSON.readTree(outFile.toFile());
        assertEquals(RUNS.length, answers.size());
        for (int r = 0; r < RUNS.length; r++) {
            String game = (String) RUNS[r][0];
            String instance = (String) RUNS[r][1];
            TextState initial = TextState.at(Games.byId(game).orElseThrow().newInitialState(instance));
            JsonNode playouts = answers.get(r);
            assertEquals((int) RUNS[r][2], playouts.size());
            Set<Integer> scores = new HashSet<>();
            for (int i = 0; i < playouts.size(); i++) {
                long seed = seed(i);
                TextState s = initial.copy();
                int score = s.randomPlayout(seed);
                JsonNode js = playouts.get(i);
                String where = game + " " + instance + " seed " + seed;
                assertEquals(score, js.get("score").asInt(), where);
                assertEquals(s.moves(), js.get("moves").asText(), where);
                scores.add(score);
            }
            // Different seeds must give different games, or the comparison proves little.
            assertTrue(scores.size() > 1, game + " " + instance + " scores " + scores);
        }
    }
}
