package org.puzzlearena.server.botruns;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasItems;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.puzzlearena.server.BotRuns;

/**
 * What POST /api/bot-runs refuses, and how: 400 naming the field (BotConfig's own messages for the
 * bot), 422 naming the field over the caller's limits, 429 with Retry-After for too many runs at
 * once, 401 without credentials. Nothing is ever a 500.
 */
@QuarkusTest
class BotRunValidationTest {

    private static final Map<String, Object> GOOD = Map.of(
            "game",
            "samegame",
            "instance",
            "standard/3",
            "algorithm",
            "nmcs",
            "level",
            2,
            "policy",
            "tabu",
            "seconds",
            20,
            "seed",
            7);

    private static Map<String, Object> with(Object... changes) {
        Map<String, Object> m = new HashMap<>(GOOD);
        for (int i = 0; i < changes.length; i += 2) {
            if (changes[i + 1] == null) {
                m.remove((String) changes[i]);
            } else {
                m.put((String) changes[i], changes[i + 1]);
            }
        }
        return m;
    }

    static List<Arguments> badRequests() {
        return List.of(
                Arguments.of(with("algorithm", "magic"), 400, "algorithm", "one of"),
                Arguments.of(with("algorithm", null), 400, "algorithm", "required"),
                Arguments.of(with("game", "chess"), 400, "game", "no game 'chess'"),
                Arguments.of(with("instance", "standard/99"), 400, "instance", "standard"),
                Arguments.of(with("level", 9), 400, "level", "from 0 to 6"),
                Arguments.of(with("level", "two"), 400, "level", "wrong type"),
                Arguments.of(
                        with("algorithm", "beam", "level", null, "beam", List.of(0, 4)), 400, "beam", "sizes from 1"),
                Arguments.of(
                        with("algorithm", "beam", "level", null, "beam", List.of(1, 1, 1, 1, 1, 1, 1)),
                        400,
                        "beam",
                        "at most 6"),
                Arguments.of(
                        with("algorithm", "beam", "level", 3, "beam", List.of(4, 2)),
                        400,
                        "level",
                        "number of its beam sizes"),
                Arguments.of(with("beam", List.of(4)), 400, "beam", "beam search only"),
                Arguments.of(
                        with("game", "morpion-5d", "instance", "cross"),
                        400,
                        "policy",
                        "tabu-colour policy is for SameGame"),
                Arguments.of(with("policy", "greedy"), 400, "policy", "unknown policy"),
                Arguments.of(with("algorithm", "nrpa", "policy", null, "iterations", 0), 400, "iterations", "from 1"),
                Arguments.of(with("threads", 2), 400, "threads", "only beam search"),
                Arguments.of(with("seconds", -1), 400, "seconds", "at least 0.1"),
                Arguments.of(with("seconds", 1e-300), 400, "seconds", "at least 0.1"),
                Arguments.of(with("level", 2.5), 400, "level", "level"),
                Arguments.of(with("seconds", null), 400, "seconds", "give a budget"),
                Arguments.of(with("playouts", 0), 400, "playouts", "positive"),
                Arguments.of(with("levle", 3), 400, "levle", "unknown field"),
                Arguments.of(with("seconds", 100_000), 422, "seconds", "at most"),
                Arguments.of(with("seconds", null, "playouts", 1_000_000_000_000L), 422, "playouts", "at most"),
                Arguments.of(with("cpuSeconds", 10), 400, "cpuSeconds", "seconds or cpuSeconds, not both"),
                Arguments.of(with("seconds", null, "cpuSeconds", 0.05), 400, "cpuSeconds", "at least 0.1"),
                Arguments.of(with("seconds", null, "cpuSeconds", -1), 400, "cpuSeconds", "at least 0.1"),
                Arguments.of(with("seconds", null, "cpuSeconds", "lots"), 400, "cpuSeconds", "cpuSeconds"),
                Arguments.of(with("seconds", null, "cpuSeconds", 100_000), 422, "cpuSeconds", "at most"),
                Arguments.of(
                        with("algorithm", "beam", "level", null, "policy", null, "beam", List.of(4), "threads", 2),
                        422,
                        "threads",
                        "at most 1 threads"));
    }

