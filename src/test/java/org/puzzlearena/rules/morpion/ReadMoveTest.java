package org.puzzlearena.rules.morpion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.State;

/** readMove accepts the canonical notation and explains every refusal in Pentasol terms. */
class ReadMoveTest {

    private static final String NOT_A_MOVE = "not a Pentasol move: expected (X,Y) DIR OFFSET, e.g. (27,27) / 0";

    private final State cross = MorpionGame.touching().newInitialState("cross");

    private String reason(String text) {
        MoveCheck check = cross.readMove(text);
        assertFalse(check.isOk(), text + " was accepted");
        return check.error();
    }

    @Test
    void occupiedPoint() {
        assertEquals("point (28,28) already has a dot", reason("(28,28) - 0"));
    }

    @Test
    void missingDotOfTheLine() {
        assertEquals("point (25,27) of the line has no dot", reason("(27,27) - 0"));
    }

    @Test
    void overlapNamesTheEarlierMove() {
        State state = MorpionGame.touching().newInitialState("cross");
        state.play(state.readMove("(27,25) - +2").move());
        state.play(state.readMove("(28,29) | -2").move());

        assertEquals(
                "line overlaps the line of move 1 in the same direction",
                state.readMove("(28,30) | -2").error());
    }

    @ParameterizedTest
    @ValueSource(strings = {"(900,3) - 0", "(2147483647,5) | +1", "(-3,28) / 0"})
    void pointOutsideTheBoard(String text) {
        String coordinates = text.substring(0, text.indexOf(')') + 1);
        assertEquals("point " + coordinates + " is outside the board", reason(text));
    }

    @Test
    void hugeCoordinateIsShortenedInTheReason() {
        String reason = reason("(" + "9".repeat(10_000) + ",28) - 0");

        assertTrue(reason.startsWith("point (999"), reason);
        assertTrue(reason.endsWith("...,28) is outside the board"), reason);
        assertTrue(reason.length() < 80, reason);
    }

    @Test
    void lineLeavingTheBoard() {
        assertEquals("the line reaches point (58,30), outside the board", reason("(57,30) - +2"));
    }

    @Test
    void offsetOutOfRange() {
        assertEquals("offset 3 is out of range: it must be -2, -1, 0, +1 or +2", reason("(28,29) | 3"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                " ",
                "hello",
                "(28,29)",
                "(28,29) |",
                "(28,29) x -2",
                "(28,29) | -2 and more",
                "28,29 | -2",
                "(28;29) | -2",
                "(28,29) | --2",
                "(28,29) | +-2",
                "（28,29）| -2",
                "(28,29) | 2.0",
                "\u0000",
                "(28,29)\n| -2",
                "(٢٨,29) | -2"
            })
    void garbage(String text) {
        assertEquals(NOT_A_MOVE, reason(text));
    }

    @Test
    void nullIsGarbageToo() {
        assertEquals(NOT_A_MOVE, cross.readMove(null).error());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "(28,29) | -2",
                "(28,29)|-2",
                "  ( 28 , 29 )  |  -2  ",
                "\t(28,29)\t|\t-2\r",
                "(+28,+29) | -2",
                "(028,029) | -02"
            })
    void flexibleSpellingsReadTheSameMove(String text) {
        MoveCheck check = cross.readMove(text);

        assertTrue(check.isOk(), check.error());
        assertEquals("(28,29) | -2", cross.formatMove(check.move()));
    }

    @Test
    void plusSignIsOptional() {
        assertEquals(
                cross.readMove("(28,30) | +2").move(),
                cross.readMove("(28,30) | 2").move());
    }

    @Test
    void everyLegalMoveReadsBackFromItsText() {
        int[] moves = new int[cross.game().maxLegalMoves()];
        int n = cross.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            String text = cross.formatMove(moves[i]);
            assertEquals(moves[i], cross.readMove(text).move(), text);
        }
    }
}
