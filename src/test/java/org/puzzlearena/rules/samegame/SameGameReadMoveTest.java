package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveCheck;

/** readMove names the group a person meant, or tells them plainly why there is none. */
class SameGameReadMoveTest {

    private final SameGameState start = SameGameGame.papers().newInitialState("standard/1");

    private String reason(SameGameState state, String text) {
        MoveCheck check = state.readMove(text);
        assertFalse(check.isOk(), text + " should be refused");
        return check.error();
    }

    @Test
    void anyCellOfAGroupNamesTheGroupByItsLowestThenLeftmostCell() {
        // standard/1: the group of colour 4 {(5,1),(6,1),(7,1),(8,1),(7,2)}.
        int canonical = start.readMove("5,1").move();
        assertEquals("5,1", start.formatMove(canonical));
        assertEquals(MoveCheck.ok(canonical), start.readMove("7,2"));
        assertEquals(MoveCheck.ok(canonical), start.readMove("8,1"));
    }

    @Test
    void spacesAndBracketsAreTolerated() {
        int canonical = start.readMove("5,1").move();
        for (String text : new String[] {" 7,2", "7 , 2 ", "\t7,2\r", "(7,2)", "[ 7, 2 ]", "( 8 ,1 )", "07,2"}) {
            assertEquals(MoveCheck.ok(canonical), start.readMove(text), text);
        }
    }

    @Test
    void aLoneBlockIsAGroupOfSize1() {
        assertEquals("group of size 1 at (2,0)", reason(start, "2,0"));
    }

    @Test
    void anEmptyCellIsSaidToBeEmpty() {
        SameGameState state = start.copy();
        state.play(state.readMove("5,1").move());
        assertEquals("cell (7,14) is empty", reason(state, "7,14"));
    }

    @Test
    void aCellOffTheBoardIsSaidToBeOutside() {
        assertEquals("cell (99,2) is outside the 15x15 board", reason(start, "99,2"));
        assertEquals("cell (15,0) is outside the 15x15 board", reason(start, "15,0"));
        assertEquals("cell (0,15) is outside the 15x15 board", reason(start, "0,15"));
        assertEquals("cell (-1,3) is outside the 15x15 board", reason(start, "-1,3"));
        assertEquals(
                "cell (999999999999...,1) is outside the 15x15 board", reason(start, "99999999999999999999999999,1"));
        SameGameState small = SameGameGame.papers().newInitialState("random/42/10x10x4");
        assertEquals("cell (10,2) is outside the 10x10 board", reason(small, "10,2"));
    }

    @Test
    void textThatIsNoMoveAtAllSaysWhatIsExpected() {
        String expected = "not a move: expected col,row, e.g. 3,4";
        for (String text : new String[] {
            "",
            " ",
            "3",
            "3,",
            ",4",
            "3,4,5",
            "a,b",
            "3;4",
            "3 4",
            "(3,4",
            "+3,4",
            "3.0,4",
            "\u0663,4",
            "\uD83D\uDE00",
            "\u0000",
            "<script>",
            "3,4)"
        }) {
            assertEquals(expected, reason(start, text), text);
        }
        assertEquals(expected, reason(start, null));
    }

    @Test
    void aHugeTextIsRefusedWithAShortReason() {
        String huge = "1".repeat(1_000_000) + ",2";
        String reason = reason(start, huge);
        assertEquals("cell (111111111111...,2) is outside the 15x15 board", reason);
    }
}
