package org.puzzlearena.server.hostedbots;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A hosted bot version on the arena's server ladder, through the API as its owner would: uploaded,
 * entered, playing rated colour-paired games in the sandbox against reference anchors; a bot that
 * plays an illegal move loses each game with the verdict stored; the owner's daily cap (6 games on
 * the test profile) answers 429 with Retry-After, the seconds until it resets.
 */
@QuarkusTest
class HostedBotsInTheArenaTest {

    private static final String OCTETS = "application/octet-stream";

    /** Answers every turn with a move no tic-tac-toe board accepts. */
    private static final byte[] ILLEGAL = ("import sys, json\n"
                    + "json.loads(sys.stdin.readline())\n"
                    + "for line in sys.stdin:\n"
                    + "    if 'legalMoves' in json.loads(line):\n"
                    + "        print(json.dumps({'move': 'x'}), flush=True)\n")
            .getBytes(StandardCharsets.UTF_8);

    @Test
    void aHostedVersionPlaysRatedGamesAgainstTheAnchorsUntilItsOwnersCap() throws Exception {
        String cookie = login(register("arena-hosted"));
        long version = version(cookie, Files.readAllBytes(Path.of("bots/starter/two_player_bot.py")));
        JsonPath entry = enter(cookie, version);
        long player = entry.getLong("playerId");
        assertTrue(entry.getBoolean("provisional"));
        assertEquals(6, entry.getInt("caps.gamesPerDay"));

        JsonPath played = given().cookie("arena_session", cookie)
                .post("/api/arena/hosted/" + player + "/games?count=4")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<Map<String, Object>> games = played.getList("games");
        assertEquals(4, games.size());
        for (Map<String, Object> g : games) {
            assertEquals(true, g.get("counted"), "each game is replayed by the rules and counted: " + g);
            assertEquals(null, g.get("forfeit"), "the starter bot plays legal moves: " + g);
        }
        assertEquals(List.of(0, 1, 0, 1), played.getList("games.colour"), "each pair is colour-paired");
        assertEquals(4, played.getInt("entry.games"));
        assertTrue(played.getDouble("entry.deviation") < entry.getDouble("deviation"), "its rating firms up");
        given().get("/api/arena/games/" + games.getFirst().get("gameId"))
                .then()
                .statusCode(200)
                .body("status", equalTo("counted"));
        given().get("/api/arena/hosted/" + player).then().statusCode(200).body("games", equalTo(4));

        // Over the cap: 429 with the seconds until the owner's day resets, and nothing played.
        String retry = given().cookie("arena_session", cookie)
                .post("/api/arena/hosted/" + player + "/games?count=4")
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .extract()
                .header("Retry-After");
        long seconds = Long.parseLong(retry);
        assertTrue(seconds >= 1 && seconds <= 86_400, retry);
        JsonPath caps = given().cookie("arena_session", cookie)
                .get("/api/arena/hosted/caps")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(4, caps.getInt("gamesToday"));
        assertEquals(2, caps.getInt("gamesLeft"));
        assertTrue(caps.getLong("secondsUntilReset") >= 1);
    }

    @Test
    void anIllegalMoveLosesTheGameWithItsVerdictStoredAndOthersMayNotPlayOrEnterIt() {
        String cookie = login(register("arena-illegal"));
        long version = version(cookie, ILLEGAL);
        long player = enter(cookie, version).getLong("playerId");

        JsonPath played = given().cookie("arena_session", cookie)
                .post("/api/arena/hosted/" + player + "/games")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(List.of("loss", "loss"), played.getList("games.result"));
        assertEquals(List.of("illegal move", "illegal move"), played.getList("games.forfeit"));
        for (String reason : played.<String>getList("games.reason")) {
            assertTrue(reason.contains("\"move\":\"x\""), reason);
        }
        assertEquals(2, played.getInt("entry.games"));
        assertNotEquals(1500.0, played.getDouble("entry.rating"));

        String other = login(register("arena-other"));
        given().cookie("arena_session", other)
                .post("/api/arena/hosted/" + player + "/games")
                .then()
                .statusCode(403);
        given().cookie("arena_session", other)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "tic-tac-toe", "version", version))
                .post("/api/arena/hosted")
                .then()
                .statusCode(403);
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "tic-tac-toe", "version", version))
                .post("/api/arena/hosted")
                .then()
                .statusCode(409);
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "version", version))
                .post("/api/arena/hosted")
                .then()
                .statusCode(400)
                .body("field", equalTo("game"));
        given().cookie("arena_session", cookie)
                .post("/api/arena/hosted/" + player + "/games?count=3")
                .then()
                .statusCode(400)
                .body("field", equalTo("count"));
        given().get("/api/arena/hosted/999999999").then().statusCode(404);
        given().cookie("arena_session", cookie)
                .post("/api/arena/hosted/999999999/games")
                .then()
                .statusCode(404);
        given().post("/api/arena/hosted/" + player + "/games").then().statusCode(401);
        given().get("/api/arena/hosted/caps").then().statusCode(401);
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "tic-tac-toe", "version", version))
                .post("/api/arena/hosted")
                .then()
                .statusCode(401);
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "tic-tac-toe", "version", 999_999_999))
                .post("/api/arena/hosted")
                .then()
                .statusCode(404);
    }

    private static long version(String cookie, byte[] bot) {
        long id = HostedBotUploads.create(cookie, "arena-bot");
        return HostedBotUploads.upload(cookie, id, OCTETS, bot, "runtime", "python", "fileName", "bot.py")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    private static JsonPath enter(String cookie, long version) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "tic-tac-toe", "version", version))
                .post("/api/arena/hosted")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }
}
