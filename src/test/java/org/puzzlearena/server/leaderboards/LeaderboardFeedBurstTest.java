package org.puzzlearena.server.leaderboards;

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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.server.LiveClient;

/**
 * A burst of submissions to a watched board: the watcher ends up with exactly the board that the
 * REST API gives (every participant's entry, ranked), within a few seconds of the last answer, and
 * the feed's thread is still alive for the next board.
 */
@QuarkusTest
class LeaderboardFeedBurstTest {

    private static final Duration GENEROUS = Duration.ofSeconds(20);

    @Test
    void aBurstOfSubmissionsGivesTheWatcherTheFinalBoard() throws Exception {
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String cookie = login(register("burst" + i));
            for (int b = 0; b < 10; b++) {
                tokens.add(token(cookie, "burst-bot-" + b));
            }
        }
        String instance = "depth/" + (40 + System.nanoTime() % 1000);
        try (LiveClient watcher = LiveClient.connect("/ws/leaderboards/leftmove/" + instance)) {
            Map<String, JsonNode> seen = new TreeMap<>();
            apply(seen, watcher.next(GENEROUS));

            ExecutorService pool = Executors.newFixedThreadPool(12);
            List<Future<?>> sent = new ArrayList<>();
            int total = 400;
            for (int n = 0; n < total; n++) {
                int k = n;
                sent.add(pool.submit(() -> {
                    SplitMix64 rng = new SplitMix64(k);
                    StringBuilder path = new StringBuilder();
                    for (int d = 0; d < 40; d++) {
                        path.append(rng.nextInt(2) == 0 ? 'L' : 'R');
                    }
                    String body = JSON.writeValueAsString(
                            Map.of("game", "leftmove", "instance", instance, "solution", path.toString()));
                    HttpResponse<String> r = HTTP.send(
                            HttpRequest.newBuilder(URI.create(
                                            RestAssured.baseURI + ":" + RestAssured.port + "/api/submissions"))
                                    .header("Content-Type", "application/json")
                                    .header("Authorization", "Bearer " + tokens.get(k % tokens.size()))
                                    .POST(HttpRequest.BodyPublishers.ofString(body))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
                    assertEquals(201, r.statusCode(), r.body());
                    return null;
                }));
            }
            for (Future<?> f : sent) {
                f.get();
            }
            pool.shutdown();

            List<Map<String, Object>> board = RestAssured.given()
                    .get("/api/leaderboards/leftmove/" + instance + "?limit=500")
                    .then()
                    .statusCode(200)
                    .extract()
                    .path("entries");
            Map<String, Long> expected = new TreeMap<>();
            for (Map<String, Object> e : board) {
                @SuppressWarnings("unchecked")
                Map<String, Object> who = (Map<String, Object>) e.get("participant");
                expected.put(who.get("account") + "/" + who.get("name"), ((Number) e.get("submissionId")).longValue());
            }
            assertEquals(tokens.size(), expected.size());

            // Apply the watcher's messages until its view is the REST board (or time runs out).
            long deadline = System.nanoTime() + GENEROUS.toNanos();
            int messages = 0;
            while (!bests(seen).equals(expected) && System.nanoTime() < deadline) {
                JsonNode m = watcher.poll(Duration.ofMillis(200));
                if (m != null) {
                    apply(seen, m);
                    messages++;
                }
            }
            assertEquals(expected, bests(seen), "the watcher's board is the final board");
            assertTrue(messages <= total, "no more messages than submissions: " + messages);
        }

        // The feed still serves another board afterwards.
        try (LiveClient other = LiveClient.connect("/ws/leaderboards/leftmove/depth/3")) {
            assertEquals("snapshot", other.next(GENEROUS).get("type").asText());
            String cookie = login(register("after-burst"));
            RestAssured.given()
                    .cookie("arena_session", cookie)
                    .contentType("application/json")
                    .body(Map.of("game", "leftmove", "instance", "depth/3", "solution", "LLL"))
                    .post("/api/submissions")
                    .then()
                    .statusCode(201);
            JsonNode entry = other.next(GENEROUS);
            assertEquals("entry", entry.get("type").asText(), entry.toString());
        }
    }

    private static void apply(Map<String, JsonNode> seen, JsonNode message) {
        String type = message.get("type").asText();
        if (type.equals("snapshot")) {
            seen.clear();
            message.get("entries").forEach(e -> seen.put(key(e), e));
        } else if (type.equals("entry")) {
            seen.put(key(message.get("entry")), message.get("entry"));
        }
    }

    private static Map<String, Long> bests(Map<String, JsonNode> seen) {
        Map<String, Long> out = new TreeMap<>();
        seen.forEach((k, e) -> out.put(k, e.get("submissionId").asLong()));
        return out;
    }

    private static String key(JsonNode entry) {
        return entry.get("participant").get("account").asText() + "/"
                + entry.get("participant").get("name").asText();
    }

    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final ObjectMapper JSON = new ObjectMapper();
}
