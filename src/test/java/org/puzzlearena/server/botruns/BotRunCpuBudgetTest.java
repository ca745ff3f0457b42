package org.puzzlearena.server.botruns;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ServerTestSupport;

/**
 * A bot run budgeted in CPU seconds: it ends on the CPU time its search used, shows the
 * budget and what it spent, names itself by it, and a restart keeps it. Only relations are asserted
 * (spent at least what was asked), so a loaded machine, which stretches the wall time, cannot fail it.
 */
@QuarkusTest
class BotRunCpuBudgetTest {

    private static final Duration GENEROUS = Duration.ofSeconds(60);

    @Test
    void aCpuBudgetedRunEndsOnItsCpuTimeAndARestartKeepsTheBudget() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("cpu-budget"));
        long id = startSampling(cookie, "cpuSeconds", 0.5);
        JsonPath run = BotRuns.awaitState(id, Set.of("finished"), GENEROUS);
        assertEquals("time", run.getString("stopReason"));
        assertEquals(0.5, run.getDouble("cpuSeconds"));
        assertNull(run.get("seconds"), "no wall budget was asked");
        assertTrue(run.getString("name").endsWith(", 0.5 CPU-s"), run.getString("name"));
        long cpuMs = run.getLong("progress.cpuMs");
        // Ended by the CPU budget: at least what was asked; far less than the wall cap would allow.
        assertTrue(cpuMs >= 500, "CPU used: " + cpuMs + " ms");
        assertTrue(cpuMs < 10_000, "CPU used: " + cpuMs + " ms");
        assertTrue(run.getLong("progress.playouts") > 0);

        JsonPath restarted = given().cookie("arena_session", cookie)
                .post("/api/bot-runs/" + id + "/restart")
                .then()
                .statusCode(201)
                .body("restartOf", equalTo((int) id))
                .body("cpuSeconds", equalTo(0.5f))
                .body("name", equalTo(run.getString("name")))
                .extract()
                .jsonPath();
        JsonPath again = BotRuns.awaitState(restarted.getLong("id"), Set.of("finished"), GENEROUS);
        assertTrue(again.getLong("progress.cpuMs") >= 500, again.prettify());
    }

    @Test
    void aWallClockRunShowsNoCpuTime() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("wall-budget"));
        long id = startSampling(cookie, "playouts", 200);
        JsonPath run = BotRuns.awaitState(id, Set.of("finished"), GENEROUS);
        assertTrue(run.getLong("progress.elapsedMs") >= 0);
        assertNull(run.get("progress.cpuMs"), run.prettify());
        assertNull(run.get("cpuSeconds"), run.prettify());
    }

    /** Iterative sampling on SameGame standard/3, seed 3, with the one budget {@code budget}. */
    private static long startSampling(String cookie, String budget, Object value) {
        return BotRuns.start(
                cookie,
                Map.of("game", "samegame", "instance", "standard/3", "algorithm", "sample", budget, value, "seed", 3));
    }
}
