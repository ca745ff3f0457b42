package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.Problem;

/** The refusals to register or withdraw and the statuses and problems the resource gives them. */
class RegistrationOutcomeTest {

    private static Problem problem(RegistrationOutcome.Refused r) {
        return ContestRegistrationsResource.refusal(r).problem();
    }

    @Test
    void aMissingContestIsTheContestsNotFound() {
        Problem p = problem(new RegistrationOutcome.NoContest(7));
        assertEquals(ContestsResource.refusal(new ContestOutcome.NoContest(7)).problem(), p);
        assertEquals(404, p.status());
        assertEquals("no contest 7", p.detail());
    }

    @Test
    void aRefusedRegistrationIsForbiddenUntilTheEndThenAConflict() {
        Problem open = problem(new RegistrationOutcome.MayNotRegister("the organizer does not take part", false));
        assertEquals(403, open.status());
        assertEquals("the organizer does not take part", open.detail());
        Problem over = problem(new RegistrationOutcome.MayNotRegister("the contest has ended", true));
        assertEquals(409, over.status());
        assertEquals("the contest has ended", over.detail());
    }

    @Test
    void withdrawingNeedsARegistrationAndComesBeforeTheStart() {
        Problem none = problem(new RegistrationOutcome.NotRegistered(5));
        assertEquals(404, none.status());
        assertEquals("you are not registered for contest 5", none.detail());
        Instant start = Instant.parse("2031-01-01T10:00:00Z");
        Problem started = problem(new RegistrationOutcome.AlreadyStarted(start));
        assertEquals(409, started.status());
        assertEquals(
                "the contest started at " + start + "; a registration is withdrawn only before the start",
                started.detail());
    }
}
