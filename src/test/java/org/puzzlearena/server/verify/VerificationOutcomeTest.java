package org.puzzlearena.server.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Problem;
import org.puzzlearena.server.submissions.SubmissionOutcome;
import org.puzzlearena.server.submissions.SubmissionsResource;

/** The requests the verifier refuses and the statuses and problems they get, directly and through a submission. */
class VerificationOutcomeTest {

    private static Problem problem(VerificationOutcome.Refused r) {
        return VerifyProblems.of(r).problem();
    }

    @Test
    void aMalformedRequestIsABadRequestNamingTheField() {
        Problem none = problem(new VerificationOutcome.NoBody());
        assertEquals(400, none.status());
        assertNull(none.field());
        assertEquals("a JSON body {\"game\", \"instance\", \"solution\" or \"moves\"} is required", none.detail());
        Problem both = problem(new VerificationOutcome.SolutionOrMoves("moves", "Pentasol"));
        assertEquals(400, both.status());
        assertEquals("moves", both.field());
        assertEquals(
                "give exactly one of \"solution\" (the game's file notation: Pentasol) and \"moves\" (an array of moves)",
                both.detail());
        Problem nullMove = problem(new VerificationOutcome.NullMove(3));
        assertEquals("moves[3]", nullMove.field());
        assertEquals("a move is a string, not null", nullMove.detail());
        Problem unreadable = problem(new VerificationOutcome.Unreadable("solution", "line 2 is not a move"));
        assertEquals(400, unreadable.status());
        assertEquals("solution", unreadable.field());
        assertEquals("line 2 is not a move", unreadable.detail());
    }

    @Test
    void noTurnOnTheVerifierIs429ForTheCallersOwnQueueAnd503ForAFullOne() {
        ApiException yours = VerifyProblems.of(new VerificationOutcome.Busy(true));
        assertEquals(429, yours.problem().status());
        assertEquals(Map.of("Retry-After", "1"), yours.headers());
        ApiException full = VerifyProblems.of(new VerificationOutcome.Busy(false));
        assertEquals(503, full.problem().status());
        assertEquals("The verifier is busy", full.problem().title());
        assertEquals(Map.of("Retry-After", "1"), full.headers());
    }

    @Test
    void anIllegalMoveIs422WithWhereAndWhy() {
        VerificationOutcome.Illegal illegal = new VerificationOutcome.Illegal(
                new Verdict.Invalid("morpion5d", "standard", 4, "A1-B2", "no line there"));
        Problem p = problem(illegal);
        assertEquals(422, p.status());
        assertEquals("Invalid solution", p.title());
        assertEquals("solution", p.field());
        assertEquals("move 4 (A1-B2) is illegal: no line there", p.detail());
        assertEquals(false, p.extensions().get("valid"));
        assertEquals(4, p.extensions().get("moveIndex"));
        // A submission the verifier refused gets the same problem.
        assertEquals(
                p,
                SubmissionsResource.refusal(new SubmissionOutcome.Unverified(illegal))
                        .problem());
    }
}
