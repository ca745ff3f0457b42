package org.puzzlearena.rules.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;

/** Instance ids: grids as written, seeded puzzles, and ids that are refused with a reason. */
class SudokuInstancesTest {

    private final SudokuGame game = new SudokuGame();

    @Test
    void aSeedMeansTheSameBoardEverywhere() {
        // Pinned: the browser and the server must cut the same puzzle from generated/1.
        assertEquals(
                "...A.5......8........D7.45......1....8.B....46..3....C1.......D7.1.C.BEFA..7536...6.C...8..E..0A.E"
                        + "...0..5.349.1......6.........8C.1...8.....6..5.4......B.....7..8.F..D.6.4......A...3.4.......BFB8E."
                        + "A...4.62.C1..A7..6.1..9EB8...........8B.D....2.F..80..D3..6",
                SudokuGenerator.generate(1, 66).puzzle());
        assertEquals(
                game.newInitialState("generated/12345").render(),
                game.newInitialState("generated/12345").render());
        assertNotEquals(
                game.newInitialState("generated/1").render(),
                game.newInitialState("generated/2").render());
    }

    @Test
    void generatedPuzzlesHaveRoundedPercentEmptyAndAValidHiddenGrid() {
        int[][] percentAndEmpty = {{0, 0}, {1, 3}, {30, 77}, {50, 128}, {66, 169}, {90, 230}};
        for (long seed = 0; seed < 30; seed++) {
            for (int[] pe : percentAndEmpty) {
                GeneratedSudoku g = SudokuGenerator.generate(seed, pe[0]);
                assertEquals(pe[1], SudokuFixtures.emptyCells(g.puzzle()), "seed " + seed + ", " + pe[0] + "%");
                assertTrue(SudokuFixtures.isValidFullGrid(g.solution()), "seed " + seed + ": hidden grid valid");
                for (int cell = 0; cell < 256; cell++) {
                    char c = g.puzzle().charAt(cell);
                    assertTrue(c == '.' || c == g.solution().charAt(cell), "givens come from the hidden grid");
                }
                State s = game.newInitialState("generated/" + seed + "/" + pe[0]);
                assertEquals(256 - pe[1], s.score());
            }
        }
    }

    @Test
    void generatedIdsAreCanonical() {
        assertEquals("generated/7", game.newInitialState("generated/7").instanceId());
        assertEquals("generated/7", game.newInitialState("generated/007/66").instanceId());
        assertEquals("generated/7/30", game.newInitialState("generated/7/030").instanceId());
        assertEquals(
                game.newInitialState("generated/7").render(),
                game.newInitialState("generated/7/66").render());
        assertEquals(
                "generated/9223372036854775807",
                game.newInitialState("generated/9223372036854775807").instanceId());
    }

    @Test
    void gridsAcceptLowerCaseSymbols() {
        String upper = SudokuGenerator.generate(3, 66).puzzle();
        State a = game.newInitialState("grid/" + upper);
        State b = game.newInitialState("grid/" + upper.toLowerCase());
        assertEquals(a.render(), b.render());
        assertEquals("grid/" + upper, b.instanceId());
    }

    @Test
    void everyListedInstanceAndTheDefaultLoad() {
        assertEquals(10, game.instances().size());
        for (String id : game.instances()) {
            assertFalse(game.newInitialState(id).isTerminal(), id);
        }
        assertEquals("generated/1", game.defaultInstance());
        assertEquals(256 - 169, game.newInitialState(game.defaultInstance()).score());
    }

    @Test
    void malformedIdsAreRefusedWithAReason() {
        String empty = ".".repeat(256);
        assertRefused(null, "no instance named");
        assertRefused("", "unknown sudoku16 instance");
        assertRefused("hexadoku/1", "unknown sudoku16 instance 'hexadoku/1'");
        assertRefused("grid/", "has 256 characters");
        assertRefused("grid/" + empty.substring(1), "this one has 255");
        assertRefused("grid/" + empty + ".", "this one has 257");
        assertRefused("grid/" + "G" + empty.substring(1), "character 1 ('G', at r1c1) is not a symbol");
        assertRefused("grid/" + "0" + empty.substring(1, 200) + " " + empty.substring(201), "(' ', at r13c9)");
        assertRefused("generated/", "the seed must be a whole number");
        assertRefused("generated/x", "the seed must be a whole number");
        assertRefused("generated/-1", "the seed must be a whole number");
        assertRefused("generated/9223372036854775808", "the seed must be a whole number");
        assertRefused("generated/1/91", "from 0 to 90");
        assertRefused("generated/1/", "from 0 to 90");
        assertRefused("generated/1/66/2", "from 0 to 90");
        assertRefused("generated/1/-5", "from 0 to 90");
        assertRefused("generated/1/100000000000", "from 0 to 90");
    }

    @Test
    void givensThatBreakTheRulesAreRefusedNamingTheClash() {
        char[] g = ".".repeat(256).toCharArray();
        g[2] = 'F';
        g[9] = 'f';
        assertRefused("grid/" + new String(g), "the givens break the rules: row 1 has two F (r1c3 and r1c10)");
        g = ".".repeat(256).toCharArray();
        g[5] = '3';
        g[14 * 16 + 5] = '3';
        assertRefused("grid/" + new String(g), "column 6 has two 3 (r1c6 and r15c6)");
        g = ".".repeat(256).toCharArray();
        g[16 * 4 + 4] = 'A';
        g[16 * 7 + 7] = 'A';
        assertRefused("grid/" + new String(g), "the box of rows 5-8, columns 5-8 has two A (r5c5 and r8c8)");
    }

    @Test
    void givensThatLeaveACellWithoutSymbolAreRefused() {
        String grid = ".0123456789ABCDE" + ".".repeat(48) + "F" + ".".repeat(256 - 65);
        assertRefused("grid/" + grid, "the givens leave r1c1 with no possible symbol");
    }

    private void assertRefused(String id, String expectedPart) {
        UnknownInstanceException e = assertThrows(UnknownInstanceException.class, () -> game.newInitialState(id));
        assertTrue(e.getMessage().contains(expectedPart), "'" + e.getMessage() + "' should say '" + expectedPart + "'");
        assertTrue(e.getMessage().length() < 300, "short message");
    }
}
