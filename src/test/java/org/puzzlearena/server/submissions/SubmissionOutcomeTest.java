package org.puzzlearena.server.submissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.Problem;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.Verdict;

/** The submission path's own refusals, decided without a server, and the problems they answer. */
class SubmissionOutcomeTest {

    @Test
    void anIdempotencyKeyIsOptionalButHasOneTo200Characters() {
        assertTrue(SubmissionService.checkIdempotencyKey(null).isEmpty());
        assertTrue(SubmissionService.checkIdempotencyKey("k").isEmpty());
        assertTrue(SubmissionService.checkIdempotencyKey("k".repeat(200)).isEmpty());
        assertEquals(
                Optional.of(new SubmissionOutcome.BadIdempotencyKey(200)), SubmissionService.checkIdempotencyKey(" "));
        assertEquals(
                Optional.of(new SubmissionOutcome.BadIdempotencyKey(200)),
                SubmissionService.checkIdempotencyKey("k".repeat(201)));
    }

    @Test
    void aLineWithoutMovesIsRefusedNamingTheFieldThatWasSent() {
        Verdict.Valid none = new Verdict.Valid("samegame", "standard/1", null, List.of());
        assertEquals(
                Optional.of(new SubmissionOutcome.EmptySolution("moves")),
                SubmissionService.emptySolution(new SolutionRequest("samegame", "standard/1", null, List.of()), none));
        assertEquals(
                Optional.of(new SubmissionOutcome.EmptySolution("solution")),
                SubmissionService.emptySolution(new SolutionRequest("samegame", "standard/1", "", null), none));
        Verdict.Valid one = new Verdict.Valid("samegame", "standard/1", null, List.of("5,1"));
        assertTrue(SubmissionService.emptySolution(
                        new SolutionRequest("samegame", "standard/1", null, List.of("5,1")), one)
                .isEmpty());
    }

    @Test
    void eachRefusalHasItsStatusAndProblem() {
        Problem key = SubmissionsResource.refusal(new SubmissionOutcome.BadIdempotencyKey(200))
                .problem();
        assertEquals(400, key.status());
        assertEquals("Idempotency-Key", key.field());
        assertEquals("an Idempotency-Key has 1 to 200 characters", key.detail());

        Problem empty = SubmissionsResource.refusal(new SubmissionOutcome.EmptySolution("moves"))
                .problem();
        assertEquals(422, empty.status());
        assertEquals("Empty solution", empty.title());
        assertEquals("moves", empty.field());
        assertEquals("a submission has at least one move; 'moves' has none", empty.detail());

        Problem reused = SubmissionsResource.refusal(new SubmissionOutcome.KeyUsedElsewhere(41))
                .problem();
        assertEquals(409, reused.status());
        assertEquals("Idempotency-Key", reused.field());
        assertEquals("this Idempotency-Key was already used for a different submission (id 41)", reused.detail());
    }

    @Test
    void aContestsInstanceTakesNoOrdinarySubmissionUntilTheContestEnds() {
        Problem p = SubmissionsResource.refusal(new SubmissionOutcome.InstanceReserved("samegame c3-1 is contest 3's"))
                .problem();
        assertEquals(409, p.status());
        assertEquals("instance", p.field());
        assertEquals("samegame c3-1 is contest 3's", p.detail());
    }
}
