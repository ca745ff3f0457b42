package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.FieldRefusal;

/** The phase rules of an organizer's edit, without a server (ContestLifecycleTest walks them end to end). */
class ContestEditRulesTest {

    private static final Instant NOW = Instant.parse("2026-11-24T12:00:00Z");
    private static final Instant LATER = NOW.plus(Duration.ofHours(2));
    private static final Instant EARLIER = NOW.minus(Duration.ofHours(2));

    private static FieldRefusal refused(Optional<FieldRefusal> v) {
        return v.orElseThrow(() -> new AssertionError("allowed, expected a refusal"));
    }

    @Test
    void beforeTheStartAnythingMayChangeButTheNewStartIsInTheFuture() {
        List<String> all = List.of("title", "startsAt", "endsAt", "instances", "scoring", "botsAllowed");
        assertEquals(Optional.empty(), ContestEditRules.check(false, false, all, LATER, LATER, NOW));
        FieldRefusal r = refused(ContestEditRules.check(false, false, all, EARLIER, LATER, NOW));
        assertEquals("startsAt", r.field());
        assertEquals(FieldRefusal.Kind.INVALID, r.kind());
        refused(ContestEditRules.check(false, false, List.of(), NOW, LATER, NOW)); // "now" is not in the future
    }

    @Test
    void whileRunningOnlyTheTitleTheDescriptionAndAFutureEndMayChange() {
        assertEquals(
                Optional.empty(),
                ContestEditRules.check(true, false, List.of("title", "description", "endsAt"), EARLIER, LATER, NOW));
        for (String frozen : List.of("startsAt", "instances", "scoring", "botsAllowed", "freezesAt")) {
            FieldRefusal r =
                    refused(ContestEditRules.check(true, false, List.of("title", frozen), EARLIER, LATER, NOW));
            assertEquals(frozen, r.field());
            assertEquals(FieldRefusal.Kind.CONFLICT, r.kind(), "409: " + r.reason());
        }
        FieldRefusal past = refused(ContestEditRules.check(true, false, List.of("endsAt"), EARLIER, EARLIER, NOW));
        assertEquals("endsAt", past.field());
        assertEquals(FieldRefusal.Kind.INVALID, past.kind(), "400: a wrong value, not a frozen field");
    }

    @Test
    void afterTheEndOnlyTheTitleAndTheDescription() {
        assertEquals(
                Optional.empty(),
                ContestEditRules.check(true, true, List.of("title", "description"), EARLIER, EARLIER, NOW));
        FieldRefusal r = refused(ContestEditRules.check(true, true, List.of("endsAt"), EARLIER, LATER, NOW));
        assertEquals("endsAt", r.field());
        assertEquals(FieldRefusal.Kind.CONFLICT, r.kind());
        assertEquals("the contest has ended: endsAt can no longer change (only title, description)", r.reason());
    }

    @Test
    void anUnchangedContestIsAlwaysAllowed() {
        assertEquals(Optional.empty(), ContestEditRules.check(true, true, List.of(), EARLIER, EARLIER, NOW));
        assertEquals(Optional.empty(), ContestEditRules.check(true, false, List.of(), EARLIER, EARLIER, NOW));
    }
}
