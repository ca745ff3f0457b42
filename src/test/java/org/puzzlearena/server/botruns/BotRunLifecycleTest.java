package org.puzzlearena.server.botruns;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.LiveClient;

/**
 * Stopping runs: a running run cancelled by its owner stops at once and keeps its best (saved
 * while it ran); a queued one is cancelled without ever starting; nobody else can stop them.
 */
@QuarkusTest
class BotRunLifecycleTest {

    private static final Duration GENEROUS = Duration.ofSeconds(30);
    private static final Map<String, Object> LONG_RUN =
            Map.of("game", "morpion-5d", "algorithm", "sample", "seconds", 120, "seed", 11);

    @Test
    void aRunningRunIsCancelledAndKeepsItsBest() throws Exception {
        String cookie = login(register("canceller"));
        long id = BotRuns.start(cookie, LONG_RUN);
        try (LiveClient live = LiveClient.connect("/ws/bot-runs/" + id)) {
            BotRuns.awaitState(id, Set.of("running"), GENEROUS);
            // The best so far reaches the database while the run goes on (every second).
            JsonPath saved = awaitSavedBest(id);
            assertTrue(saved.getInt("best.score") > 0);

            long before = System.nanoTime();
            JsonPath cancelled = given().cookie("arena_session", cookie)
                    .delete("/api/bot-runs/" + id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            long ms = (System.nanoTime() - before) / 1_000_000;
            assertEquals(
                    "cancelled", cancelled.getString("state"), "stopped by the time DELETE answers (" + ms + " ms)");
            assertEquals("cancelled", cancelled.getString("stopReason"));
            assertTrue(cancelled.getInt("best.score") >= saved.getInt("best.score"), "the best is kept");
            assertNull(cancelled.get("submission"), "a cancelled run does not enter the leaderboard");

            List<JsonNode> events = live.until("finished", GENEROUS);
            JsonNode finished = events.get(events.size() - 1);
            assertEquals("cancelled", finished.get("state").asText());
            assertEquals(cancelled.getInt("best.score"), finished.get("score").asInt());
            assertEquals(1000, live.closeCode(GENEROUS));
        }
        // Cancelling again changes nothing; the POST action is the same as DELETE.
        given().cookie("arena_session", cookie)
                .post("/api/bot-runs/" + id + "/cancel")
                .then()
                .statusCode(200)
                .body("state", equalTo("cancelled"));
    }

    @Test
    void aQueuedRunIsCancelledWithoutEverStarting() throws Exception {
        // The test pool has two threads: two long runs of other accounts fill it.
        String a = login(register("filler"));
        String b = login(register("filler"));
        long busy1 = BotRuns.start(a, LONG_RUN);
        long busy2 = BotRuns.start(b, LONG_RUN);
        String cookie = login(register("waiter"));
        long queued = BotRuns.start(cookie, LONG_RUN);
        try {
            BotRuns.awaitState(busy1, Set.of("running"), GENEROUS);
            BotRuns.awaitState(busy2, Set.of("running"), GENEROUS);
            assertEquals("queued", BotRuns.get(queued).getString("state"));
            given().cookie("arena_session", cookie)
                    .delete("/api/bot-runs/" + queued)
                    .then()
                    .statusCode(200)
                    .body("state", equalTo("cancelled"))
                    .body("startedAt", nullValue())
                    .body("best", nullValue());
            try (LiveClient live = LiveClient.connect("/ws/bot-runs/" + queued)) {
                JsonNode snapshot = live.next(GENEROUS);
                assertEquals("cancelled", snapshot.get("state").asText());
                assertEquals("finished", live.next(GENEROUS).get("type").asText());
            }
        } finally {
            BotRuns.cancelQuietly(a, busy1);
            BotRuns.cancelQuietly(b, busy2);
            BotRuns.cancelQuietly(cookie, queued);
        }
        assertEquals("cancelled", BotRuns.get(busy1).getString("state"));
    }

    @Test
    void onlyTheOwnerStopsOrRepeatsARun() throws Exception {
        String owner = login(register("owner"));
        String other = login(register("other"));
        long id = BotRuns.start(owner, LONG_RUN);
        try {
            for (String path : List.of("", "/cancel", "/restart", "/resume")) {
                var request = given().cookie("arena_session", other);
                var response = path.isEmpty()
                        ? request.delete("/api/bot-runs/" + id)
                        : request.post("/api/bot-runs/" + id + path);
                response.then().statusCode(403).contentType("application/problem+json");
            }
            given().delete("/api/bot-runs/" + id).then().statusCode(401).contentType("application/problem+json");
            given().cookie("arena_session", other)
                    .delete("/api/bot-runs/987654321")
                    .then()
                    .statusCode(404);
            // Anyone may look.
            given().get("/api/bot-runs/" + id).then().statusCode(200).body("id", equalTo((int) id));
            given().cookie("arena_session", owner)
                    .post("/api/bot-runs/" + id + "/resume")
                    .then()
                    .statusCode(409)
                    .body("field", equalTo("state"));
        } finally {
            BotRuns.cancelQuietly(owner, id);
        }
        assertNotNull(BotRuns.awaitState(id, Set.of("cancelled"), GENEROUS));
    }

    private static JsonPath awaitSavedBest(long id) throws InterruptedException {
        long end = System.nanoTime() + GENEROUS.toNanos();
        while (System.nanoTime() < end) {
            JsonPath run = BotRuns.get(id);
            if (run.get("best") != null) {
                return run;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("run " + id + " saved no best within " + GENEROUS);
    }
}
