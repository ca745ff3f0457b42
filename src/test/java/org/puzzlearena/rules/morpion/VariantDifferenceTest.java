package org.puzzlearena.rules.morpion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.State;

/** Known answers on what separates 5T from 5D: touching end points. */
class VariantDifferenceTest {

    /** The vertical line (28,25)..(28,29), new dot (28,29). */
    private static final String FIRST = "(28,29) | -2";
    /** The vertical line (28,29)..(28,33): it starts where FIRST ends. */
    private static final String TOUCHING_AT_END = "(28,30) | +1";
    /** The vertical line (28,26)..(28,30): it shares 3 segments with FIRST. */
    private static final String OVERLAPPING = "(28,30) | -2";

    private static State afterFirst(Game game) {
        State state = game.newInitialState("cross");
        state.play(state.readMove(FIRST).move());
        return state;
    }

    @Test
    void lineTouchingAnEndPointIsLegalIn5T() {
        State state = afterFirst(MorpionGame.touching());
        MoveCheck check = state.readMove(TOUCHING_AT_END);

        assertTrue(check.isOk(), check.error());
        assertTrue(isListed(state, check.move()));
    }

    @Test
    void lineTouchingAnEndPointIsIllegalIn5D() {
        State state = afterFirst(MorpionGame.disjoint());
        MoveCheck check = state.readMove(TOUCHING_AT_END);

        assertFalse(check.isOk());
        assertEquals(
                "line touches the line of move 0 at point (28,29) in the same direction"
                        + " (5D lines in one direction may not share a point)",
                check.error());
    }

    @Test
    void overlappingLineIsIllegalInBoth() {
        assertEquals(
                "line overlaps the line of move 0 in the same direction",
                afterFirst(MorpionGame.touching()).readMove(OVERLAPPING).error());
        assertEquals(
                "line overlaps the line of move 0 in the same direction",
                afterFirst(MorpionGame.disjoint()).readMove(OVERLAPPING).error());
    }

    @Test
    void linesOfOtherDirectionsMayShareAPointInBoth() {
        // The horizontal line (27,25)..(31,25) goes through (28,25), the top of FIRST.
        for (Game game : new Game[] {MorpionGame.touching(), MorpionGame.disjoint()}) {
            MoveCheck crossing = afterFirst(game).readMove("(27,25) - +2");
            assertTrue(crossing.isOk(), game.id() + ": " + crossing.error());
        }
    }

    @Test
    void touchingIsWhereTheCrossCountsDiffer() {
        State touching = afterFirst(MorpionGame.touching());
        State disjoint = afterFirst(MorpionGame.disjoint());

        assertEquals(disjoint.legalMoveCount() + 1, touching.legalMoveCount());
    }

    private static boolean isListed(State state, int move) {
        int[] moves = new int[state.game().maxLegalMoves()];
        int n = state.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }
}
