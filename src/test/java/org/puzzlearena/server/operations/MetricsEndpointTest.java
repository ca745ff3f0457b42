package org.puzzlearena.server.operations;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** /q/metrics: what an operator watches, in Prometheus' format, moving with the traffic it counts. */
@QuarkusTest
class MetricsEndpointTest {

    @Test
    void theEndpointServesEveryDocumentedMetric() {
        given().get("/api/games").then().statusCode(200);
        String metrics = metrics();
        for (String name : new String[] {
            "arena_bot_runs_queued",
            "arena_bot_runs_broker_queue",
            "arena_bot_runs_running",
            "arena_live_leaderboard_backlog",
            "arena_websocket_clients",
            "arena_live_contest_refresh_seconds_count{step=\"read\"",
            "arena_live_contest_refresh_seconds_count{step=\"updates\"",
            "agroal_active_count",
            "agroal_available_count",
            "agroal_awaiting_count",
            "http_server_requests_seconds_count"
        }) {
            assertTrue(metrics.contains("\n" + name), name + " is served");
        }
        // uri is the route under /api. A request is recorded as its response ends, which the client may see first: look
        // again briefly.
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (value(metrics, "http_server_requests_seconds_count", "status=\"200\"", "uri=\"/games\"") == 0
                && System.nanoTime() < deadline) {
            metrics = metrics();
        }
        assertTrue(
                value(metrics, "http_server_requests_seconds_count", "status=\"200\"", "uri=\"/games\"") > 0,
                "HTTP requests by status and route: "
                        + metrics.lines()
                                .filter(l -> l.startsWith("http_server_requests_seconds_count"))
                                .toList());
    }

    @Test
    void aSubmissionMovesTheSubmissionAndVerificationCounters() {
        String cookie = login(register("metered"));
        double stored = value(metrics(), "arena_submissions_stored_total", "game=\"leftmove\"", "where=\"board\"");
        double verified =
                value(metrics(), "arena_verifications_seconds_count", "game=\"leftmove\"", "outcome=\"valid\"");
        double invalid =
                value(metrics(), "arena_verifications_seconds_count", "game=\"leftmove\"", "outcome=\"invalid\"");

        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/9", "solution", "LLLLLLLLR"))
                .post("/api/submissions")
                .then()
                .statusCode(201)
                .body("score", equalTo(8));
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/9", "moves", List.of("L", "X")))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(false));

        String after = metrics();
        assertEquals(
                stored + 1, value(after, "arena_submissions_stored_total", "game=\"leftmove\"", "where=\"board\""));
        assertEquals(
                verified + 1,
                value(after, "arena_verifications_seconds_count", "game=\"leftmove\"", "outcome=\"valid\""));
        assertEquals(
                invalid + 1,
                value(after, "arena_verifications_seconds_count", "game=\"leftmove\"", "outcome=\"invalid\""));
    }

    @Test
    void healthIsUpWithItsDataDirectoryCheck() {
        given().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.find { it.name == 'Data directory disk' }.status", equalTo("UP"));
    }

    private static String metrics() {
        return given().accept("text/plain")
                .get("/q/metrics")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    /** The value of the series {@code name} whose labels include all of {@code labels}; 0 when absent. */
    static double value(String metrics, String name, String... labels) {
        Matcher m = Pattern.compile("(?m)^" + name + "\\{([^}]*)\\} (\\S+)$").matcher(metrics);
        while (m.find()) {
            boolean all = true;
            for (String label : labels) {
                all &= m.group(1).contains(label);
            }
            if (all) {
                return Double.parseDouble(m.group(2));
            }
        }
        return 0;
    }
}
