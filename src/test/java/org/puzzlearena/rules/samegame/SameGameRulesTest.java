package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Known answers of the rules on small hand-made boards (rows written top first). */
class SameGameRulesTest {

    /**
     * <pre>
     * 3 | 2 . . .
     * 2 | 1 0 . .
     * 1 | 1 0 2 2
     * 0 | 0 0 2 2
     * </pre>
     */
    private static final String[] SMALL = {"2...", "10..", "1022", "0022"};

    private static SameGameState small(SameGameGame game) {
        return game.fromRows("small", SMALL, 3);
    }

    private static void play(SameGameState state, String text) {
        state.play(state.readMove(text).move());
    }

    private static String board(SameGameState state) {
        StringBuilder sb = new StringBuilder();
        for (String line : state.render().split("\n")) {
            if (line.contains("|")) {
                sb.append(line.substring(line.indexOf('|') + 1).replace(" ", ""))
                        .append('/');
            }
        }
        return sb.toString();
    }

    @Test
    void blocksFallAndAnEmptiedMiddleColumnIsClosed() {
        SameGameState state = small(SameGameGame.papers());
        assertEquals("2.../10../1022/0022/", board(state));
        // (1,2) names the 0-group {(0,0),(1,0),(1,1),(1,2)}; canonical cell (0,0).
        assertEquals("0,0", state.formatMove(state.readMove("1,2").move()));
        play(state, "1,2");
        assertEquals(4, state.score(), "a group of 4 scores (4-2)^2");
        // Column 0 falls by one; column 1 is empty and closed, columns 2 and 3 move left.
        assertEquals("..../2.../122./122./", board(state));
        assertEquals("0,0", state.formatMove(state.moveAt(0)));
    }

    @Test
    void clearingTheBoardAdds1000UnderBothRules() {
        for (SameGameGame game : new SameGameGame[] {SameGameGame.papers(), SameGameGame.jsGames()}) {
            SameGameState state = small(game);
            play(state, "1,2");
            play(state, "0,1"); // the two 1s: 0 points; the 2 above falls to the floor
            assertEquals("..../..../.22./222./", board(state), "after two moves");
            assertFalse(state.isTerminal());
            play(state, "0,0"); // the last five 2s: 9 points
            assertTrue(state.isTerminal());
            assertEquals(4 + 0 + 9 + 1000, state.score(), game.id());
            assertTrue(state.detailsJson().startsWith("\"cleared\":true,\"remaining\":0"), state.detailsJson());
        }
    }

    @Test
    void leftoverBlocksCostNothingForThePapersAndPerColourForJsGames() {
        SameGameState papers = small(SameGameGame.papers());
        SameGameState js = small(SameGameGame.jsGames());
        for (SameGameState state : new SameGameState[] {papers, js}) {
            play(state, "1,2"); // +4
            play(state, "2,1"); // the four 2s: +4; left: column 0 = 1,1,2
            assertEquals("..../2.../1.../1.../", board(state));
            assertEquals(8, state.score(), "no penalty before the end");
            play(state, "0,0"); // the two 1s: +0; a single 2 is left
            assertTrue(state.isTerminal());
        }
        assertEquals(8, papers.score());
        assertEquals(8 - 1, js.score(), "one leftover block of colour 2 costs (1-2)^2");
        assertEquals("\"cleared\":false,\"remaining\":1,\"rule\":\"papers\"", papers.detailsJson());
        assertEquals("\"cleared\":false,\"remaining\":1,\"rule\":\"jsgames\"", js.detailsJson());
    }

    @Test
    void theJsGamesPenaltyIsPerColourAndSkipsAbsentColours() {
        String[] checkerboard = {"01010", "10101", "01010", "10101"};
        // 10 blocks of colour 0 and 10 of colour 1 left; colour 2 has none and costs nothing.
        SameGameState js = SameGameGame.jsGames().fromRows("checkerboard", checkerboard, 3);
        assertTrue(js.isTerminal());
        assertEquals(-(8 * 8 + 8 * 8), js.score());
        assertEquals(
                0,
                SameGameGame.papers().fromRows("checkerboard", checkerboard, 3).score());
    }

    @Test
    void aColumnEmptiedAtTheLeftEdgeShiftsEverythingLeft() {
        String[] board = {"0.1", "012", "012"};
        SameGameState state = SameGameGame.papers().fromRows("edge", board, 3);
        play(state, "0,2");
        assertEquals(".1./12./12./", board(state));
        assertEquals(2, state.legalMoveCount());
    }

    @Test
    void legalMovesAreCanonicalAndInAFixedOrder() {
        SameGameState state = small(SameGameGame.papers());
        int[] moves = new int[SameGameGame.papers().maxLegalMoves()];
        int n = state.legalMoves(moves);
        StringBuilder listed = new StringBuilder();
        for (int i = 0; i < n; i++) {
            listed.append(state.formatMove(moves[i])).append(' ');
        }
        assertEquals("0,0 0,1 2,0 ", listed.toString());
    }

    @Test
    void theTabuColourHelpersSeeColoursAndGroups() {
        SameGameState state = small(SameGameGame.papers());
        assertEquals(3, state.colours());
        assertEquals(4, state.blocksOfColour(0));
        assertEquals(2, state.blocksOfColour(1));
        assertEquals(5, state.blocksOfColour(2));
        assertEquals(0, state.moveColour(state.readMove("1,1").move()));
        assertEquals(2, state.moveColour(state.readMove("3,0").move()));
        assertTrue(state.hasMoveAvoiding(0));
        play(state, "1,2");
        play(state, "0,1");
        assertFalse(state.hasMoveAvoiding(2), "only a group of colour 2 is left");
        assertTrue(state.hasMoveAvoiding(0));
    }

    @Test
    void moveCodesSeparateColoursAndStayBelowTheLimit() {
        SameGameState state = small(SameGameGame.papers());
        int zero = state.readMove("0,0").move();
        int two = state.readMove("2,0").move();
        assertEquals(0 * 256 + zero, state.moveCode(zero));
        assertEquals(2 * 256 + two, state.moveCode(two));
        assertTrue(state.moveCode(two) < SameGameState.MOVE_CODES);
    }

    @Test
    void handMadeBoardsMustObeyGravity() {
        assertThrows(IllegalArgumentException.class, () -> SameGameBoard.fromRows(new String[] {"0", ".", "1"}, 2));
        assertThrows(IllegalArgumentException.class, () -> SameGameBoard.fromRows(new String[] {"0.0"}, 2));
    }

    @Test
    void renderDrawsRowZeroAtTheBottomWithColumnLabels() {
        String expected = """
                 3 | 2 . . .
                 2 | 1 0 . .
                 1 | 1 0 2 2
                 0 | 0 0 2 2
                   +--------
                     0 1 2 3
                """;
        assertEquals(expected, small(SameGameGame.papers()).render());
    }
}
