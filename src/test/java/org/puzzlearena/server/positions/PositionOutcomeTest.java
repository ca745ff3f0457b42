package org.puzzlearena.server.positions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.Problem;

/** The refusals to give a position and the statuses and problems the resource gives them. */
class PositionOutcomeTest {

    private static Problem problem(PositionOutcome.Refused r) {
        return PositionsResource.refusal(r).problem();
    }

    @Test
    void aBadRequestNamesTheField() {
        Problem instance = problem(new PositionOutcome.UnreadableInstance("no such grid"));
        assertEquals(400, instance.status());
        assertEquals("instance", instance.field());
        assertEquals("no such grid", instance.detail());
        Problem tooMany = problem(new PositionOutcome.TooManyMoves("samegame", 112));
        assertEquals(400, tooMany.status());
        assertEquals("moves", tooMany.field());
        assertEquals("a game of samegame has at most 112 moves", tooMany.detail());
        Problem nullMove = problem(new PositionOutcome.NullMove(0));
        assertEquals("moves[0]", nullMove.field());
        assertEquals("a move is a string, not null", nullMove.detail());
    }

    @Test
    void anIllegalMoveIs422NamingIt() {
        Problem p = problem(new PositionOutcome.IllegalMove(2, "c3", "an empty cell"));
        assertEquals(422, p.status());
        assertEquals("Illegal move", p.title());
        assertEquals("moves[2]", p.field());
        assertEquals("move 2 (c3) is illegal: an empty cell", p.detail());
        assertEquals(2, p.extensions().get("moveIndex"));
        assertEquals("c3", p.extensions().get("move"));
    }
}
