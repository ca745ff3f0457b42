package org.puzzlearena.server.botruns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.catalog.GameCatalog;

/**
 * The limits of a bot run request, without a server: what makes no sense is an INVALID refusal
 * naming the field, what exceeds the caller's limits an OVER_LIMIT one (plain unit tests beside
 * the end-to-end ones in BotRunValidationTest, which see them as 400 and 422).
 */
class RunPlansTest {

    /** An organizer-sized allowance: 60 s, 1M playouts, 2 threads. */
    private static final BotRunSettings.Limits LIMITS = new BotRunSettings.Limits() {
        public double maxSeconds() {
            return 60;
        }

        public long maxPlayouts() {
            return 1_000_000;
        }

        public int maxActive() {
            return 2;
        }

        public int maxThreads() {
            return 2;
        }
    };

    private final RunPlans plans = new RunPlans();

    RunPlansTest() {
        plans.catalog = new GameCatalog();
    }

    private static BotRunRequest nmcs(Integer threads, Double seconds, Long playouts, Map<String, Object> unknown) {
        return nmcs(threads, seconds, null, playouts, unknown);
    }

    private static BotRunRequest nmcsCpu(Double seconds, Double cpuSeconds, Long playouts) {
        return nmcs(null, seconds, cpuSeconds, playouts, null);
    }

    /** NMCS level 1 on SameGame standard/1, seed 7, with these threads, budget and unknown fields. */
    private static BotRunRequest nmcs(
            Integer threads, Double seconds, Double cpuSeconds, Long playouts, Map<String, Object> unknown) {
        return new BotRunRequest(
                "samegame",
                "standard/1",
                "nmcs",
                1,
                null,
                null,
                null,
                null,
                threads,
                seconds,
                cpuSeconds,
                playouts,
                7L,
                unknown);
    }

    /** A ten-second run of {@code algorithm} at {@code level} (either may be null), nothing else set. */
    private static BotRunRequest tenSeconds(String game, String instance, String algorithm, Integer level) {
        return new BotRunRequest(
                game, instance, algorithm, level, null, null, null, null, null, 10.0, null, null, null, null);
    }

    private static BotRunRequest beam(int threads) {
        return new BotRunRequest(
                "samegame",
                "standard/1",
                "beam",
                null,
                new int[] {4},
                null,
                null,
                null,
                threads,
                10.0,
                null,
                null,
                7L,
                null);
    }

    private FieldRefusal refused(BotRunRequest r) {
        return assertInstanceOf(Checked.Refused.class, plans.plan(r, LIMITS)).why();
    }

    private RunPlan planned(BotRunRequest r) {
        return switch (plans.plan(r, LIMITS)) {
            case Checked.Valid<RunPlan>(RunPlan p) -> p;
            case Checked.Refused<RunPlan>(FieldRefusal why) -> fail("refused: " + why);
        };
    }

    private static void assertRefusal(FieldRefusal.Kind kind, String field, FieldRefusal r) {
        assertEquals(kind, r.kind(), r.reason());
        assertEquals(field, r.field(), r.reason());
    }

    @Test
    void aRequestWithinTheLimitsIsPlannedWithItsSeedAndBudget() {
        RunPlan p = planned(nmcs(null, 30.0, 5_000L, null));
        assertEquals(7L, p.seed());
        assertEquals(30.0, p.budget().seconds());
        assertEquals(5_000L, p.budget().playouts());
        assertEquals("samegame", p.initial().game().id());
    }

    @Test
    void aPlayoutBudgetAloneStillEndsAtTheMaximumSeconds() {
        RunPlan p = planned(nmcs(null, null, 10L, null));
        assertEquals(LIMITS.maxSeconds(), p.budget().seconds());
    }

    @Test
    void whatExceedsTheLimitsIsRefusedAsOverTheLimitNamingTheField() {
        assertRefusal(FieldRefusal.Kind.OVER_LIMIT, "threads", refused(beam(3)));
        assertEquals(2, planned(beam(2)).config().threads());
        assertRefusal(FieldRefusal.Kind.OVER_LIMIT, "seconds", refused(nmcs(null, 60.5, null, null)));
        assertRefusal(FieldRefusal.Kind.OVER_LIMIT, "playouts", refused(nmcs(null, null, 1_000_001L, null)));
    }

