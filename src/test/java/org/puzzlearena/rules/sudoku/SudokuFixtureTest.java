package org.puzzlearena.rules.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;

/** The fixture's puzzles load with the right givens, and their known solutions replay to 256. */
class SudokuFixtureTest {

    private final SudokuGame game = new SudokuGame();
    private final JsonNode fixtures = SudokuFixtures.instances();

    @Test
    void publishedSolutionsReplayAsGridFilesToASolvedGrid() {
        int checked = 0;
        for (JsonNode inst : fixtures.get("public_instances").get("instances")) {
            if (inst.get("solution").isNull()) {
                continue;
            }
            String name = inst.get("name").asText();
            String puzzle = inst.get("puzzle").asText();
            String solution = inst.get("solution").asText();
            assertTrue(SudokuFixtures.isValidFullGrid(solution), name + ": the stored solution is a valid grid");
            assertSolves("grid/" + puzzle, solution, inst.get("empty_cells").asInt(), name);
            checked++;
        }
        assertEquals(3, checked, "Easy1, Medium1 and Hard1 have published solutions");
    }

    @Test
    void theMultipleSolutionsPuzzleIsSolvedByHard1sSolution() {
        JsonNode list = fixtures.get("public_instances").get("instances");
        String hard1Solution = null;
        String multiple = null;
        int multipleEmpty = -1;
        for (JsonNode inst : list) {
            if (inst.get("name").asText().equals("Hard1")) {
                hard1Solution = inst.get("solution").asText();
            }
            if (inst.get("name").asText().equals("MultipleSolutions")) {
                multiple = inst.get("puzzle").asText();
                multipleEmpty = inst.get("empty_cells").asInt();
            }
        }
        // It is Hard1 with four givens removed, so Hard1's solution solves it too.
        assertSolves("grid/" + multiple, hard1Solution, multipleEmpty, "MultipleSolutions");
    }

    @Test
    void generatedPuzzlesAreSolvedByTheirSourceGrids() {
        int checked = 0;
        for (JsonNode inst : fixtures.get("generated_66pct").get("instances")) {
            String puzzle = inst.get("puzzle").asText();
            String source = inst.get("source_solution").asText();
            int empty = inst.get("empty_cells").asInt();
            assertEquals(169, empty);
            assertTrue(SudokuFixtures.isValidFullGrid(source));
            assertSolves(
                    "grid/" + puzzle,
                    source,
                    empty,
                    "generated seed " + inst.get("seed").asInt());
            checked++;
        }
        assertEquals(6, checked);
    }

    @Test
    void solutionsAlsoReplayAsOneMovePerLineInTheBotsOwnOrder() {
        // Replaying the solution by following the smallest-domain cell shows that branching keeps it reachable.
        for (JsonNode inst : fixtures.get("generated_66pct").get("instances")) {
            String source = inst.get("source_solution").asText();
            State s = game.newInitialState("grid/" + inst.get("puzzle").asText());
            int[] moves = new int[16];
            while (!s.isTerminal()) {
                int n = s.legalMoves(moves);
                int cell = moves[0] >> 4;
                int wanted = cell * 16 + SudokuFixtures.value(source.charAt(cell));
                boolean offered = false;
                for (int i = 0; i < n; i++) {
                    offered |= moves[i] == wanted;
                }
                assertTrue(offered, "the solution's value of " + s.formatMove(wanted) + " is among the legal moves");
                s.play(wanted);
            }
            assertEquals(256, s.score());
        }
    }

    private void assertSolves(String instanceId, String solutionGrid, int emptyCells, String name) {
        State initial = game.newInitialState(instanceId);
        assertEquals(256 - emptyCells, initial.score(), name + ": the givens count as filled cells");
        assertFalse(initial.isTerminal(), name);
        ReplayResult result = Replay.file(game, instanceId, "# " + name + "\n" + solutionGrid + "\n");
        ReplayResult.Valid valid = assertInstanceOf(ReplayResult.Valid.class, result, name + ": " + result);
        assertEquals(256, valid.score(), name);
        assertEquals(emptyCells, valid.moves(), name + ": one move per empty cell");
        assertTrue(valid.finalState().isTerminal(), name);
        assertTrue(valid.finalState().detailsJson().contains("\"solved\":true"), name);
        assertTrue(valid.finalState().detailsJson().contains("\"empty\":0"), name);
    }
}
