package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/** positionJson() draws the board as the standard set file writes it. */
class SameGamePositionJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode standardSet() throws IOException {
        try (InputStream in = SameGamePositionJsonTest.class.getResourceAsStream("/fixtures/samegame-standard.json")) {
            return JSON.readTree(in);
        }
    }

    @Test
    void everyStandardPositionIsTheFixtureRowsVerbatim() throws IOException {
        JsonNode positions = standardSet().get("positions");
        assertEquals(20, positions.size());
        for (JsonNode position : positions) {
            String instance = "standard/" + position.get("id").asInt();
            JsonNode p = JSON.readTree(
                    SameGameGame.papers().newInitialState(instance).positionJson());

            assertEquals(15, p.get("cols").asInt(), instance);
            assertEquals(15, p.get("rows").asInt(), instance);
            assertEquals(5, p.get("colours").asInt(), instance);
            assertEquals(position.get("rows"), p.get("grid"), instance);
            assertEquals(0, p.get("score").asInt(), instance);
            assertEquals(225, p.get("remaining").asInt(), instance);
            assertFalse(p.get("cleared").asBoolean(), instance);
        }
    }

    @Test
    void afterAFewMovesTheGridIsTheBoardOfAnIndependentEngine() throws IOException {
        JsonNode fixtureRows = standardSet().get("positions").get(0).get("rows");
        StringBuilder rows = new StringBuilder();
        for (JsonNode row : fixtureRows) {
            rows.append(row.asText()).append('\n');
        }
        NaiveSameGame naive = new NaiveSameGame(rows.toString(), 15, 15);
        SameGameState state = SameGameGame.papers().newInitialState("standard/1");
        int[] moves = new int[state.game().maxLegalMoves()];
        for (int i = 0; i < 6; i++) {
            int n = state.legalMoves(moves);
            int move = moves[n / 2];
            state.play(move);
            naive.play(move >> 4, move & 15);
        }
        JsonNode p = JSON.readTree(state.positionJson());

        assertEquals(state.score(), p.get("score").asInt());
        assertEquals(naive.points, p.get("score").asInt());
        assertEquals(naive.remaining(), p.get("remaining").asInt());
        assertTrue(naive.remaining() < 225);
        assertFalse(p.get("cleared").asBoolean());
        JsonNode grid = p.get("grid");
        assertEquals(15, grid.size());
        for (int r = 0; r < 15; r++) {
            String text = grid.get(r).asText();
            assertEquals(15, text.length());
            int row = 14 - r;
            for (int col = 0; col < 15; col++) {
                int colour = naive.grid[col][row];
                assertEquals(colour < 0 ? '.' : (char) ('0' + colour), text.charAt(col), "cell " + col + "," + row);
            }
        }
    }

    @Test
    void aClearedBoardIsAllDotsAndSaysSo() throws IOException {
        JsonNode line;
        try (InputStream in = getClass().getResourceAsStream("/fixtures/samegame-verified-sequences.json")) {
            line = JSON.readTree(in).get("published_lines").get("sequences").get(0);
        }
        SameGameState state = SameGameGame.papers()
                .newInitialState("standard/" + line.get("position_id").asInt());
        for (JsonNode move : line.get("moves_col_row")) {
            state.play(state.readMove(move.get(0).asInt() + "," + move.get(1).asInt())
                    .move());
        }
        JsonNode p = JSON.readTree(state.positionJson());

        assertTrue(p.get("cleared").asBoolean());
        assertEquals(0, p.get("remaining").asInt());
        assertEquals(state.score(), p.get("score").asInt());
        for (JsonNode row : p.get("grid")) {
            assertEquals(".".repeat(15), row.asText());
        }
    }
}