    @Test
    void whatMakesNoSenseIsRefusedAsInvalidNamingTheField() {
        assertRefusal(FieldRefusal.Kind.INVALID, "seconds", refused(nmcs(null, null, null, null)));
        assertRefusal(FieldRefusal.Kind.INVALID, "seconds", refused(nmcs(null, 0.05, null, null)));
        assertRefusal(FieldRefusal.Kind.INVALID, "seconds", refused(nmcs(null, Double.NaN, null, null)));
        assertRefusal(FieldRefusal.Kind.INVALID, "seconds", refused(nmcs(null, Double.POSITIVE_INFINITY, null, null)));
        assertRefusal(FieldRefusal.Kind.INVALID, "playouts", refused(nmcs(null, null, 0L, null)));
        assertRefusal(
                FieldRefusal.Kind.INVALID,
                "threads",
                refused(nmcs(2, 10.0, null, null))); // only beam search runs on several threads
        assertRefusal(
                FieldRefusal.Kind.INVALID,
                "levle",
                refused(nmcs(null, 10.0, null, new LinkedHashMap<>(Map.of("levle", 2)))));
        assertRefusal(
                FieldRefusal.Kind.INVALID, "algorithm", refused(tenSeconds("samegame", "standard/1", null, null)));
        assertRefusal(FieldRefusal.Kind.INVALID, "level", refused(tenSeconds("samegame", "standard/1", "nmcs", 9)));
    }

    @Test
    void aRefusalSaysWhyInASentenceAPersonCanActOn() {
        FieldRefusal threads = refused(beam(3));
        assertEquals("at most 2 threads per run, asked 3", threads.reason());
        FieldRefusal unknown = refused(nmcs(null, 10.0, null, new LinkedHashMap<>(Map.of("levle", 2))));
        assertTrue(
                unknown.reason().startsWith("unknown field 'levle'; the fields are game, instance,"), unknown.reason());
        FieldRefusal noBody = refused(null);
        assertNull(noBody.field(), "the whole body is at fault");
        assertTrue(noBody.reason().startsWith("a JSON body {"), noBody.reason());
        BotRunRequest mismatched = new BotRunRequest(
                "samegame",
                "standard/1",
                "beam",
                3,
                new int[] {4, 4},
                null,
                null,
                null,
                null,
                10.0,
                null,
                null,
                7L,
                null);
        assertEquals(
                FieldRefusal.invalid(
                        "level",
                        "a beam search's level is the number of its beam sizes (2); leave level out or make them agree"),
                refused(mismatched));
    }

