package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/**
 * Arena matches through the API: a match between a strong and a weak reference bot reaches H1 by
 * itself, its games are ordinary ladder games, a per-account cap and cancelling, and every refusal
 * a problem naming its field.
 */
@QuarkusTest
class ArenaMatchesTest {

    @Test
    void aMuchStrongerBotReachesH1ByItselfAndEveryGameIsALadderGame() throws InterruptedException {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("match-author"));
        long strong = ArenaTestSupport.playerId("connect-four", "uct:sims=800");
        long weak = ArenaTestSupport.playerId("connect-four", "minimax:depth=2");
        JsonPath started = given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("first", strong, "second", weak, "preset", "0-50"))
                .post("/api/arena/matches")
                .then()
                .statusCode(201)
                .header("Location", startsWith("/api/arena/matches/"))
                .body("state", equalTo("running"))
                .body("elo0", equalTo(0.0f))
                .body("elo1", equalTo(50.0f))
                .body("maxGames", equalTo(400))
                .body("first.spec", equalTo("uct:sims=800"))
                .extract()
                .jsonPath();
        JsonPath m = ArenaTestSupport.awaitMatchEnd(started.getLong("id"));

        assertEquals("H1", m.getString("state"), "UCT at 800 simulations is far above minimax at depth 2");
        assertTrue(m.getDouble("llr") >= m.getDouble("llrUpper"), "it stopped at the upper bound");
        assertEquals(Math.log(0.95 / 0.05), m.getDouble("llrUpper"), 1e-5);
        if (m.get("elo") == null) {
            // Every game won: the measured score is 100%, an Elo difference without bound.
            assertEquals(0, m.getLong("losses") + m.getLong("draws"));
        } else {
            assertTrue(m.getDouble("elo") > 0 && m.getDouble("eloLow") > 0, "Elo and its lower end above 0");
        }
        assertNull(m.get("gamesLeft"), "no games left once decided");
        List<Map<String, Object>> pairs = m.getList("pairs");
        assertEquals(m.getLong("games"), 2L * pairs.size());
        assertEquals(m.getLong("games"), m.getLong("wins") + m.getLong("draws") + m.getLong("losses"));
        assertTrue(m.getLong("wins") > m.getLong("losses"));
        long pentanomial = m.getList("pairCounts", Long.class).stream()
                .mapToLong(Long::longValue)
                .sum();
        assertEquals(pairs.size(), pentanomial);
        // The last pair's LLR is the match's; every pair's games are stored ladder games with the two sides.
        assertEquals(m.getDouble("llr"), ((Number) pairs.getLast().get("llr")).doubleValue(), 1e-5);
        for (Map<String, Object> p : pairs) {
            JsonPath g1 = given().get("/api/arena/games/" + p.get("firstGameId"))
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals("counted", g1.getString("status"));
            assertEquals(strong, g1.getLong("first.playerId"), "the first game of a pair: first with colour 0");
            assertEquals(weak, g1.getLong("second.playerId"));
            double score = ((Number) p.get("firstScore")).doubleValue();
            assertEquals(score == 1 ? "first" : score == 0 ? "second" : "draw", g1.getString("result"));
            JsonPath g2 = given().get("/api/arena/games/" + p.get("secondGameId"))
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals(weak, g2.getLong("first.playerId"), "the second game: colours swapped");
            assertEquals(g1.getLong("seed"), g2.getLong("seed"), "one opening for both games of a pair");
        }
        given().get("/api/arena/matches?game=connect-four")
                .then()
                .statusCode(200)
                .body("matches.find { it.id == " + m.getLong("id") + " }.state", equalTo("H1"));
    }

    @Test
    void anAccountRunsAtMostTwoMatchesAndMayCancelItsOwn() throws InterruptedException {
        String owner = ServerTestSupport.login(ServerTestSupport.register("match-owner"));
        String other = ServerTestSupport.login(ServerTestSupport.register("match-other"));
        long a = ArenaTestSupport.playerId("connect-four", "uct:sims=3200");
        long b = ArenaTestSupport.playerId("connect-four", "uct:sims=800");
        Map<String, Object> close = Map.of("first", a, "second", b, "elo0", 0, "elo1", 5, "maxGames", 2000);
        long first = ArenaTestSupport.startMatch(owner, close);
        long second = ArenaTestSupport.startMatch(owner, close);
        given().cookie("arena_session", owner)
                .contentType(ContentType.JSON)
                .body(close)
                .post("/api/arena/matches")
                .then()
                .statusCode(409)
                .body("detail", startsWith("you have 2 matches running"));

        given().cookie("arena_session", other)
                .post("/api/arena/matches/" + first + "/cancel")
                .then()
                .statusCode(403);
        JsonPath cancelled = given().cookie("arena_session", owner)
                .post("/api/arena/matches/" + first + "/cancel")
                .then()
                .statusCode(200)
                .body("state", equalTo("cancelled"))
                .extract()
                .jsonPath();
        given().cookie("arena_session", owner)
                .post("/api/arena/matches/" + first + "/cancel")
                .then()
                .statusCode(409)
                .body("field", equalTo("state"));
        given().cookie("arena_session", ServerTestSupport.adminCookie())
                .post("/api/arena/matches/" + second + "/cancel")
                .then()
                .statusCode(200)
                .body("state", equalTo("cancelled"));
        // A pair still being played when the match was cancelled is not counted.
        Thread.sleep(1500);
        given().get("/api/arena/matches/" + first)
                .then()
                .statusCode(200)
                .body("games", equalTo(cancelled.getInt("games")))
                .body("finishedAt", org.hamcrest.Matchers.notNullValue());
        // With both cancelled the owner may start again.
        long third = given().cookie("arena_session", owner)
                .contentType(ContentType.JSON)
                .body(Map.of("first", a, "second", b, "preset", "0-20"))
                .post("/api/arena/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        assertNotEquals(first, third);
        given().cookie("arena_session", owner)
                .post("/api/arena/matches/" + third + "/cancel")
                .then()
                .statusCode(200);
    }

    @Test
    void refusalsAreProblemsNamingTheirField() {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("match-refusals"));
        long c4 = ArenaTestSupport.playerId("connect-four", "random");
        long c4b = ArenaTestSupport.playerId("connect-four", "uct:sims=50");
        long ttt = ArenaTestSupport.playerId("tic-tac-toe", "random");
        given().contentType(ContentType.JSON)
                .body(Map.of("first", c4, "second", c4b, "preset", "0-50"))
                .post("/api/arena/matches")
                .then()
                .statusCode(401);
        Object[][] cases = {
            {"[]", "body"},
            {"{\"second\":" + c4b + ",\"preset\":\"0-50\"}", "first"},
            {"{\"first\":\"x\",\"second\":" + c4b + ",\"preset\":\"0-50\"}", "first"},
            {"{\"first\":" + c4 + ",\"second\":" + c4 + ",\"preset\":\"0-50\"}", "second"},
            {"{\"first\":999999999,\"second\":" + c4b + ",\"preset\":\"0-50\"}", "first"},
            {"{\"first\":" + c4 + ",\"second\":" + ttt + ",\"preset\":\"0-50\"}", "second"},
            {"{\"first\":" + c4 + ",\"second\":" + c4b + ",\"preset\":\"0-10\"}", "preset"},
            {"{\"first\":" + c4 + ",\"second\":" + c4b + ",\"preset\":\"0-50\",\"elo1\":5}", "preset"},
            {"{\"first\":" + c4 + ",\"second\":" + c4b + ",\"elo0\":10,\"elo1\":10}", "elo1"},
            {"{\"first\":" + c4 + ",\"second\":" + c4b + ",\"elo1\":10}", "elo0"},
            {"{\"first\":" + c4 + ",\"second\":" + c4b + ",\"preset\":\"0-50\",\"alpha\":0.6}", "alpha"},
            {"{\"first\":" + c4 + ",\"second\":" + c4b + ",\"preset\":\"0-50\",\"maxGames\":7}", "maxGames"},
            {"{\"first\":" + c4 + ",\"second\":" + c4b + ",\"preset\":\"0-50\",\"maxGames\":100000}", "maxGames"},
        };
        for (Object[] c : cases) {
            given().cookie("arena_session", cookie)
                    .contentType(ContentType.JSON)
                    .body((String) c[0])
                    .post("/api/arena/matches")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("field", equalTo(c[1]));
        }
        given().post("/api/arena/matches/1/cancel").then().statusCode(401);
        given().cookie("arena_session", cookie)
                .post("/api/arena/matches/99999999/cancel")
                .then()
                .statusCode(404);
        given().get("/api/arena/matches/abc").then().statusCode(404);
        given().get("/api/arena/matches/99999999").then().statusCode(404);
        given().get("/api/arena/matches?game=chess").then().statusCode(400).body("field", equalTo("game"));
        given().get("/api/arena/matches?limit=0").then().statusCode(400).body("field", equalTo("limit"));
    }
}
