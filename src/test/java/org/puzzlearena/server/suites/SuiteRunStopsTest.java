package org.puzzlearena.server.suites;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.puzzlearena.server.suites.SuitesTest.awaitSuiteRun;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ServerTestSupport;

/**
 * A suite run that ends before its items do stops them: the items still running are cancelled (they
 * would otherwise spend their whole budget for a run whose total will never be counted) and the
 * items still waiting are never started. The tests' suite test-long has three boards at 20 CPU-s,
 * two of them running at once (arena.bot-runs.limits.max-active=2).
 */
@QuarkusTest
class SuiteRunStopsTest {

    private static final Duration GENEROUS = Duration.ofSeconds(90);
    private static final Set<String> ENDED = Set.of("finished", "cancelled", "failed", "interrupted");

    @Test
    void aFailedSuiteRunCancelsItsRunningItemsAndStartsNoMore() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("suite-fail"));
        JsonPath started = start(cookie);
        long id = started.getLong("id");
        long first = started.getLong("runs[0].botRunId");
        long second = started.getLong("runs[1].botRunId");
        BotRuns.awaitState(second, Set.of("running"), GENEROUS);

        // One item ends badly (its owner cancels its bot run): the suite run fails.
        given().cookie("arena_session", cookie)
                .delete("/api/bot-runs/" + first)
                .then()
                .statusCode(200);
        JsonPath failed = awaitSuiteRun(id, Set.of("failed", "finished"));
        assertEquals("failed", failed.getString("state"), failed.prettify());

        JsonPath other = BotRuns.awaitState(second, ENDED, GENEROUS);
        assertEquals(
                "cancelled",
                other.getString("state"),
                "the failed suite run's other item was stopped, not left to spend its 20 CPU-s");
        JsonPath after = SuitesTest.suiteRun(id);
        assertEquals("cancelled", after.getString("runs[1].state"), after.prettify());
        assertNull(after.get("runs[2].botRunId"), "the waiting item was never started");
        assertNull(after.get("total"));
    }

    static JsonPath start(String cookie) {
        JsonPath started = given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("algorithm", "sample", "policy", "uniform", "seed", 7))
                .post("/api/suites/test-long/runs")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertNotNull(started.get("runs[1].botRunId"), started.prettify());
        return started;
    }
}