    @Test
    void aStoredRunThatNoLongerMakesAPlanIsAnErrorOfTheServerNamingTheField() {
        BotRun run = storedCpuRun(20.0, 60.0);
        run.algorithm = "no-such-bot";
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> plans.continuing(run));
        assertTrue(e.getMessage().contains("no longer makes a plan: algorithm: one of "), e.getMessage());
    }

    @Test
    void aTwoPlayerGameTakesNoBotRun() {
        // The catalogue's own problem, thrown for every feature that ranks a score.
        ApiException e = assertThrows(
                ApiException.class, () -> plans.plan(tenSeconds("tic-tac-toe", "start", "nmcs", 1), LIMITS));
        assertEquals(422, e.problem().status(), e.problem().detail());
        assertEquals("game", e.problem().field());
    }

    @Test
    void aCpuBudgetIsPlannedInCpuTimeAndStillEndsAtTheMaximumWallSeconds() {
        RunPlan p = planned(nmcsCpu(null, 30.0, null));
        assertTrue(p.budget().cpuTime());
        assertEquals(30.0, p.budget().seconds());
        assertEquals(LIMITS.maxSeconds(), p.budget().wallSeconds());
        assertEquals(30.0, p.cpuSeconds());
        assertNull(p.seconds());
        assertTrue(p.name().endsWith(", 30 CPU-s"), p.name());
    }

    @Test
    void aCpuBudgetCombinesWithPlayoutsButNotWithWallSeconds() {
        RunPlan p = planned(nmcsCpu(null, 0.5, 5_000L));
        assertEquals(5_000L, p.budget().playouts());
        assertTrue(p.budget().cpuTime());
        assertTrue(p.name().endsWith(", 0.5 CPU-s or 5000 playouts"), p.name());
        FieldRefusal both = refused(nmcsCpu(10.0, 10.0, null));
        assertRefusal(FieldRefusal.Kind.INVALID, "cpuSeconds", both);
        assertEquals("one time budget: seconds or cpuSeconds, not both", both.reason());
    }

    @Test
    void aCpuBudgetFollowsTheRulesOfSeconds() {
        assertRefusal(FieldRefusal.Kind.INVALID, "cpuSeconds", refused(nmcsCpu(null, 0.05, null)));
        assertRefusal(FieldRefusal.Kind.INVALID, "cpuSeconds", refused(nmcsCpu(null, Double.NaN, null)));
        assertRefusal(FieldRefusal.Kind.INVALID, "cpuSeconds", refused(nmcsCpu(null, Double.POSITIVE_INFINITY, null)));
        FieldRefusal over = refused(nmcsCpu(null, 60.5, null));
        assertRefusal(FieldRefusal.Kind.OVER_LIMIT, "cpuSeconds", over);
        assertEquals("at most 60.0 CPU seconds per run, asked 60.5", over.reason());
        assertEquals(60.0, planned(nmcsCpu(null, 60.0, null)).budget().seconds());
    }

    @Test
    void aContinuingCpuRunGetsWhatIsLeftOfItsCpuBudgetAndWallCap() {
        BotRun run = storedCpuRun(20.0, 60.0);
        run.elapsedMs = 15_000;
        run.cpuMs = 8_250L;
        run.playoutsDone = 900;
        RunPlan p = plans.continuing(run);
        assertTrue(p.budget().cpuTime());
        assertEquals(11.75, p.budget().seconds(), 1e-9);
        assertEquals(45.0, p.budget().wallSeconds(), 1e-9);
        assertEquals(20.0, p.cpuSeconds(), "the budget as asked stays as asked");
        assertEquals(run.name, p.name());

        run.cpuMs = null; // saved before any CPU time was: the whole budget
        assertEquals(20.0, plans.continuing(run).budget().seconds(), 1e-9);
        run.cpuMs = 25_000L; // spent beyond it (the last check overshoots): the shortest budget, not a negative one
        assertEquals(0.1, plans.continuing(run).budget().seconds(), 1e-9);
    }

    @Test
    void aContinuingWallRunStaysOnTheWallClock() {
        BotRun run = storedCpuRun(null, 30.0);
        run.seconds = 30.0;
        run.elapsedMs = 12_000;
        RunPlan p = plans.continuing(run);
        assertFalse(p.budget().cpuTime());
        assertEquals(18.0, p.budget().seconds(), 1e-9);
    }

    @Test
    void aRestartKeepsTheCpuBudget() {
        BotRunRequest again = BotRunRequest.of(storedCpuRun(20.0, 60.0));
        assertEquals(20.0, again.cpuSeconds());
        assertNull(again.seconds());
        assertTrue(planned(again).budget().cpuTime());
    }

    /** A stored NMCS run as a worker reads it back: {@code cpuSeconds} asked (or null), the wall cap admitted. */
    private static BotRun storedCpuRun(Double cpuSeconds, double budgetSeconds) {
        BotRun r = new BotRun();
        r.name = "NMCS level 1, 20 CPU-s";
        r.game = "samegame";
        r.instanceId = "standard/1";
        r.algorithm = "nmcs";
        r.level = 1;
        r.iterations = 1;
        r.threads = 1;
        r.cpuSeconds = cpuSeconds;
        r.budgetSeconds = budgetSeconds;
        r.seed = 7;
        return r;
    }
}
