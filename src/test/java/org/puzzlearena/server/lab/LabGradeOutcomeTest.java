package org.puzzlearena.server.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.Problem;

/** The refusals to grade a move and the statuses and problems the resource gives them. */
class LabGradeOutcomeTest {

    private static Problem problem(LabGradeOutcome.Refused r) {
        return LabGradeResource.refusal(r).problem();
    }

    @Test
    void noBodyIsABadRequest() {
        Problem p = problem(new LabGradeOutcome.NoBody());
        assertEquals(400, p.status());
        assertEquals("game", p.field());
        assertEquals("a JSON body with game, position and move is required", p.detail());
    }

    @Test
    void aMoveThatCannotBeGradedIsUnprocessable() {
        Problem over = problem(new LabGradeOutcome.GameOver());
        assertEquals(422, over.status());
        assertEquals("Game over", over.title());
        assertEquals("position", over.field());
        Problem none = problem(new LabGradeOutcome.NoMove());
        assertEquals("No move", none.title());
        assertEquals("move", none.field());
        assertEquals("the move to grade is required", none.detail());
        Problem illegal = problem(new LabGradeOutcome.IllegalMove("h9", "off the board"));
        assertEquals(422, illegal.status());
        assertEquals("Illegal move", illegal.title());
        assertEquals("move 'h9' is not legal here: off the board", illegal.detail());
    }
}
