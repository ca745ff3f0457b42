package org.puzzlearena.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.search.twoplayer.DecisionJson;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * The browser's deep bot is the server's: the shipped network evaluated by its TeaVM build
 * (frontend/src/rules/generated/lab.js under Node.js, as the lab's Web Worker loads it) gives the
 * server's outputs on 300 positions from random games to the bit (the forward pass uses only IEEE
 * arithmetic and {@link org.puzzlearena.search.deep.PortableMath}), and a seeded deep player
 * searches the same tree: the same move and the same visits on each.
 */
class BrowserNetworkParityTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path LAB_JS = Path.of("frontend/src/rules/generated/lab.js");

    @TempDir
    Path work;

    @Test
    void theBrowserBuildEvaluatesAndSearchesAsTheServerDoes() throws Exception {
        NodeScript.requireBuilt(LAB_JS);
        Game game = Games.byId("connect-four").orElseThrow();
        List<String> positions = randomPositions(game, new SplitMix64(17), 300);
        Path positionsFile = work.resolve("positions.json");
        Path answersFile = work.resolve("answers.json");
        JSON.writeValue(positionsFile.toFile(), positions);
        NodeScript.run(
                work,
                "evaluate-positions.mjs",
                300,
                LAB_JS.toAbsolutePath().toString(),
                positionsFile.toString(),
                answersFile.toString());
        JsonNode answers = JSON.readTree(answersFile.toFile());
        assertEquals(positions.size(), answers.size());
        double worst = 0;
        for (int i = 0; i < positions.size(); i++) {
            State s = game.newInitialState(MoveStrings.instanceId(positions.get(i))); // as the lab reads it
            float[] server = new float[ConnectFourTensor.OUTPUTS + 1];
            Networks.connectFour().forward(s, server);
            JsonNode browser = answers.get(i).get("evaluation").get("outputBits");
            assertEquals(server.length, browser.size(), positions.get(i));
            for (int k = 0; k < server.length; k++) {
                float theirs = Float.intBitsToFloat(browser.get(k).asInt());
                worst = Math.max(worst, Math.abs(server[k] - theirs));
                assertEquals(
                        Float.floatToIntBits(server[k]),
                        browser.get(k).asInt(),
                        "output " + k + " of " + positions.get(i) + ": server " + server[k] + ", browser " + theirs);
            }
            Player.Decision deep =
                    PlayerSpec.parse("deep:sims=100").create(game, 5).decide(s);
            JsonNode b = answers.get(i).get("deep");
            assertEquals(s.formatMove(deep.move()), b.get("move").asText(), "deep move at " + positions.get(i));
            JsonNode serverChildren =
                    JSON.readTree("{" + DecisionJson.members(s, deep) + "}").get("children");
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
