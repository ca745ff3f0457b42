package org.puzzlearena.server.botruns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.api.Problem;

/** The refusals to start, repeat or cancel a bot run and the statuses and problems the resource gives them. */
class BotRunOutcomeTest {

    private static Problem problem(BotRunOutcome.Refused r) {
        return BotRunsResource.refusal(r).problem();
    }

    @Test
    void aRefusedFieldIs400WhenItMakesNoSenseAnd422OverTheLimits() {
        Problem invalid = problem(
                new BotRunOutcome.FieldRefused(FieldRefusal.invalid("playouts", "playouts must be positive, got 0")));
        assertEquals(400, invalid.status());
        assertEquals("Invalid request", invalid.title());
        assertEquals("playouts", invalid.field());
        assertEquals("playouts must be positive, got 0", invalid.detail());
        Problem over = problem(new BotRunOutcome.FieldRefused(
                FieldRefusal.overLimit("threads", "at most 2 threads per run, asked 3")));
        assertEquals(422, over.status());
        assertEquals("Over the limit", over.title());
        assertEquals("threads", over.field());
        assertEquals("at most 2 threads per run, asked 3", over.detail());
        assertNull(problem(new BotRunOutcome.FieldRefused(FieldRefusal.invalid(null, "a JSON body is required")))
                .field());
    }

    @Test
    void aMissingRunIsNotFoundAndSomeoneElsesIsForbidden() {
        Problem none = problem(new BotRunOutcome.NoRun(9));
        assertEquals(404, none.status());
        assertEquals("no bot run 9", none.detail());
        Problem theirs = problem(new BotRunOutcome.NotYours(9));
        assertEquals(403, theirs.status());
        assertNull(theirs.field());
        assertEquals("run 9 belongs to another account", theirs.detail());
    }

    @Test
    void anActiveRunIsResumedOnlyOnceItHasEnded() {
        Problem p = problem(new BotRunOutcome.StillActive(4, "running"));
        assertEquals(409, p.status());
        assertEquals("state", p.field());
        assertEquals("run 4 is still running; resume it once it has ended (or restart it now)", p.detail());
    }

    @Test
    void tooManyRunsAre429WithRetryAfter() {
        ApiException mine = BotRunsResource.refusal(new BotRunOutcome.TooManyActive(3, Duration.ofSeconds(12)));
        assertEquals(429, mine.problem().status());
        assertEquals("Too many runs", mine.problem().title());
        assertEquals(
                "you have 3 runs queued or running, the most allowed; wait for one to end or cancel one",
                mine.problem().detail());
        assertEquals(Map.of("Retry-After", "12"), mine.headers());
        assertEquals(12L, mine.problem().extensions().get("retryAfter"));
        ApiException full = BotRunsResource.refusal(new BotRunOutcome.QueueFull());
        assertEquals(429, full.problem().status());
        assertEquals(
                "the server's queue of bot runs is full; try again in a minute",
                full.problem().detail());
        assertEquals(Map.of("Retry-After", "60"), full.headers());
    }

    @Test
    void aBrokerThatDoesNotTakeTheRunIs503() {
        ApiException e = BotRunsResource.refusal(new BotRunOutcome.QueueUnavailable("connection refused"));
        assertEquals(503, e.problem().status());
        assertEquals("Bot runs unavailable", e.problem().title());
        assertEquals(
                "the work queue (RabbitMQ) did not take the run: connection refused; try again shortly",
                e.problem().detail());
        assertEquals(Map.of("Retry-After", "10"), e.headers());
    }

    @Test
    void aContestsInstanceTakesNoPublicRunUntilTheContestEnds() {
        Problem reserved = problem(new BotRunOutcome.InstanceReserved("samegame c3-1 belongs to contest 3"));
        assertEquals(409, reserved.status());
        assertEquals("instance", reserved.field());
        assertEquals("samegame c3-1 belongs to contest 3", reserved.detail());
    }

    @Test
    void aParticipantOfABotFreeContestRunsNoBotOnItsInstances() {
        Problem p = problem(new BotRunOutcome.ContestForbidsBots(
                5, "Autumn cup", "morpion-5t", "standard", Instant.parse("2031-01-01T10:00:00Z")));
        assertEquals(403, p.status());
        assertEquals("instance", p.field());
        assertEquals(
                "you take part in contest 5 ('Autumn cup'), which does not allow bots, and morpion-5t standard is "
                        + "one of its instances: server bot runs on it are refused until the contest ends at "
                        + "2031-01-01T10:00:00Z",
                p.detail());
    }

    @Test
    void aSealedReferenceBotIsNotRepeatedBeforeItsContestEnds() {
        Problem p = problem(new BotRunOutcome.SealedReference(12));
        assertEquals(409, p.status());
        assertNull(p.field());
        assertEquals(
                "run 12 is a contest's reference bot until the contest ends: enter another one through "
                        + "POST /api/contests/{id}/yardsticks",
                p.detail());
    }
}
