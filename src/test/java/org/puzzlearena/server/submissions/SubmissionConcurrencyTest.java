package org.puzzlearena.server.submissions;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * A few hundred submissions from many accounts at once, some retried with the same idempotency
 * key: each accepted submission is stored exactly once, and the leaderboard equals what a
 * recomputation from the accepted submissions gives.
 */
@QuarkusTest
class SubmissionConcurrencyTest {

    private static final String INSTANCE = "random/77/8x8x3";

    record Accepted(long id, String participant, int score, Instant receivedAt) {}

    @Test
    void concurrentSubmissionsAreStoredOnceAndRankedConsistently() throws Exception {
        List<String> credentials = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            String cookie = login(register("racer" + i));
            credentials.add("cookie:" + cookie);
            credentials.add("bearer:" + token(cookie, "bot" + i));
        }
        Game game = Games.byId("samegame").orElseThrow();
        ConcurrentLinkedQueue<Accepted> accepted = new ConcurrentLinkedQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(16);
        List<Future<?>> futures = new ArrayList<>();
        int total = 300;
        for (int n = 0; n < total; n++) {
            int k = n;
            futures.add(pool.submit(() -> {
                String credential = credentials.get(k % credentials.size());
                List<String> moves = randomGame(game, k);
                // Every fifth request is sent twice with one key, as a client retrying a timeout would.
                String key = k % 5 == 0 ? "retry-" + k : null;
                String body = JSON.writeValueAsString(Map.of("game", "samegame", "instance", INSTANCE, "moves", moves));
                for (int attempt = 0; attempt < (key == null ? 1 : 2); attempt++) {
                    HttpResponse<String> r =
                            HTTP.send(request(credential, key, body), HttpResponse.BodyHandlers.ofString());
                    assertEquals(201, r.statusCode(), r.body());
                    JsonNode created = JSON.readTree(r.body());
                    long id = created.get("id").asLong();
                    if (attempt == 0) {
                        accepted.add(new Accepted(
                                id,
                                credential,
                                created.get("score").asInt(),
                                Instant.parse(created.get("receivedAt").asText())));
                    } else {
                        assertEquals(
                                1L,
                                accepted.stream().filter(a -> a.id() == id).count(),
                                "a retry returns the submission already stored");
                    }
                }
                return null;
            }));
        }
        for (Future<?> f : futures) {
            f.get();
        }
        pool.shutdown();

        Set<Long> ids = new HashSet<>();
        accepted.forEach(a -> ids.add(a.id()));
        assertEquals(total, ids.size(), "every accepted submission has its own id");
        long stored = ((Number) given().get("/api/submissions?game=samegame&instance=" + INSTANCE)
                        .then()
                        .statusCode(200)
                        .extract()
                        .path("total"))
                .longValue();
        assertEquals(total, stored, "stored exactly once, retries included");

        // Recompute: the best per participant (score, then earlier receipt, then lower id).
        Map<String, Accepted> best = new HashMap<>();
        Comparator<Accepted> better = Comparator.comparingInt(Accepted::score)
                .reversed()
                .thenComparing(Accepted::receivedAt)
                .thenComparingLong(Accepted::id);
        for (Accepted a : accepted) {
            best.merge(a.participant(), a, (x, y) -> better.compare(x, y) <= 0 ? x : y);
        }
        List<Long> expected =
                best.values().stream().sorted(better).map(Accepted::id).toList();
        List<Number> board = given().get("/api/leaderboards/samegame/" + INSTANCE + "?limit=500")
                .then()
                .statusCode(200)
                .extract()
                .path("entries.submissionId");
        assertEquals(expected, board.stream().map(Number::longValue).toList());
        assertTrue(board.size() == credentials.size(), "one entry per participant: 12 people and 12 bots");
    }

    // java.net.http rather than REST Assured here: REST Assured serialises concurrent callers,
    // which would turn this test into a sequential one.
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static HttpRequest request(String credential, String key, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(
                        URI.create(RestAssured.baseURI + ":" + RestAssured.port + "/api/submissions"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            b.header("Idempotency-Key", key);
        }
        String value = credential.substring(credential.indexOf(':') + 1);
        return credential.startsWith("cookie:")
                ? b.header("Cookie", "arena_session=" + value).build()
                : b.header("Authorization", "Bearer " + value).build();
    }

    private static List<String> randomGame(Game game, long seed) {
        State s = game.newInitialState(INSTANCE);
        SplitMix64 rng = new SplitMix64(seed);
        int[] buffer = new int[game.maxLegalMoves()];
        List<String> moves = new ArrayList<>();
        while (!s.isTerminal()) {
            int m = s.randomMove(rng, buffer);
            moves.add(s.formatMove(m));
            s.play(m);
        }
        return moves;
    }
}
