package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Problem;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.submissions.SubmissionOutcome;

/** A contest's gates, decided without a server, and the statuses and problems the resource gives them. */
class ContestSubmissionOutcomeTest {

    private static final Instant START = Instant.parse("2031-01-01T10:00:00Z");
    private static final Instant END = Instant.parse("2031-01-01T12:00:00Z");
    private static final Caller PERSON = new Caller(3, "ann", Caller.Kind.PERSON, null, null);
    private static final Caller BOT = new Caller(3, "ann", Caller.Kind.BOT, "anns-bot", 9L);

    private static Contest contest(boolean botsAllowed) {
        Contest c = new Contest();
        c.id = 5L;
        c.startsAt = START;
        c.endsAt = END;
        c.botsAllowed = botsAllowed;
        return c;
    }

    private static Optional<ContestSubmissionOutcome.Refused> gates(
            Caller caller, boolean botsAllowed, boolean registered, boolean body, Instant at) {
        return ContestSubmissionService.gates(contest(botsAllowed), caller, registered, body, at);
    }

    @Test
    void submissionsAreReceivedFromTheStartToTheEnd() {
        Instant before = START.minusMillis(1);
        assertEquals(
                Optional.of(new ContestSubmissionOutcome.NotOpen(false, START, END, before)),
                ContestSubmissionService.window(contest(true), before));
        assertTrue(ContestSubmissionService.window(contest(true), START).isEmpty());
        assertTrue(ContestSubmissionService.window(contest(true), END.minusMillis(1))
                .isEmpty());
        assertEquals(
                Optional.of(new ContestSubmissionOutcome.NotOpen(true, START, END, END)),
                ContestSubmissionService.window(contest(true), END));
    }

    @Test
    void theGatesRefuseInTheirOrder() {
        Instant during = START.plusSeconds(60);
        // The window first, whatever else is wrong.
        assertTrue(gates(BOT, false, false, false, END).orElseThrow() instanceof ContestSubmissionOutcome.NotOpen);
        // Then bots on a contest for people, before registration.
        assertEquals(Optional.of(new ContestSubmissionOutcome.NoBots()), gates(BOT, false, false, false, during));
        assertEquals(
                Optional.of(new ContestSubmissionOutcome.NotRegistered(5, "anns-bot")),
                gates(BOT, true, false, false, during));
        assertEquals(
                Optional.of(new ContestSubmissionOutcome.NotRegistered(5, null)),
                gates(PERSON, false, false, true, during));
        assertEquals(Optional.of(new ContestSubmissionOutcome.NoBody()), gates(PERSON, false, true, false, during));
        assertTrue(gates(PERSON, false, true, true, during).isEmpty());
        assertTrue(gates(BOT, true, true, true, during).isEmpty());
    }

    @Test
    void theRateLimitCountsTheWindowAndSaysWhenASlotFrees() {
        Instant now = START.plusSeconds(100);
        List<Instant> two = List.of(now.minusSeconds(50), now.minusSeconds(10));
        assertTrue(ContestSubmissionService.rateLimit(two, 3, 60, now).isEmpty());
        // The oldest of the two that fill a limit of 2 per 60 s leaves the window in 10 s.
        assertEquals(
                Optional.of(new ContestSubmissionOutcome.TooMany(2, 60, 10)),
                ContestSubmissionService.rateLimit(two, 2, 60, now));
        // Rounded up, never below a second.
        assertEquals(
                Optional.of(new ContestSubmissionOutcome.TooMany(1, 60, 1)),
                ContestSubmissionService.rateLimit(List.of(now.minusSeconds(60).plusMillis(1)), 1, 60, now));
    }

    private static Problem problem(ContestSubmissionOutcome.Refused r) {
        return ContestSubmissionsResource.refusal(r).problem();
    }

    @Test
    void aMissingContestIsTheContestsNotFound() {
        Problem p = problem(new ContestSubmissionOutcome.NoContest(5));
        assertEquals(ContestsResource.refusal(new ContestOutcome.NoContest(5)).problem(), p);
        assertEquals(404, p.status());
        assertEquals("no contest 5", p.detail());
    }

    @Test
    void eachRefusalHasItsStatusAndProblem() {
        Problem ended = problem(new ContestSubmissionOutcome.NotOpen(true, START, END, END));
        assertEquals(409, ended.status());
        assertEquals("Contest not open", ended.title());
        assertEquals(
                "the contest ended at " + END + "; submissions are no longer accepted (received at " + END + ")",
                ended.detail());
        assertEquals(END.toString(), ended.extensions().get("receivedAt"));
        Problem early = problem(new ContestSubmissionOutcome.NotOpen(false, START, END, START.minusSeconds(1)));
        assertTrue(early.detail().startsWith("the contest starts at " + START), early.detail());

        assertEquals(403, problem(new ContestSubmissionOutcome.NoBots()).status());
        Problem notRegistered = problem(new ContestSubmissionOutcome.NotRegistered(5, "anns-bot"));
        assertEquals(403, notRegistered.status());
        assertEquals(
                "you are not registered for this contest as the bot 'anns-bot': register first with "
                        + "POST /api/contests/5/registrations",
                notRegistered.detail());
        assertEquals(400, problem(new ContestSubmissionOutcome.NoBody()).status());

        Problem elsewhere =
                problem(new ContestSubmissionOutcome.NotAnInstance(5, new BoardId("samegame", "standard/2")));
        assertEquals(422, elsewhere.status());
        assertEquals("instance", elsewhere.field());
        assertEquals("Not an instance of this contest", elsewhere.title());

        ApiException tooMany = ContestSubmissionsResource.refusal(new ContestSubmissionOutcome.TooMany(2, 60, 10));
        assertEquals(429, tooMany.problem().status());
        assertEquals("10", tooMany.headers().get("Retry-After"));
        assertEquals(10L, tooMany.problem().extensions().get("retryAfterSeconds"));

        Problem key =
                problem(new ContestSubmissionOutcome.SubmissionRefused(new SubmissionOutcome.KeyUsedElsewhere(7)));
        assertEquals(409, key.status());
        assertEquals("Idempotency-Key", key.field());
    }
}
