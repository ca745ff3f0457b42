package org.puzzlearena.server.suites;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
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

    /**
     * A configuration no other test runs on test-tiny (0.2 CPU-s a board), so its comparison row is
     * this test's alone: NMCS level 2.
     */
    private static JsonPath startTiny(String cookie, int seed) {
        return given().cookie("arena_session", cookie)
                .contentType(io.restassured.http.ContentType.JSON)
                .body(java.util.Map.of("algorithm", "nmcs", "level", 2, "seed", seed))
                .post("/api/suites/test-tiny/runs")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    @Test
    void onlyFinishedSuiteRunsEnterTheComparisonNeverCancelledOrFailedOnes() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("suite-compare-out"));
        java.util.Set<Long> finished = new java.util.HashSet<>();
        JsonPath first = startTiny(cookie, 21);
        String bot = first.getString("bot");
        assertEquals("finished", awaitSuiteRun(first.getLong("id"), ENDED).getString("state"));
        finished.add(first.getLong("id"));

        // A cancel races the tiny run's end: a run that finished first counts, and another is cancelled.
        Long cancelled = null;
        for (int seed = 22; cancelled == null && seed < 32; seed++) {
            long id = startTiny(cookie, seed).getLong("id");
            int status = given().cookie("arena_session", cookie)
                    .post("/api/suite-runs/" + id + "/cancel")
                    .then()
                    .extract()
                    .statusCode();
            if (status == 200) {
                cancelled = id;
            } else {
                assertEquals(409, status);
                assertEquals("finished", awaitSuiteRun(id, ENDED).getString("state"));
                finished.add(id);
            }
        }
        Long failed = null;
        for (int seed = 32; failed == null && seed < 42; seed++) {
            JsonPath run = startTiny(cookie, seed);
            given().cookie("arena_session", cookie).delete("/api/bot-runs/" + run.getLong("runs[0].botRunId"));
            String state = awaitSuiteRun(run.getLong("id"), ENDED).getString("state");
            if (state.equals("failed")) {
                failed = run.getLong("id");
            } else {
                assertEquals("finished", state);
                finished.add(run.getLong("id"));
            }
        }
        assertTrue(cancelled != null && failed != null, "a cancelled and a failed run within ten tries each");

        JsonPath comparison = given().get("/api/suites/test-tiny/comparison")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<String> bots = comparison.getList("rows.bot", String.class);
        int row = bots.indexOf(bot);
        assertTrue(row >= 0, "the finished runs of '" + bot + "' are compared: " + bots);
        assertEquals(finished.size(), comparison.getInt("rows[" + row + "].suiteRuns"));
        assertEquals(
                finished,
                new java.util.HashSet<>(comparison.getList("rows[" + row + "].suiteRunIds", Long.class)),
                "exactly the finished runs; not cancelled run " + cancelled + " nor failed run " + failed);
    }
}
