package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.api.Problem;

/** The refusals to create, edit, delete or unfreeze a contest and the statuses and problems the resource gives them. */
class ContestOutcomeTest {

    private static final Instant NOW = Instant.parse("2031-01-01T09:00:00Z");
    private static final Instant START = Instant.parse("2031-01-01T10:00:00Z");

    private static Problem problem(ContestOutcome.Refused r) {
        return ContestsResource.refusal(r).problem();
    }

    @Test
    void aMissingContestIsNotFound() {
        Problem p = problem(new ContestOutcome.NoContest(7));
        assertEquals(404, p.status());
        assertEquals("no contest 7", p.detail());
    }

    @Test
    void aNewContestStartsInTheFuture() {
        Problem p = problem(new ContestOutcome.StartsInThePast(NOW));
        assertEquals(400, p.status());
        assertEquals("startsAt", p.field());
        assertEquals("startsAt must be in the future (the server's time is " + NOW + ")", p.detail());
    }

    @Test
    void aRefusedFieldIsAConflictOrABadRequestAsItsKindSays() {
        Problem conflict = problem(new ContestOutcome.FieldRefused(
                FieldRefusal.conflict("instances", "the contest is running: instances can no longer change")));
        assertEquals(409, conflict.status());
        assertEquals("Conflict", conflict.title());
        assertEquals("instances", conflict.field());
        assertEquals("the contest is running: instances can no longer change", conflict.detail());
        Problem bad = problem(new ContestOutcome.FieldRefused(
                FieldRefusal.invalid("instances[2].instance", "unknown instance 'standard/99'")));
        assertEquals(400, bad.status());
        assertEquals("Invalid request", bad.title());
        assertEquals("instances[2].instance", bad.field());
        assertEquals("unknown instance 'standard/99'", bad.detail());
    }

    @Test
    void aStartedContestIsNotDeleted() {
        Problem p = problem(new ContestOutcome.AlreadyStarted(START));
        assertEquals(409, p.status());
        assertNull(p.field());
        assertEquals(
                "the contest started at " + START
                        + "; a contest that has started cannot be deleted (its submissions are a record)",
                p.detail());
    }

    @Test
    void unfreezingNeedsAFreezeAndTheEnd() {
        Problem none = problem(new ContestOutcome.NoFreeze());
        assertEquals(409, none.status());
        assertEquals("this contest has no freeze", none.detail());
        Problem early = problem(new ContestOutcome.NotEnded(START, NOW));
        assertEquals(409, early.status());
        assertEquals(
                "the contest ends at " + START + "; its scoreboard is unfrozen after the end (the server's time is "
                        + NOW + ")",
                early.detail());
    }
}
