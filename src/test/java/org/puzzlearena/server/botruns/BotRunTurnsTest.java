package org.puzzlearena.server.botruns;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;
import org.puzzlearena.Slow;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ServerTestSupport;

/**
 * The pool takes turns while runs are long: with every slot (two in the tests) held by other
 * accounts' long runs, a new account's run starts within a few seconds (a running run gives its
 * slot up after its quantum, 2 s), not when a slot frees; and every run, paused or not, still gets
 * its whole budget (CPU seconds, or wall seconds not counting the pauses) and a verified result.
 */
@QuarkusTest
@Slow
class BotRunTurnsTest {

    private static final Logger LOG = Logger.getLogger(BotRunTurnsTest.class);

    @Inject
    BotRunPool pool;

    private static final int LONG = 12;
    /** Quantum (2 s) plus a budget check and the poll, with room for a machine shared by builds. */
    private static final Duration START_BOUND = Duration.ofSeconds(6);

    @Test
    void aNewAccountsRunStartsWithinSecondsWhileLongRunsHoldEverySlotAndAllKeepTheirBudgets() throws Exception {
        Map<Long, String> budgets = new LinkedHashMap<>();
        List<String> cookies = new ArrayList<>();
        // Three accounts' long runs: more than the pool's two slots, CPU and wall budgets mixed.
        String[] kinds = {"cpuSeconds", "seconds", "cpuSeconds"};
        for (int i = 0; i < kinds.length; i++) {
            String cookie = ServerTestSupport.login(ServerTestSupport.register("turns-long"));
            cookies.add(cookie);
            budgets.put(start(cookie, kinds[i], LONG, i + 1), kinds[i]);
        }
        long firstTwoRunning = System.nanoTime();
        for (long id : List.copyOf(budgets.keySet()).subList(0, 2)) {
            BotRuns.awaitState(id, Set.of("running"), Duration.ofSeconds(30));
        }
        LOG.infof("the first two long runs started in %d ms", (System.nanoTime() - firstTwoRunning) / 1_000_000);

        // A newcomer while every slot is held and a third long run already waits.
        String newcomer = ServerTestSupport.login(ServerTestSupport.register("turns-new"));
        long asked = System.nanoTime();
        long fresh = start(newcomer, "seconds", 1, 9);
        budgets.put(fresh, "seconds");
        BotRuns.awaitState(fresh, Set.of("running", "finished"), START_BOUND);
        long waitedMs = (System.nanoTime() - asked) / 1_000_000;
        LOG.infof("the newcomer's run started %d ms after it was asked for", waitedMs);
        // The long run that queued behind the first two got its turn too, long before they end.
        long third = List.copyOf(budgets.keySet()).get(2);
        BotRuns.awaitState(third, Set.of("running", "finished"), START_BOUND.multipliedBy(2));

        for (Map.Entry<Long, String> e : budgets.entrySet()) {
            JsonPath run =
                    BotRuns.awaitState(e.getKey(), Set.of("finished", "failed", "cancelled"), Duration.ofMinutes(3));
            assertEquals("finished", run.getString("state"), run.prettify());
            assertEquals("time", run.getString("stopReason"), run.prettify());
            long budgetMs = (e.getKey() == fresh ? 1 : LONG) * 1000L;
            if (e.getValue().equals("cpuSeconds")) {
                assertTrue(
                        run.getLong("progress.cpuMs") >= budgetMs,
                        "a CPU run used its whole budget: " + run.prettify());
            } else {
                // Wall seconds searched, pauses left out: the whole budget, not budget minus pauses.
                assertTrue(
                        run.getLong("progress.elapsedMs") >= budgetMs,
                        "a wall run searched its whole budget: " + run.prettify());
            }
            // Replayed by the rules and entered on the board, as every finished run.
            String submission = run.getString("submission");
            assertNotNull(submission, run.prettify());
            given().get(submission).then().statusCode(200);
            LOG.infof("run %d (%s %d): %s", e.getKey(), e.getValue(), budgetMs / 1000, run.getMap("progress"));
        }
        assertTrue(waitedMs <= START_BOUND.toMillis(), "waited " + waitedMs + " ms");
    }

    @Test
    void runsCancelledWhilePausedEndAtOnceAndTheSlotsStayTwo() throws Exception {
        Map<Long, String> owners = new LinkedHashMap<>();
        for (int i = 0; i < 3; i++) {
            String cookie = ServerTestSupport.login(ServerTestSupport.register("turns-cancel"));
            owners.put(start(cookie, "cpuSeconds", 60, 20 + i), cookie);
        }
        List<Long> ids = List.copyOf(owners.keySet());
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        // Each gets its turn: all three have started, so one of them is paused at any moment.
        for (long id : ids) {
            while (!BotRuns.get(id).getString("state").equals("running")) {
                assertTrue(pool.running() <= pool.size(), "searches at once: " + pool.running());
                assertTrue(System.nanoTime() < deadline, "run " + id + " never started");
                Thread.sleep(50);
            }
        }
        for (int i = 0; i < 40; i++) {
            assertTrue(pool.running() <= pool.size(), "searches at once: " + pool.running());
            Thread.sleep(50);
        }
        for (long id : ids) {
            given().cookie("arena_session", owners.get(id)).post("/api/bot-runs/" + id + "/cancel");
        }
        for (long id : ids) {
            assertEquals(
                    "cancelled",
                    BotRuns.awaitState(id, Set.of("cancelled", "finished"), Duration.ofSeconds(5))
                            .getString("state"));
        }
        // Nothing is left holding or waiting for a slot, and the two slots still run new runs.
        long settle = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while ((pool.running() != 0 || pool.queued() != 0) && System.nanoTime() < settle) {
            Thread.sleep(50);
        }
        assertEquals(0, pool.running());
        assertEquals(0, pool.queued());
        String cookie = ServerTestSupport.login(ServerTestSupport.register("turns-after"));
        long a = start(cookie, "playouts", 2000, 30);
        long b = start(ServerTestSupport.login(ServerTestSupport.register("turns-after")), "playouts", 2000, 31);
        BotRuns.awaitState(a, Set.of("finished"), Duration.ofSeconds(30));
        BotRuns.awaitState(b, Set.of("finished"), Duration.ofSeconds(30));
    }

    /** Iterative sampling on SameGame standard/5 with one budget. */
    private static long start(String cookie, String budget, int value, int seed) {
        return BotRuns.start(
                cookie,
                Map.of(
                        "game",
                        "samegame",
                        "instance",
                        "standard/5",
                        "algorithm",
                        "sample",
                        budget,
                        value,
                        "seed",
                        seed));
    }
}
