package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/**
 * A match whose pair cannot be played (here a reference bot whose spec no longer parses, as after a
 * bad edit of the anchors) ends "failed" with the reason, instead of being retried every second
 * while, having the fewest pairs, it kept every other match waiting.
 */
@QuarkusTest
class ArenaMatchFailureTest {

    private static final String BROKEN_SPEC = "uct:sims=lots";

    @Inject
    EntityManager em;

    private Long brokenMatch;
    private Long brokenPlayer;

    @AfterEach
    void removeTheBrokenPlayer() {
        // The shared test database keeps no unplayable bot on the tic-tac-toe ladder for later tests.
        QuarkusTransaction.requiringNew().run(() -> {
            if (brokenMatch != null) {
                em.createNativeQuery("DELETE FROM arena_matches WHERE id = ?1")
                        .setParameter(1, brokenMatch)
                        .executeUpdate();
            }
            if (brokenPlayer != null) {
                em.createNativeQuery("DELETE FROM arena_players WHERE id = ?1")
                        .setParameter(1, brokenPlayer)
                        .executeUpdate();
            }
        });
    }

    @Test
    void aMatchThatCannotBePlayedFailsWithItsReasonAndOthersGoOn() throws InterruptedException {
        brokenPlayer = QuarkusTransaction.requiringNew()
                .call(() -> ((Number) em.createNativeQuery("INSERT INTO arena_players (game, kind, pool, spec, label,"
                                        + " rating, deviation, volatility, created_at) VALUES ('tic-tac-toe',"
                                        + " 'reference', 'server', ?1, ?1, 1500, 350, 0.06, now()) RETURNING id")
                                .setParameter(1, BROKEN_SPEC)
                                .getSingleResult())
                        .longValue());
        String cookie = ServerTestSupport.login(ServerTestSupport.register("match-breaker"));
        long random = ArenaTestSupport.playerId("tic-tac-toe", "random");
        long broken =
                ArenaTestSupport.startMatch(cookie, Map.of("first", brokenPlayer, "second", random, "preset", "0-50"));
        brokenMatch = broken;
        long healthy = ArenaTestSupport.startMatch(
                cookie,
                Map.of(
                        "first",
                        ArenaTestSupport.playerId("tic-tac-toe", "perfect"),
                        "second",
                        random,
                        "preset",
                        "0-50"));

        JsonPath failed = ArenaTestSupport.awaitMatchEnd(broken);
        assertEquals("failed", failed.getString("state"));
        String failure = failed.getString("failure");
        assertNotNull(failure, "a failed match says why");
        assertTrue(failure.contains("lots"), "the reason names what could not be played: " + failure);
        assertNotNull(failed.getString("finishedAt"));
        assertEquals(0, failed.getInt("games"));

        JsonPath done = ArenaTestSupport.awaitMatchEnd(healthy);
        assertEquals("H1", done.getString("state"), "the other match was played to its verdict");
        given().get("/api/arena/matches?game=tic-tac-toe")
                .then()
                .statusCode(200)
                .body("matches.find { it.id == " + broken + " }.state", equalTo("failed"))
                .body("matches.find { it.id == " + healthy + " }.games", equalTo(done.getInt("games")));
    }
}
