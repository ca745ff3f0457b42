package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.Problem;
import org.puzzlearena.server.botruns.BotRunOutcome;
import org.puzzlearena.server.botruns.BotRunsResource;

/** The refusals to enter a reference bot and the statuses and problems the resource gives them. */
class YardstickOutcomeTest {

    private static final Instant AT = Instant.parse("2031-01-01T10:00:00Z");

    private static Problem problem(YardstickOutcome.Refused r) {
        return ContestYardsticksResource.refusal(r).problem();
    }

    @Test
    void aMissingContestIsTheContestsNotFound() {
        Problem p = problem(new YardstickOutcome.NoContest(7));
        assertEquals(ContestsResource.refusal(new ContestOutcome.NoContest(7)).problem(), p);
        assertEquals(404, p.status());
        assertEquals("no contest 7", p.detail());
    }

    @Test
    void referenceBotsRunOnlyWhileTheContestRuns() {
        Problem early = problem(new YardstickOutcome.NotStarted(AT));
        assertEquals(409, early.status());
        assertNull(early.field());
        assertEquals(
                "reference bots start once the contest runs (at " + AT
                        + "): bot runs are public and would reveal its instances",
                early.detail());
        Problem late = problem(new YardstickOutcome.Ended(AT));
        assertEquals(409, late.status());
        assertEquals("the contest ended at " + AT, late.detail());
    }

    @Test
    void aRunOnAnotherBoardIsUnprocessable() {
        Problem p = problem(new YardstickOutcome.RunRefused(new BotRunOutcome.OffBoard("samegame", "12")));
        assertEquals(422, p.status());
        assertEquals("Not an instance of this contest", p.title());
        assertEquals("instance", p.field());
        assertEquals("samegame 12 is not one of this contest's instances", p.detail());
    }

    @Test
    void aRefusedRunIsTheBotRunsProblem() {
        BotRunOutcome.Refused full = new BotRunOutcome.QueueFull();
        assertEquals(BotRunsResource.refusal(full).problem(), problem(new YardstickOutcome.RunRefused(full)));
    }
}
