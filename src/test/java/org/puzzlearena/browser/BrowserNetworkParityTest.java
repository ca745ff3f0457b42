package org.puzzlearena.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Games;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.deep.BoardEncoding;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * The browser's deep bot is the server's: the shipped network evaluated by its TeaVM build
 * (frontend/src/rules/generated/lab.js under Node.js, as the lab's Web Worker loads it) gives the
 * server's outputs on 300 positions from random games to within float rounding, and a seeded
 * deep player chooses the same move with the same visits on each.
 */
class BrowserNetworkParityTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path LAB_JS = Path.of("frontend/src/rules/generated/lab.js");

    @TempDir
    Path work;

    @Test
    void theBrowserBuildEvaluatesAndSearchesAsTheServerDoes() throws Exception {
        if (!Files.isRegularFile(LAB_JS) || Files.size(LAB_JS) == 0) {
            fail(LAB_JS + " is missing: it is built by `./mvnw process-classes` (TeaVM), which `./mvnw verify` runs");
        }
        Game game = Games.byId("connect-four").orElseThrow();
        List<String> positions = randomPositions(game, new SplitMix64(17), 300);
        Path positionsFile = work.resolve("positions.json");
        Path answersFile = work.resolve("answers.json");
        Path script = work.resolve("evaluate-positions.mjs");
        JSON.writeValue(positionsFile.toFile(), positions);
        try (InputStream in = getClass().getResourceAsStream("/browser/evaluate-positions.mjs")) {
            Files.copy(in, script);
        }
        Process node;
        try {
            node = new ProcessBuilder(
                            "node",
                            script.toString(),
                            LAB_JS.toAbsolutePath().toString(),
                            positionsFile.toString(),
                            answersFile.toString())
                    .redirectErrorStream(true)
                    .start();
        } catch (IOException e) {
            throw new AssertionError("Node.js (`node`, version 20 or newer) runs the browser build's tests", e);
        }
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(node.waitFor(300, TimeUnit.SECONDS), "node finished");
        assertEquals(0, node.exitValue(), "node failed:\n" + output);
        JsonNode answers = JSON.readTree(answersFile.toFile());
        assertEquals(positions.size(), answers.size());
        double worst = 0;
        for (int i = 0; i < positions.size(); i++) {
            State s = game.newInitialState(MoveStrings.instanceId(positions.get(i))); // as the lab reads it
            float[] server = new float[BoardEncoding.OUTPUTS + 1];
            Networks.connectFour().forward(s, server);
            JsonNode browser = answers.get(i).get("evaluation").get("outputs");
            assertEquals(server.length, browser.size(), positions.get(i));
            for (int k = 0; k < server.length; k++) {
                double d = Math.abs(server[k] - browser.get(k).asDouble());
                worst = Math.max(worst, d);
                assertTrue(
                        d < 1e-4,
                        "output " + k + " of " + positions.get(i) + ": server " + server[k] + ", browser "
                                + browser.get(k));
            }
            Player.Decision deep =
                    PlayerSpec.parse("deep:sims=100").create(game, 5).decide(s);
            JsonNode b = answers.get(i).get("deep");
            assertEquals(s.formatMove(deep.move()), b.get("move").asText(), "deep move at " + positions.get(i));
            JsonNode serverChildren =
                    JSON.readTree("{" + deep.detailsJson() + "}").get("children");
            JsonNode browserChildren = b.get("children");
            assertEquals(serverChildren.size(), browserChildren.size(), positions.get(i));
            for (int k = 0; k < serverChildren.size(); k++) {
                JsonNode x = serverChildren.get(k);
                JsonNode y = browserChildren.get(k);
                String where = "child " + k + " at " + positions.get(i);
                assertEquals(x.get("move").asText(), y.get("move").asText(), where);
                assertEquals(x.get("visits").asInt(), y.get("visits").asInt(), where);
                assertEquals(
                        x.get("prior").asDouble(),
                        y.get("prior").asDouble(),
                        1.01e-4,
                        where); // two roundings to 4 decimals
                assertEquals(x.get("value").asDouble(), y.get("value").asDouble(), 1.01e-4, where);
            }
        }
        System.out.println("browser vs server network outputs: largest difference " + worst);
    }

    private static List<String> randomPositions(Game game, SplitMix64 rng, int count) {
        List<String> out = new ArrayList<>();
        int[] moves = new int[7];
        while (out.size() < count) {
            State s = game.newInitialState("start");
            StringBuilder line = new StringBuilder();
            int stones = rng.nextInt(36);
            while (s.moveCount() < stones && !s.isTerminal()) {
                int m = moves[rng.nextInt(s.legalMoves(moves))];
                line.append(s.formatMove(m));
                s.play(m);
            }
            if (!s.isTerminal()) {
                out.add(line.toString());
            }
        }
        return out;
    }
}
