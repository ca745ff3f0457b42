package org.puzzlearena.server.leaderboards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;

/**
 * The leaderboards are kept incrementally (one best row per participant, updated in the storing
 * transaction). Many concurrent submissions of a few participants, each participant submitting
 * from several threads at once, with scores that tie all the time: the kept rows must be exactly
 * what a recomputation from every stored submission gives, column for column.
 */
@QuarkusTest
class LeaderboardBestsConsistencyTest {

    // Paths of 7 moves: scores 0..7, so most submissions tie with a participant's best (no other test uses depth/7).
    private static final String INSTANCE = "depth/7";

    @Inject
    EntityManager em;

    @Test
    void concurrentSubmissionsLeaveTheBestRowsEqualToARecomputation() throws Exception {
        List<String> credentials = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            String cookie = login(register("bestkeeper" + i));
            credentials.add("cookie:" + cookie);
            credentials.add("bearer:" + token(cookie, "bot" + i));
        }
        ExecutorService pool = Executors.newFixedThreadPool(12);
        List<Future<Integer>> ranks = new ArrayList<>();
        int total = 360;
        for (int n = 0; n < total; n++) {
            int k = n;
            ranks.add(pool.submit(() -> {
                SplitMix64 rng = new SplitMix64(k);
                StringBuilder path = new StringBuilder();
                for (int d = 0; d < 7; d++) {
                    path.append(rng.nextInt(2) == 0 ? 'L' : 'R');
                }
                String body = JSON.writeValueAsString(
                        Map.of("game", "leftmove", "instance", INSTANCE, "solution", path.toString()));
                HttpResponse<String> r = HTTP.send(
                        request(credentials.get(k % credentials.size()), body), HttpResponse.BodyHandlers.ofString());
                assertEquals(201, r.statusCode(), r.body());
                JsonNode created = JSON.readTree(r.body());
                return created.get("rank").asInt();
            }));
        }
        for (Future<Integer> f : ranks) {
            int rank = f.get();
            assertTrue(rank >= 1 && rank <= credentials.size(), "a rank among the 6 participants: " + rank);
        }
        pool.shutdown();

        List<String> kept = rows("""
                SELECT account_id, bot_name, submission_id, score, is_copy, move_count, received_at, bot_run_id
                  FROM leaderboard_bests WHERE game = 'leftmove' AND instance_id = ?1
                 ORDER BY score DESC, is_copy, received_at, submission_id""");
        List<String> recomputed = rows("""
                SELECT * FROM (
                    SELECT DISTINCT ON (account_id, coalesce(bot_name, ''))
                           account_id, bot_name, id, score, is_copy, move_count, received_at, bot_run_id
                      FROM submissions WHERE game = 'leftmove' AND instance_id = ?1 AND contest_id IS NULL
                     ORDER BY account_id, coalesce(bot_name, ''), score DESC, is_copy, received_at, id) b
                 ORDER BY score DESC, is_copy, received_at, id""");
        assertEquals(credentials.size(), recomputed.size(), "one best per participant");
        assertEquals(recomputed, kept);
        // 128 paths among 360 submissions: most repeat an earlier line. Concurrent or not, a submission is a
        // copy exactly when its line's first submission is another account's, and then it names that one.
        long copies = count(
                "SELECT count(*) FROM submissions s WHERE s.game = 'leftmove' AND s.instance_id = ?1 AND s.is_copy");
        assertTrue(copies > 0, "repeated lines are marked as copies");
        long wrong = count("""
                SELECT count(*) FROM submissions s
                  JOIN LATERAL (SELECT f.id, f.account_id FROM submissions f
                                 WHERE f.game = s.game AND f.instance_id = s.instance_id AND f.line_hash = s.line_hash
                                   AND f.contest_id IS NULL ORDER BY f.id LIMIT 1) first ON true
                 WHERE s.game = 'leftmove' AND s.instance_id = ?1
                   AND (s.is_copy <> (first.account_id <> s.account_id)
                        OR (s.is_copy AND s.copy_of_submission <> first.id))""");
        assertEquals(0, wrong, "submissions marked wrongly as copies or originals");
        long stored = QuarkusTransaction.requiringNew()
                .call(() -> ((Number) em.createNativeQuery(
                                        "SELECT count(*) FROM submissions WHERE game = 'leftmove' AND instance_id = ?1")
                                .setParameter(1, INSTANCE)
                                .getSingleResult())
                        .longValue());
        assertEquals(total, stored);

        // The REST board reads the kept rows: the same order, ranked 1..6, and the kept participant count.
        io.restassured.path.json.JsonPath rest = RestAssured.given()
                .get("/api/leaderboards/leftmove/" + INSTANCE)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(recomputed.size(), rest.getLong("participants"), "the board's counter: every participant once");
        List<Number> board = rest.getList("entries.submissionId", Number.class);
        assertEquals(
                recomputed.stream().map(r -> Long.parseLong(r.split("\\|")[2])).toList(),
                board.stream().map(Number::longValue).toList());
    }

    private long count(String sql) {
        return QuarkusTransaction.requiringNew()
                .call(() -> ((Number) em.createNativeQuery(sql)
                                .setParameter(1, INSTANCE)
                                .getSingleResult())
                        .longValue());
    }

    private List<String> rows(String sql) {
        return QuarkusTransaction.requiringNew().call(() -> {
            @SuppressWarnings("unchecked")
            List<Object[]> rows =
                    em.createNativeQuery(sql).setParameter(1, INSTANCE).getResultList();
            return rows.stream()
                    .map(r -> String.join(
                            "|", Arrays.stream(r).map(String::valueOf).toList()))
                    .toList();
        });
    }

    // java.net.http: REST Assured would serialise the concurrent callers.
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static HttpRequest request(String credential, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(
                        URI.create(RestAssured.baseURI + ":" + RestAssured.port + "/api/submissions"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        String value = credential.substring(credential.indexOf(':') + 1);
        return credential.startsWith("cookie:")
                ? b.header("Cookie", "arena_session=" + value).build()
                : b.header("Authorization", "Bearer " + value).build();
    }
}
