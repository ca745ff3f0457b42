package org.puzzlearena.rules.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

/** positionJson() gives a browser the grid, the givens and every empty cell's candidates. */
class SudokuPositionJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final SudokuGame game = new SudokuGame();
    private final JsonNode fixtures = SudokuFixtures.instances();

    private static JsonNode parse(State state) throws Exception {
        return JSON.readTree(state.positionJson());
    }

    @Test
    void anInitialPositionIsThePuzzleWithTheCandidatesTheRulesLeave() throws Exception {
        int checked = 0;
        for (JsonNode inst : fixtures.get("public_instances").get("instances")) {
            String name = inst.get("name").asText();
            String puzzle = inst.get("puzzle").asText().toUpperCase();
            JsonNode p = parse(game.newInitialState("grid/" + puzzle));

            assertEquals(16, p.get("size").asInt(), name);
            assertEquals(puzzle, p.get("grid").asText(), name);
            assertEquals(puzzle, p.get("givens").asText(), name);
            assertEquals(256 - inst.get("empty_cells").asInt(), p.get("filled").asInt(), name);
            assertFalse(p.get("solved").asBoolean(), name);
            assertFalse(p.get("contradiction").asBoolean(), name);
            JsonNode candidates = p.get("candidates");
            assertEquals(256, candidates.size(), name);
            for (int cell = 0; cell < 256; cell++) {
                assertEquals(
                        candidatesByHand(puzzle, cell), candidates.get(cell).asInt(), name + " cell " + cell);
            }
            JsonNode solution = inst.get("solution");
            if (!solution.isNull()) {
                for (int cell = 0; cell < 256; cell++) {
                    if (puzzle.charAt(cell) == '.') {
                        int value = SudokuFixtures.value(solution.asText().charAt(cell));
                        assertTrue(
                                (candidates.get(cell).asInt() & (1 << value)) != 0,
                                name + " cell " + cell + " keeps its solution's symbol as a candidate");
                    }
                }
            }
            checked++;
        }
        assertEquals(4, checked);
    }

    @Test
    void movesFillTheGridButNotTheGivens() throws Exception {
        JsonNode easy = fixtures.get("public_instances").get("instances").get(0);
        String puzzle = easy.get("puzzle").asText().toUpperCase();
        String solution = easy.get("solution").asText().toUpperCase();
        State state = game.newInitialState("grid/" + puzzle);
        StringBuilder expected = new StringBuilder(puzzle);
        int played = 0;
        for (int cell = 0; cell < 256 && played < 5; cell++) {
            if (puzzle.charAt(cell) == '.') {
                String move = "r" + (cell / 16 + 1) + "c" + (cell % 16 + 1) + "=" + solution.charAt(cell);
                state.play(state.readMove(move).move());
                expected.setCharAt(cell, solution.charAt(cell));
                played++;
            }
        }
        JsonNode p = parse(state);

        assertEquals(expected.toString(), p.get("grid").asText());
        assertEquals(puzzle, p.get("givens").asText());
        assertEquals(256 - easy.get("empty_cells").asInt() + 5, p.get("filled").asInt());
        String grid = p.get("grid").asText();
        for (int cell = 0; cell < 256; cell++) {
            assertEquals(
                    candidatesByHand(grid, cell), p.get("candidates").get(cell).asInt(), "cell " + cell);
        }
    }

    @Test
    void aSolvedGridHasNoCandidatesLeft() throws Exception {
        JsonNode easy = fixtures.get("public_instances").get("instances").get(0);
        String solution = easy.get("solution").asText().toUpperCase();
        State state = game.newInitialState("grid/" + easy.get("puzzle").asText());
        int[] moves = new int[16];
        while (!state.isTerminal()) {
            state.legalMoves(moves);
            int cell = moves[0] >> 4;
            state.play(cell * 16 + SudokuFixtures.value(solution.charAt(cell)));
        }
        JsonNode p = parse(state);

        assertTrue(p.get("solved").asBoolean());
        assertFalse(p.get("contradiction").asBoolean());
        assertEquals(256, p.get("filled").asInt());
        assertEquals(solution, p.get("grid").asText());
        for (JsonNode mask : p.get("candidates")) {
            assertEquals(0, mask.asInt());
        }
    }

    @Test
    void aDeadEndShowsTheContradictionAndTheBlockedCell() throws Exception {
        SplitMix64 rng = new SplitMix64(7);
        int[] buffer = new int[16];
        for (int attempt = 0; attempt < 100; attempt++) {
            State state = game.newInitialState("generated/" + attempt);
            while (!state.isTerminal()) {
                state.play(state.randomMove(rng, buffer));
            }
            if (state.score() == 256) {
                continue;
            }
            JsonNode p = parse(state);
            assertTrue(p.get("contradiction").asBoolean());
            assertFalse(p.get("solved").asBoolean());
            String grid = p.get("grid").asText();
            boolean blocked = false;
            for (int cell = 0; cell < 256; cell++) {
                blocked |= grid.charAt(cell) == '.'
                        && p.get("candidates").get(cell).asInt() == 0;
            }
            assertTrue(blocked, "some empty cell has no candidate");
            return;
        }
        throw new AssertionError("no random playout ended in a dead end");
    }

    /** The symbols an empty cell's row, column and box leave free; 0 for a filled cell. */
    private static int candidatesByHand(String grid, int cell) {
        if (grid.charAt(cell) != '.') {
            return 0;
        }
        int row = cell / 16;
        int col = cell % 16;
        int used = 0;
        for (int other = 0; other < 256; other++) {
            int r = other / 16;
            int c = other % 16;
            boolean peer = r == row || c == col || (r / 4 == row / 4 && c / 4 == col / 4);
            if (peer && grid.charAt(other) != '.') {
                used |= 1 << SudokuFixtures.value(grid.charAt(other));
            }
        }
        return ~used & 0xFFFF;
    }
}
