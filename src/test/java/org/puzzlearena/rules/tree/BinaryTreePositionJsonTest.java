package org.puzzlearena.rules.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;

/** positionJson() shows the path walked so far and its score. */
class BinaryTreePositionJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theRootHasAnEmptyPath() throws Exception {
        JsonNode p = JSON.readTree(
                BinaryTreeGame.leftMove().newInitialState("depth/9").positionJson());

        assertEquals("leftmove", p.get("scoring").asText());
        assertEquals(9, p.get("depth").asInt());
        assertEquals("", p.get("path").asText());
        assertEquals(0, p.get("score").asInt());
        assertEquals(4, p.size());
    }

    @Test
    void thePathIsTheMovesPlayedAndTheScoreFollowsTheScoring() throws Exception {
        assertPath(BinaryTreeGame.leftMove(), "LRL", 2);
        assertPath(BinaryTreeGame.leftmostPath(), "LRL", 1);
        assertPath(BinaryTreeGame.leftmostPath(), "LLLLLLLLLLLLLLLLLLLL", 20);
    }

    private static void assertPath(Game game, String moves, int score) throws Exception {
        State state = game.newInitialState("depth/20");
        for (char c : moves.toCharArray()) {
            state.play(state.readMove(String.valueOf(c)).move());
        }
        JsonNode p = JSON.readTree(state.positionJson());

        assertEquals(game.id(), p.get("scoring").asText());
        assertEquals(20, p.get("depth").asInt());
        assertEquals(moves, p.get("path").asText());
        assertEquals(score, p.get("score").asInt());
        assertEquals(state.score(), p.get("score").asInt());
    }
}
