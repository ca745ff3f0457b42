package org.puzzlearena.server.suites;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.suites.SuitesTest.awaitSuiteRun;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ServerTestSupport;

/**
 * Listing and cancelling suite runs: the owner (or an admin) cancels a running suite run, its items
 * still running are cancelled and its waiting ones never start; lists by suite and owner show it;
 * cancelled and failed runs stay out of the suite's comparison.
 */
@QuarkusTest
class SuiteRunCancelTest {

    private static final Duration GENEROUS = Duration.ofSeconds(90);
    private static final Set<String> ENDED = Set.of("finished", "cancelled", "failed", "interrupted");

    @Test
    void theOwnerCancelsASuiteRunItsItemsStopAndTheListsShowIt() throws Exception {
        String owner = ServerTestSupport.register("suite-cancel");
        String cookie = ServerTestSupport.login(owner);
        String other = ServerTestSupport.login(ServerTestSupport.register("suite-cancel-other"));
        JsonPath started = SuiteRunStopsTest.start(cookie);
        long id = started.getLong("id");
        long first = started.getLong("runs[0].botRunId");
        long second = started.getLong("runs[1].botRunId");

        given().post("/api/suite-runs/" + id + "/cancel").then().statusCode(401);
        given().cookie("arena_session", other)
                .post("/api/suite-runs/" + id + "/cancel")
                .then()
                .statusCode(403)
                .body("field", equalTo("id"));
        given().cookie("arena_session", cookie)
                .post("/api/suite-runs/999999999/cancel")
                .then()
                .statusCode(404);
        JsonPath cancelled = given().cookie("arena_session", cookie)
                .post("/api/suite-runs/" + id + "/cancel")
                .then()
                .statusCode(200)
                .body("state", equalTo("cancelled"))
                .body("endedAt", notNullValue())
                .extract()
                .jsonPath();
        assertNull(cancelled.get("total"));
        assertEquals("cancelled", BotRuns.awaitState(first, ENDED, GENEROUS).getString("state"));
        assertEquals("cancelled", BotRuns.awaitState(second, ENDED, GENEROUS).getString("state"));
        Thread.sleep(1500); // a sweep (every second in the tests) must not start the waiting item
        JsonPath after = SuitesTest.suiteRun(id);
        assertEquals("cancelled", after.getString("state"));
        assertNull(after.get("runs[2].botRunId"), "the waiting item never started: " + after.prettify());
        given().cookie("arena_session", cookie)
                .post("/api/suite-runs/" + id + "/cancel")
                .then()
                .statusCode(409)
                .body("field", equalTo("state"));

        JsonPath mine = given().get("/api/suite-runs?owner=" + owner)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(1, mine.getInt("total"));
        assertEquals(id, mine.getLong("runs[0].id"));
        assertEquals("cancelled", mine.getString("runs[0].state"));
        assertEquals(owner, mine.getString("runs[0].owner"));
        assertEquals(3, mine.getInt("runs[0].items"));
        assertEquals(0, mine.getInt("runs[0].itemsFinished"));
        List<Long> ofSuite = given().get("/api/suite-runs?suite=test-long&limit=100")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("runs.id", Long.class);
        assertTrue(ofSuite.contains(id));
        assertTrue(
                given().get("/api/suite-runs?suite=test-tiny&owner=" + owner)
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("runs")
                        .isEmpty(),
                "both filters apply");
        given().get("/api/suite-runs?suite=no-such-suite")
                .then()
                .statusCode(400)
                .body("field", equalTo("suite"));
        given().get("/api/suite-runs?owner=nobody-at-all-here")
                .then()
                .statusCode(400)
                .body("field", equalTo("owner"));
        given().get("/api/suite-runs?limit=0").then().statusCode(400).body("field", equalTo("limit"));
    }

    @Test
    void cancelledAndFailedSuiteRunsStayOutOfTheComparison() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("suite-compare-out"));
        JsonPath toCancel = SuiteRunStopsTest.start(cookie);
        String bot = toCancel.getString("bot");
        given().cookie("arena_session", cookie)
                .post("/api/suite-runs/" + toCancel.getLong("id") + "/cancel")
                .then()
                .statusCode(200);
        BotRuns.awaitState(toCancel.getLong("runs[1].botRunId"), ENDED, GENEROUS);

        JsonPath toFail = SuiteRunStopsTest.start(cookie);
        given().cookie("arena_session", cookie)
                .delete("/api/bot-runs/" + toFail.getLong("runs[0].botRunId"))
                .then()
                .statusCode(200);
        assertEquals(
                "failed",
                awaitSuiteRun(toFail.getLong("id"), Set.of("failed", "finished"))
                        .getString("state"));

        List<String> rows = given().get("/api/suites/test-long/comparison")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("rows.bot", String.class);
        assertFalse(
                rows.contains(bot), "neither the cancelled nor the failed run of '" + bot + "' is compared: " + rows);
    }
}
