package org.puzzlearena.server.botruns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.catalog.GameCatalog;

/**
 * The limits of a bot run request, without a server: what makes no sense is a 400 naming the
 * field, what exceeds the caller's limits a 422 naming the field (issue 12: plain unit tests beside
 * the end-to-end ones in BotRunValidationTest).
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
        return new BotRunRequest(
                "samegame", "standard/1", "nmcs", 1, null, null, null, null, threads, seconds, playouts, 7L, unknown);
    }

    private static BotRunRequest beam(int threads) {
        return new BotRunRequest(
                "samegame", "standard/1", "beam", null, new int[] {4}, null, null, null, threads, 10.0, null, 7L, null);
    }

    private ApiException refused(BotRunRequest r) {
        return assertThrows(ApiException.class, () -> plans.plan(r, LIMITS));
    }

    private static void assertProblem(int status, String field, ApiException e) {
        assertEquals(status, e.problem().status(), e.problem().detail());
        assertEquals(field, e.problem().field(), e.problem().detail());
    }

    @Test
    void aRequestWithinTheLimitsIsPlannedWithItsSeedAndBudget() {
        RunPlan p = plans.plan(nmcs(null, 30.0, 5_000L, null), LIMITS);
        assertEquals(7L, p.seed());
        assertEquals(30.0, p.budget().seconds());
        assertEquals(5_000L, p.budget().playouts());
        assertEquals("samegame", p.initial().game().id());
    }

    @Test
    void aPlayoutBudgetAloneStillEndsAtTheMaximumSeconds() {
        RunPlan p = plans.plan(nmcs(null, null, 10L, null), LIMITS);
        assertEquals(LIMITS.maxSeconds(), p.budget().seconds());
    }

    @Test
    void whatExceedsTheLimitsIs422NamingTheField() {
        assertProblem(422, "threads", refused(beam(3)));
        assertEquals(2, plans.plan(beam(2), LIMITS).config().threads());
        assertProblem(422, "seconds", refused(nmcs(null, 60.5, null, null)));
        assertProblem(422, "playouts", refused(nmcs(null, null, 1_000_001L, null)));
    }

    @Test
    void whatMakesNoSenseIs400NamingTheField() {
        assertProblem(400, "seconds", refused(nmcs(null, null, null, null)));
        assertProblem(400, "seconds", refused(nmcs(null, 0.05, null, null)));
        assertProblem(400, "seconds", refused(nmcs(null, Double.NaN, null, null)));
        assertProblem(400, "seconds", refused(nmcs(null, Double.POSITIVE_INFINITY, null, null)));
        assertProblem(400, "playouts", refused(nmcs(null, null, 0L, null)));
        assertProblem(400, "threads", refused(nmcs(2, 10.0, null, null))); // only beam search runs on several threads
        assertProblem(400, "levle", refused(nmcs(null, 10.0, null, new java.util.LinkedHashMap<>(Map.of("levle", 2)))));
        assertProblem(
                400,
                "algorithm",
                refused(new BotRunRequest(
                        "samegame", "standard/1", null, null, null, null, null, null, null, 10.0, null, null, null)));
        assertProblem(
                400,
                "level",
                refused(new BotRunRequest(
                        "samegame", "standard/1", "nmcs", 9, null, null, null, null, null, 10.0, null, null, null)));
    }

    @Test
    void aTwoPlayerGameTakesNoBotRun() {
        ApiException e = refused(new BotRunRequest(
                "tic-tac-toe", "start", "nmcs", 1, null, null, null, null, null, 10.0, null, null, null));
        assertEquals(422, e.problem().status(), e.problem().detail());
        assertEquals("game", e.problem().field());
    }
}