    @ParameterizedTest
    @MethodSource("badRequests")
    void badRunRequestsNameTheField(Map<String, Object> body, int status, String field, String detail) {
        String cookie = login(register("validator"));
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/bot-runs")
                .then()
                .statusCode(status)
                .contentType("application/problem+json")
                .body("field", equalTo(field))
                .body("detail", containsString(detail));
    }

    @Test
    void startingARunNeedsCredentials() {
        given().contentType(ContentType.JSON)
                .body(GOOD)
                .post("/api/bot-runs")
                .then()
                .statusCode(401)
                .contentType("application/problem+json");
        given().header("Authorization", "Bearer pa_forged")
                .contentType(ContentType.JSON)
                .body(GOOD)
                .post("/api/bot-runs")
                .then()
                .statusCode(401);
        given().cookie("arena_session", login(register("empty")))
                .contentType(ContentType.JSON)
                .body("")
                .post("/api/bot-runs")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
    }

    @Test
    void tooManyRunsAtOnceIsA429WithRetryAfterAndABotTokenCountsForItsAccount() {
        String person = register("busy");
        String cookie = login(person);
        String bot = token(cookie, "runner");
        Map<String, Object> longRun = Map.of("game", "morpion-5d", "algorithm", "sample", "seconds", 120, "seed", 1);
        long first = BotRuns.start(cookie, longRun);
        long second = given().header("Authorization", "Bearer " + bot)
                .contentType(ContentType.JSON)
                .body(longRun)
                .post("/api/bot-runs")
                .then()
                .statusCode(201)
                .extract()
                .<Number>path("id")
                .longValue();
        try {
            String retryAfter = given().cookie("arena_session", cookie)
                    .contentType(ContentType.JSON)
                    .body(longRun)
                    .post("/api/bot-runs")
                    .then()
                    .statusCode(429)
                    .contentType("application/problem+json")
                    .body("detail", containsString("2 runs queued or running"))
                    .extract()
                    .header("Retry-After");
            assertTrue(Long.parseLong(retryAfter) >= 1, "Retry-After in seconds: " + retryAfter);
            given().get("/api/bot-runs?account=" + person)
                    .then()
                    .statusCode(200)
                    .body("total", equalTo(2))
                    .body("runs.id", hasItems((int) first, (int) second));
        } finally {
            BotRuns.cancelQuietly(cookie, first);
            BotRuns.cancelQuietly(cookie, second);
        }
        // With those cancelled, the account may start again.
        long third = BotRuns.start(cookie, longRun);
        BotRuns.cancelQuietly(cookie, third);
        given().get("/api/bot-runs?account=" + person + "&state=cancelled")
                .then()
                .statusCode(200)
                .body("total", greaterThanOrEqualTo(3));
    }

    @Test
    void theOpenApiDocumentDescribesBotRuns() {
        String doc = given().accept("application/json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(doc.contains("/api/bot-runs/{id}/restart"), "the endpoints are documented");
        assertTrue(doc.contains("\"BotRunRequest\""), "with the request's schema");
        assertTrue(!doc.contains("\"unknown\""), "the collector of unknown fields is no field of the API");
    }

    @Test
    void listingAndShowingCheckTheirParameters() {
        given().get("/api/bot-runs?state=sleeping").then().statusCode(400).body("field", equalTo("state"));
        given().get("/api/bot-runs?limit=0").then().statusCode(400).body("field", equalTo("limit"));
        given().get("/api/bot-runs/abc").then().statusCode(404).contentType("application/problem+json");
        given().get("/api/bot-runs/987654321").then().statusCode(404).contentType("application/problem+json");
        given().get("/api/bot-runs?account=nobody-at-all")
                .then()
                .statusCode(200)
                .body("total", equalTo(0));
    }
}
