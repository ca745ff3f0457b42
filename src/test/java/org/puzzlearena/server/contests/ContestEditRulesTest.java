package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The phase rules of an organizer's edit, without a server (ContestLifecycleTest walks them end to end). */
class ContestEditRulesTest {

    private static final Instant NOW = Instant.parse("2026-11-24T12:00:00Z");
    private static final Instant LATER = NOW.plus(Duration.ofHours(2));
    private static final Instant EARLIER = NOW.minus(Duration.ofHours(2));

    private static ContestEditRules.Refused refused(ContestEditRules.Verdict v) {
        return assertInstanceOf(ContestEditRules.Refused.class, v);
    }

    @Test
    void beforeTheStartAnythingMayChangeButTheNewStartIsInTheFuture() {
        List<String> all = List.of("title", "startsAt", "endsAt", "instances", "scoring", "botsAllowed");
        assertInstanceOf(ContestEditRules.Allowed.class, ContestEditRules.check(false, false, all, LATER, LATER, NOW));
        ContestEditRules.Refused r = refused(ContestEditRules.check(false, false, all, EARLIER, LATER, NOW));
        assertEquals("startsAt", r.field());
        assertEquals(false, r.conflict());
        refused(ContestEditRules.check(false, false, List.of(), NOW, LATER, NOW)); // "now" is not in the future
    }

    @Test
    void whileRunningOnlyTheTitleTheDescriptionAndAFutureEndMayChange() {
        assertInstanceOf(
                ContestEditRules.Allowed.class,
                ContestEditRules.check(true, false, List.of("title", "description", "endsAt"), EARLIER, LATER, NOW));
        for (String frozen : List.of("startsAt", "instances", "scoring", "botsAllowed", "freezesAt")) {
            ContestEditRules.Refused r =
                    refused(ContestEditRules.check(true, false, List.of("title", frozen), EARLIER, LATER, NOW));
            assertEquals(frozen, r.field());
            assertEquals(true, r.conflict(), "409: " + r.detail());
        }
        ContestEditRules.Refused past =
                refused(ContestEditRules.check(true, false, List.of("endsAt"), EARLIER, EARLIER, NOW));
        assertEquals("endsAt", past.field());
        assertEquals(false, past.conflict(), "400: a wrong value, not a frozen field");
    }

    @Test
    void afterTheEndOnlyTheTitleAndTheDescription() {
        assertInstanceOf(
                ContestEditRules.Allowed.class,
                ContestEditRules.check(true, true, List.of("title", "description"), EARLIER, EARLIER, NOW));
        ContestEditRules.Refused r =
                refused(ContestEditRules.check(true, true, List.of("endsAt"), EARLIER, LATER, NOW));
        assertEquals("endsAt", r.field());
        assertEquals(true, r.conflict());
    }

    @Test
    void anUnchangedContestIsAlwaysAllowed() {
        assertInstanceOf(
                ContestEditRules.Allowed.class, ContestEditRules.check(true, true, List.of(), EARLIER, EARLIER, NOW));
        assertInstanceOf(
                ContestEditRules.Allowed.class, ContestEditRules.check(true, false, List.of(), EARLIER, EARLIER, NOW));
    }
}
