package org.puzzlearena.server;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.Map;
import java.util.Set;

/** Helpers for the bot run tests: start, poll, cancel, through the public API. */
public final class BotRuns {

    private BotRuns() {}

    /** Starts a run for the session and returns its id (201 expected). */
    public static long start(String cookie, Map<String, Object> body) {
        Number id = given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/bot-runs")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
        return id.longValue();
    }

    public static JsonPath get(long id) {
        return given().get("/api/bot-runs/" + id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** Polls the run until its state is one of {@code states}; generous, for a loaded machine. */
    public static JsonPath awaitState(long id, Set<String> states, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        JsonPath run;
        do {
            run = get(id);
            if (states.contains(run.getString("state"))) {
                return run;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < end);
        throw new AssertionError("run " + id + " still " + run.getString("state") + " after " + timeout);
    }

    /** Cancels quietly (cleanup): whatever state the run is in. */
    public static void cancelQuietly(String cookie, long id) {
        given().cookie("arena_session", cookie).delete("/api/bot-runs/" + id);
    }
}
