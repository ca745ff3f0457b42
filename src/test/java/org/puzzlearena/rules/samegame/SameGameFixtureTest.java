package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveCheck;

/**
 * The published and the greedy move lists of fixtures/samegame-verified-sequences.json replay
 * exactly: every move legal, every group of the listed size, every score as listed.
 */
class SameGameFixtureTest {

    private static final SameGameGame PAPERS = SameGameGame.papers();
    private static final SameGameGame JS_GAMES = SameGameGame.jsGames();

    private static JsonNode fixture(String name) throws IOException {
        try (InputStream in = SameGameFixtureTest.class.getResourceAsStream("/fixtures/" + name)) {
            return new ObjectMapper().readTree(in);
        }
    }

    /** Plays {@code moves} ([col,row] pairs), checking each group's size; returns the final state. */
    private static SameGameState replay(SameGameGame game, String instance, JsonNode moves, JsonNode sizes) {
        SameGameState state = game.newInitialState(instance);
        for (int i = 0; i < moves.size(); i++) {
            String text =
                    moves.get(i).get(0).asInt() + "," + moves.get(i).get(1).asInt();
            MoveCheck check = state.readMove(text);
            assertTrue(check.isOk(), instance + " move " + i + " " + text + ": " + check.error());
            int before = state.remainingBlocks();
            state.play(check.move());
            assertEquals(
                    sizes.get(i).asInt(),
                    before - state.remainingBlocks(),
                    instance + " move " + i + " (" + text + ") group size");
        }
        return state;
    }

    @Test
    void theThreePublishedPosition10LinesClearTheBoardWithTheirScores() throws IOException {
        JsonNode sequences = fixture("samegame-verified-sequences.json")
                .get("published_lines")
                .get("sequences");
        assertEquals(3, sequences.size());
        int[] expected = {2197, 3095, 3215};
        for (int s = 0; s < sequences.size(); s++) {
            JsonNode seq = sequences.get(s);
            String instance = "standard/" + seq.get("position_id").asInt();
            assertEquals("standard/10", instance);
            SameGameState state = replay(PAPERS, instance, seq.get("moves_col_row"), seq.get("group_sizes"));
            assertEquals(seq.get("n_moves").asInt(), state.moveCount());
            assertEquals(expected[s], seq.get("claimed_score_in_source").asInt());
            assertEquals(expected[s], state.score(), "published score of line " + s);
            assertTrue(state.isTerminal());
            assertEquals(0, state.remainingBlocks());
            assertTrue(state.detailsJson().contains("\"cleared\":true"), state.detailsJson());
            // A cleared board pays no leftover penalty: the js-games rule gives the same score.
            SameGameState js = replay(JS_GAMES, instance, seq.get("moves_col_row"), seq.get("group_sizes"));
            assertEquals(expected[s], js.score());
        }
    }

    @Test
    void theGreedyLineOfEveryStandardPositionScoresAsListedUnderBothRules() throws IOException {
        JsonNode positions =
                fixture("samegame-verified-sequences.json").get("greedy_lines").get("positions");
        assertEquals(20, positions.size());
        for (JsonNode p : positions) {
            String instance = "standard/" + p.get("id").asInt();
            SameGameState papers = replay(PAPERS, instance, p.get("moves"), p.get("group_sizes"));
            SameGameState js = replay(JS_GAMES, instance, p.get("moves"), p.get("group_sizes"));
            assertTrue(papers.isTerminal(), instance + " greedy line ends the game");
            assertEquals(p.get("no_penalty").asInt(), papers.score(), instance + " papers' score");
            assertEquals(p.get("raw_sum_of_move_scores").asInt(), papers.score(), instance);
            assertEquals(p.get("schadd_per_colour_penalty").asInt(), js.score(), instance + " js-games score");
            assertEquals(p.get("remaining").asInt(), papers.remainingBlocks(), instance + " remaining");
            JsonNode perColour = p.get("remaining_per_colour");
            assertEquals(papers.colours(), perColour.size());
            for (int c = 0; c < perColour.size(); c++) {
                assertEquals(perColour.get(c).asInt(), papers.blocksOfColour(c), instance + " colour " + c);
            }
            assertEquals(
                    "\"cleared\":false,\"remaining\":" + p.get("remaining").asInt() + ",\"rule\":\"jsgames\"",
                    js.detailsJson());
        }
    }

    @Test
    void everyGreedyMoveIsALargestLegalGroup() throws IOException {
        // Checks the legal-move list against an independent record: the greedy player's choice
        // must be as large as every group legalMoves offers.
        JsonNode positions =
                fixture("samegame-verified-sequences.json").get("greedy_lines").get("positions");
        int[] moves = new int[PAPERS.maxLegalMoves()];
        for (JsonNode p : positions) {
            String instance = "standard/" + p.get("id").asInt();
            SameGameState state = PAPERS.newInitialState(instance);
            for (int i = 0; i < p.get("moves").size(); i++) {
                int n = state.legalMoves(moves);
                int largest = 0;
                for (int k = 0; k < n; k++) {
                    largest = Math.max(largest, sizeOf(state, moves[k]));
                }
                assertEquals(p.get("group_sizes").get(i).asInt(), largest, instance + " move " + i);
                JsonNode m = p.get("moves").get(i);
                state.play(state.readMove(m.get(0).asInt() + "," + m.get(1).asInt())
                        .move());
            }
            assertEquals(0, state.legalMoveCount());
        }
    }

    private static int sizeOf(SameGameState state, int move) {
        SameGameState copy = state.copy();
        copy.play(move);
        return state.remainingBlocks() - copy.remainingBlocks();
    }

    @Test
    void standardPosition1HasExactly44LegalGroupsAtTheStart() {
        SameGameState state = PAPERS.newInitialState("standard/1");
        assertEquals(44, state.legalMoveCount());
        assertEquals(44, state.legalMoves(new int[PAPERS.maxLegalMoves()]));
    }

    @Test
    void theCompiledStandardSetIsTheFixtureFile() throws IOException {
        JsonNode positions = fixture("samegame-standard.json").get("positions");
        assertEquals(StandardPositions.COUNT, positions.size());
        for (JsonNode p : positions) {
            String[] lines = PAPERS.newInitialState("standard/" + p.get("id").asInt())
                    .render()
                    .split("\n");
            JsonNode rows = p.get("rows");
            for (int r = 0; r < 15; r++) {
                String drawn = lines[r].substring(lines[r].indexOf('|') + 1).replace(" ", "");
                assertEquals(
                        rows.get(r).asText(), drawn, "standard/" + p.get("id").asInt() + " row " + (14 - r));
            }
        }
    }
}
