package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.lines;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ContestFixtures.submit;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;
import static org.puzzlearena.server.ServerTestSupport.token;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;

/**
 * A contest's rate limit: N accepted submissions per participant in any window, 429 with
 * Retry-After beyond; refused and invalid submissions take no slot; concurrent requests cannot
 * both take the last slot.
 */
@QuarkusTest
class ContestRateLimitTest {

    private static final String BOARD = "random/903/6x6x3";

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    private long contestWithLimit(String organizer, int submissions, int perSeconds) {
        Map<String, Object> body = new HashMap<>(contest("Limited", "sum", List.of(instance("samegame", BOARD))));
        body.put("rateLimit", Map.of("submissions", submissions, "perSeconds", perSeconds));
        return create(organizer, body);
    }

    @Test
    void theLimitAnswers429WithRetryAfterAndInvalidOnesDoNotCount() {
        String organizer = login(registerOrganizer("org"));
        String alice = login(register("alice"));
        long id = contestWithLimit(organizer, 3, 60);
        registerFor(alice, id);
        List<ContestFixtures.Line> l = lines("samegame", BOARD, 5);
        clock.set(T0.plus(Duration.ofHours(1)));

        // Invalid and refused ones first: they take no slot.
        List<String> illegal = new ArrayList<>(l.get(0).moves());
        illegal.add(0, "99,99");
        submit(alice, id, "samegame", BOARD, illegal).then().statusCode(422).body("moveIndex", equalTo(0));
        submit(alice, id, "samegame", "standard/1", l.get(0).moves())
                .then()
                .statusCode(422)
                .body("field", equalTo("instance"));
        given().cookie("arena_session", alice)
                .contentType("application/json")
                .body(Map.of("game", "samegame"))
                .post("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(422);

        for (int i = 0; i < 3; i++) {
            submit(alice, id, "samegame", BOARD, l.get(i).moves())
                    .then()
                    .statusCode(201)
                    .body("rateLimit.remaining", equalTo(2 - i));
            clock.advance(Duration.ofSeconds(10));
        }
        // At +30 s: the first slot frees at +60 s.
        submit(alice, id, "samegame", BOARD, l.get(3).moves())
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .header("Retry-After", "30")
                .body("retryAfterSeconds", equalTo(30))
                .body("limit", equalTo(3));
        // A retry of an accepted submission (same Idempotency-Key) is answered, not limited.
        clock.advance(Duration.ofSeconds(1));
        given().cookie("arena_session", alice)
                .header("Idempotency-Key", "k1")
                .contentType("application/json")
                .body(Map.of(
                        "game", "samegame", "instance", BOARD, "moves", l.get(4).moves()))
                .post("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(429)
                .header("Retry-After", "29");
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(60));
        given().cookie("arena_session", alice)
                .header("Idempotency-Key", "k1")
                .contentType("application/json")
                .body(Map.of(
                        "game", "samegame", "instance", BOARD, "moves", l.get(4).moves()))
                .post("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(201)
                .body("rateLimit.remaining", equalTo(0));
        given().cookie("arena_session", alice)
                .header("Idempotency-Key", "k1")
                .contentType("application/json")
                .body(Map.of(
                        "game", "samegame", "instance", BOARD, "moves", l.get(4).moves()))
                .post("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(201)
                .header("Idempotent-Replayed", "true");
        given().cookie("arena_session", alice)
                .get("/api/contests/" + id + "/submissions")
                .then()
                .body("total", equalTo(4));
    }

    @Test
    void aPersonAndTheirBotHaveTheirOwnQuotas() {
        String organizer = login(registerOrganizer("org"));
        String dave = login(register("dave"));
        String bot = token(dave, "dave-bot");
        long id = contestWithLimit(organizer, 1, 600);
        registerFor(dave, id);
        given().header("Authorization", "Bearer " + bot)
                .post("/api/contests/" + id + "/registrations")
                .then()
                .statusCode(201);
        List<ContestFixtures.Line> l = lines("samegame", BOARD, 2);
        clock.set(T0.plus(Duration.ofHours(2)));
        submit(dave, id, "samegame", BOARD, l.get(0).moves()).then().statusCode(201);
        submit(dave, id, "samegame", BOARD, l.get(1).moves())
                .then()
                .statusCode(429)
                .header("Retry-After", "600");
        given().header("Authorization", "Bearer " + bot)
                .contentType("application/json")
                .body(Map.of(
                        "game", "samegame", "instance", BOARD, "moves", l.get(1).moves()))
                .post("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(201);
        given().cookie("arena_session", organizer)
                .get("/api/contests/" + id + "/scoreboard")
                .then()
                .body("rows.participant.kind", equalTo(List.of("bot", "person")));
    }

    @Test
    void concurrentRequestsCannotShareTheLastSlots() throws Exception {
        String organizer = login(registerOrganizer("org"));
        String erin = login(register("erin"));
        long id = contestWithLimit(organizer, 3, 3600);
        registerFor(erin, id);
        List<ContestFixtures.Line> l = lines("samegame", BOARD, 10);
        clock.set(T0.plus(Duration.ofHours(2)));

        HttpClient http = HttpClient.newHttpClient();
        ObjectMapper json = new ObjectMapper();
        ExecutorService pool = Executors.newFixedThreadPool(10);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> statuses = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            String body = json.writeValueAsString(Map.of(
                    "game", "samegame", "instance", BOARD, "moves", l.get(i).moves()));
            statuses.add(pool.submit(() -> {
                go.await();
                HttpRequest r = HttpRequest.newBuilder(URI.create(
                                "http://localhost:" + RestAssured.port + "/api/contests/" + id + "/submissions"))
                        .header("Cookie", "arena_session=" + erin)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build();
                return http.send(r, HttpResponse.BodyHandlers.ofString()).statusCode();
            }));
        }
        go.countDown();
        int created = 0;
        int limited = 0;
        for (Future<Integer> f : statuses) {
            int s = f.get();
            created += s == 201 ? 1 : 0;
            limited += s == 429 ? 1 : 0;
        }
        pool.shutdown();
        assertEquals(3, created);
        assertEquals(7, limited);
        given().cookie("arena_session", erin)
                .get("/api/contests/" + id + "/submissions")
                .then()
                .body("total", equalTo(3));
    }
}
