package org.puzzlearena.rules.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.State;

/** What people type, and the reasons they get back. */
class SudokuReadMoveTest {

    private final SudokuGame game = new SudokuGame();

    /**
     * r1c1 = 7 (given), r1c5 = A, r9c2 = B, r2c3 = C; everything else empty. r1c2 is then in the row
     * of A, the column of B and the box of C.
     */
    private static final String GRID = buildGrid();

    private static String buildGrid() {
        char[] g = ".".repeat(256).toCharArray();
        g[0] = '7';
        g[4] = 'A';
        g[8 * 16 + 1] = 'B';
        g[16 + 2] = 'C';
        return new String(g);
    }

    private State state() {
        return game.newInitialState("grid/" + GRID);
    }

    @Test
    void acceptsTheCanonicalNotationInEitherCaseAndWithSpaces() {
        State s = state();
        MoveCheck m = s.readMove("r4c12=A");
        assertTrue(m.isOk(), m.error());
        assertEquals(m.move(), s.readMove(" R4C12 = a ").move());
        assertEquals("r4c12=A", s.formatMove(m.move()));
        assertEquals(m.move(), s.readMove("r04c012=A").move());
    }

    @Test
    void acceptsAnyEmptyCellNotOnlyTheCellTheBotsBranchOn() {
        State s = state();
        int[] legal = new int[16];
        s.legalMoves(legal);
        MoveCheck other = s.readMove("r16c16=0");
        assertTrue(other.isOk(), other.error());
        assertTrue(other.move() >> 4 != legal[0] >> 4, "r16c16 is not the branching cell");
        s.play(other.move());
        assertEquals(5, s.score(), "four givens and one move");
    }

    @Test
    void aFilledCellIsNamedWithWhatItHolds() {
        State s = state();
        assertEquals("r1c1 already holds 7 (a given)", s.readMove("r1c1=7").error());
        s.play(s.readMove("r3c3=0").move());
        assertEquals(
                "r3c3 already holds 0 (filled by move 1)", s.readMove("r3c3=1").error());
    }

    @Test
    void anExcludedSymbolNamesTheUnitThatHoldsItAndWhere() {
        State s = state();
        assertEquals(
                "A is not possible in r1c2: row 1 already has A in r1c5",
                s.readMove("r1c2=A").error());
        assertEquals(
                "B is not possible in r1c2: column 2 already has B in r9c2",
                s.readMove("r1c2=B").error());
        assertEquals(
                "C is not possible in r1c2: the box of rows 1-4, columns 1-4 already has C in r2c3",
                s.readMove("r1c2=C").error());
        assertEquals(
                "7 is not possible in r4c4: the box of rows 1-4, columns 1-4 already has 7 in r1c1",
                s.readMove("r4c4=7").error());
    }

    @Test
    void malformedTextGetsTheExpectedShape() {
        State s = state();
        for (String text : new String[] {
            "", "   ", "hello", "r4c12", "r4c12=", "4,12=A", "r c1=A", "r1c=A", "r1 c1=A", "c1r1=A", "r1c1:A", "r١c1=A"
        }) {
            String error = s.readMove(text).error();
            assertNotNull(error, "'" + text + "' is not a move");
            assertTrue(error.startsWith("not a move: expected r<row>c<col>=<symbol>"), text + " -> " + error);
        }
    }

    @Test
    void outOfGridAndNonSymbolsAreExplained() {
        State s = state();
        assertEquals(
                "row 17 is outside the 16x16 grid (rows 1 to 16)",
                s.readMove("r17c1=A").error());
        assertEquals(
                "row 0 is outside the 16x16 grid (rows 1 to 16)",
                s.readMove("r0c1=A").error());
        assertEquals(
                "column 99 is outside the 16x16 grid (columns 1 to 16)",
                s.readMove("r1c99=A").error());
        assertTrue(s.readMove("r99999999999999999999999999c1=A").error().startsWith("row 999999999999... is outside"));
        assertEquals(
                "'G' is not a symbol: the 16 symbols are 0-9 and A-F",
                s.readMove("r2c2=G").error());
        assertEquals(
                "'16' is not a symbol: the 16 symbols are 0-9 and A-F",
                s.readMove("r2c2=16").error());
    }

    @Test
    void neverThrowsWhateverTheText() {
        State s = state();
        String[] garbage = {
            null,
            "\u0000",
            "r\uD83D\uDE00c1=1",
            "r1c1=\uD83D\uDE00",
            "=".repeat(100_000),
            "r" + "9".repeat(100_000) + "c1=A",
            "r1c1=" + "A".repeat(100_000),
            "r-1c1=A",
            "r+1c1=A"
        };
        for (String text : garbage) {
            MoveCheck m = s.readMove(text);
            assertFalse(m.isOk());
            assertTrue(m.error().length() < 200, "short reason");
        }
    }
}
