package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;
import org.puzzlearena.server.ServerTestSupport;

/**
 * A remote bot in an SPRT match over real HTTP (docs/ARENA.md, "Remote bots in matches"): its owner
 * starts "my remote bot against a reference bot of the remote pool", the match waits (saying why)
 * while the bot's stream is closed, and once a bot client on a thread of its own opens the stream
 * the match's colour-paired pairs are played over it before any ladder pair, stored, rated on the
 * remote ladder and counted for the match until the test decides. A perfect bot reaches H1 against
 * random; a bot that sends illegal moves forfeits every match game and reaches H0; and the
 * refusals (400, 403, 404) name what is wrong. The test profile's remote cap is 12 games a day.
 */
@QuarkusTest
class RemoteMatchesTest {

    private static final String GAME = TicTacToeGame.ID;

    @Test
    void aPerfectRemoteBotReachesH1AgainstRandomOverItsStreamAndTheGamesFeedTheRemoteLadder() throws Exception {
        String cookie = login(register("remote-match-perfect"));
        String token = token(cookie, "remote-match-perfect-bot");
        long bot = registerBot(cookie, "perfect");
        long random = remoteAnchor("random");

        // Perfect against random scores 0.75 to 1 a game in tic-tac-toe (it never loses, and draws
        // some games as second player). [0, 150] at alpha = beta = 0.2 decides within the cap's six
        // pairs whether its pairs are all wins or each a win and a draw (the LLR gains ~0.34 a pair).
        JsonPath started = startMatch(cookie, match(bot, random, 150, 0.2, 12))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        long matchId = started.getLong("id");
        assertEquals("running", started.getString("state"));
        assertEquals("remote", started.getString("pool"));
        assertEquals("remote", started.getString("first.kind"));
        assertTrue(started.getString("waiting").contains("is not connected"), started.getString("waiting"));
        Thread.sleep(1500); // the match thread runs meanwhile: it never plays a remote bot's pairs
        given().get("/api/arena/matches/" + matchId).then().statusCode(200).body("games", equalTo(0));

        RemoteBotClient client = new RemoteBotClient(token, RemoteBotClient.Behaviour.PERFECT);
        client.start(bot, 12).get(3, TimeUnit.MINUTES);

        JsonPath match = given().get("/api/arena/matches/" + matchId)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("H1", match.getString("state"), match.prettify());
        int games = match.getInt("games");
        assertTrue(games >= 4 && games <= 12, match.prettify());
        assertTrue(match.getDouble("llr") >= match.getDouble("llrUpper"));
        assertNull(match.get("waiting"));
        assertNull(match.get("gamesLeft"));

        // The match's pairs came first on the stream, each with the match's id, colours alternating.
        List<JsonNode> starts = client.ofType("gameStart");
        List<JsonNode> ends = client.ofType("gameEnd");
        assertEquals(12, ends.size(), "the stream's twelve games: the match's, then ladder pairs");
        for (int i = 0; i < 12; i++) {
            boolean inMatch = i < games;
            assertEquals(
                    inMatch,
                    starts.get(i).get("matchId").isIntegralNumber(),
                    starts.get(i).toString());
            assertEquals(
                    inMatch,
                    ends.get(i).get("matchId").isIntegralNumber(),
                    ends.get(i).toString());
            assertEquals(i % 2, starts.get(i).get("colour").asInt());
        }
        List<Map<String, Object>> pairs = match.getList("pairs");
        assertEquals(games / 2, pairs.size());
        for (int p = 0; p < pairs.size(); p++) {
            long aFirst = ((Number) pairs.get(p).get("firstGameId")).longValue();
            long bFirst = ((Number) pairs.get(p).get("secondGameId")).longValue();
            assertEquals(aFirst, ends.get(2 * p).get("arenaGameId").asLong());
            assertEquals(bFirst, ends.get(2 * p + 1).get("arenaGameId").asLong());
            assertEquals(matchId, ends.get(2 * p).get("matchId").asLong());
            JsonPath g1 = game(aFirst);
            JsonPath g2 = game(bFirst);
            assertEquals(bot, g1.getLong("first.playerId"), "the match's first player has colour 0 in game 1");
            assertEquals(random, g1.getLong("second.playerId"));
            assertEquals(random, g2.getLong("first.playerId"));
            assertEquals(bot, g2.getLong("second.playerId"));
            assertEquals(g1.getList("opening"), g2.getList("opening"), "a pair shares its opening");
            for (JsonPath g : List.of(g1, g2)) {
                assertEquals("counted", g.getString("status"));
                assertEquals("remote", g.getString("pool"));
                assertNull(g.get("forfeit"));
                assertEquals(2, g.getList("ratingChanges").size(), "rated on the remote ladder");
            }
        }
        // Every game of the stream is on the bot's ladder entry, and in its owner's daily count.
        JsonPath after = given().get("/api/arena/remote/" + bot)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(12, after.getInt("games"));
        assertEquals(12, after.getInt("caps.gamesToday"));
        assertTrue(after.getDouble("rating") > 1500);

        // With the cap spent, a new match waits and says why; its starter cancels it.
        JsonPath capped = startMatch(cookie, Map.of("first", random, "second", bot, "preset", "0-50"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        assertTrue(capped.getString("waiting").contains("cap resets in"), capped.getString("waiting"));
        given().cookie("arena_session", cookie)
                .post("/api/arena/matches/" + capped.getLong("id") + "/cancel")
                .then()
                .statusCode(200)
                .body("state", equalTo("cancelled"));
    }

    @Test
    void aRemoteBotThatSendsIllegalMovesForfeitsItsMatchGamesAndReachesH0() throws Exception {
        String cookie = login(register("remote-match-illegal"));
        String token = token(cookie, "remote-match-illegal-bot");
        long bot = registerBot(cookie, "illegal");
        long random = remoteAnchor("random");
        // elo1 = 200 with alpha = beta = 0.1: three lost pairs reach H0.
        long matchId = startMatch(cookie, match(bot, random, 200, 0.1, 8))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");

        RemoteBotClient client = new RemoteBotClient(token, RemoteBotClient.Behaviour.ILLEGAL);
        client.start(bot, 6).get(2, TimeUnit.MINUTES);

        JsonPath match = given().get("/api/arena/matches/" + matchId)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("H0", match.getString("state"), match.prettify());
        assertEquals(6, match.getInt("games"));
        assertEquals(6, match.getInt("losses"));
        assertTrue(client.moveStatuses.stream().allMatch(s -> s == 422), client.moveStatuses.toString());
        for (Map<String, Object> pair : match.<Map<String, Object>>getList("pairs")) {
            for (String side : List.of("firstGameId", "secondGameId")) {
                JsonPath g = game(((Number) pair.get(side)).longValue());
                assertEquals("counted", g.getString("status"));
                assertEquals("illegal move", g.getString("forfeit.verdict"));
                assertEquals(bot, g.getLong("forfeit.playerId"));
            }
        }
        for (JsonNode end : client.ofType("gameEnd")) {
            assertEquals("illegal move", end.get("verdict").asText());
            assertEquals(matchId, end.get("matchId").asLong());
            assertEquals("loss", end.get("result").asText());
        }
    }

    @Test
    void onlyTheOwnerMatchesARemoteBotAndOnlyAgainstTheRemotePoolsReferenceBots() {
        String cookie = login(register("remote-match-owner"));
        long bot = registerBot(cookie, "mine");
        long other = registerBot(cookie, "mine-too");
        long random = remoteAnchor("random");
        String stranger = login(register("remote-match-stranger"));

        startMatch(stranger, Map.of("first", bot, "second", random, "preset", "0-50"))
                .then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("detail", containsString("only the owner of a remote bot"));
        startMatch(stranger, Map.of("first", random, "second", bot, "preset", "0-50"))
                .then()
                .statusCode(403);
        startMatch(cookie, Map.of("first", bot, "second", other, "preset", "0-50"))
                .then()
                .statusCode(400)
                .body("field", equalTo("second"));
        long serverRandom = given().get("/api/arena/" + GAME + "/ladder")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("players.find { it.spec == 'random' }.id");
        startMatch(cookie, Map.of("first", bot, "second", serverRandom, "preset", "0-50"))
                .then()
                .statusCode(400)
                .body("field", equalTo("second"))
                .body("detail", containsString("same game and pool"));
        startMatch(cookie, Map.of("first", 999_999_999L, "second", bot, "preset", "0-50"))
                .then()
                .statusCode(400)
                .body("field", equalTo("first"));
        Map<String, Object> noSecond = new HashMap<>(Map.of("first", bot, "preset", "0-50"));
        startMatch(cookie, noSecond).then().statusCode(400).body("field", equalTo("second"));
        given().get("/api/arena/matches/999999999").then().statusCode(404);
    }

    private static Map<String, Object> match(long first, long second, double elo1, double error, int maxGames) {
        return Map.of(
                "first",
                first,
                "second",
                second,
                "elo0",
                0,
                "elo1",
                elo1,
                "alpha",
                error,
                "beta",
                error,
                "maxGames",
                maxGames);
    }

    private static io.restassured.response.Response startMatch(String cookie, Map<String, Object> body) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/arena/matches");
    }

    private static JsonPath game(long id) {
        return given().get("/api/arena/games/" + id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static long remoteAnchor(String spec) {
        return given().get("/api/arena/" + GAME + "/ladder?pool=remote")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("players.find { it.spec == '" + spec + "' }.id");
    }

    private static long registerBot(String cookie, String name) {
        return ServerTestSupport.registerRemoteBot(cookie, GAME, name);
    }
}
