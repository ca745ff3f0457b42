package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;
import org.puzzlearena.server.HostedLadderProfile;
import org.puzzlearena.server.hostedbots.HostedBotUploads;

/**
 * Hosted versions in the arena's own turns, with the real sandbox: the background ladder plays a new
 * version first until it is established (RD under 110) within about a dozen games, and a match of a
 * hosted version against a reference bot is played in the sandbox, counted on the ladder, and waits
 * (still running, saying why) when its owner's daily cap is spent, 16 games on this profile; two
 * versions of one owner play a match each in a sandbox of its own, a verdict losing its bot the game.
 */
@QuarkusTest
@TestProfile(HostedLadderProfile.class)
class HostedVersionsOnTheLadderTest {

    private static final String GAME = TicTacToeGame.ID;

    @Inject
    LadderScheduler scheduler;

    @Inject
    LadderGames ladder;

    @Test
    void theBackgroundLadderPlaysANewVersionFirstUntilItIsEstablished() throws Exception {
        // Anchors as a running server has them: established by their own games (a fresh test
        // database has them all at RD 350, where no newcomer firms up in a dozen games).
        for (int i = 0; i < 150; i++) {
            ladder.playPair(GAME);
        }
        String cookie = login(register("ladder-newcomer"));
        Uploaded uploaded = starter(cookie, "newcomer");
        long player = enter(cookie, uploaded.version()).getLong("playerId");

        int games = 0;
        JsonPath entry = null;
        while (games < 16) {
            scheduler.step(GAME);
            entry = given().get("/api/arena/hosted/" + player)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals(games + 2, entry.getInt("games"), "each background turn goes to the provisional version");
            games += 2;
            if (!entry.getBoolean("provisional")) {
                break;
            }
        }
        assertNotNull(entry);
        assertFalse(
                entry.getBoolean("provisional"), "still provisional after " + games + " games: " + entry.prettify());
        assertTrue(entry.getDouble("deviation") < 110);
        assertTrue(games <= 14, "established within about a dozen games, took " + games);

        // Established, it no longer takes every turn: over four turns at most half go to it
        // (arena.hosted.established-every, 2), and the anchors play the rest.
        for (int i = 0; i < 4; i++) {
            scheduler.step(GAME);
        }
        int after = given().get("/api/arena/hosted/" + player).then().extract().path("games");
        assertTrue(after - games <= 4, "an established version shares the turns: " + (after - games) + " games");

        // The bot's page lists its versions' entries (anyone may read ratings).
        given().get("/api/arena/hosted?bot=" + uploaded.bot())
                .then()
                .statusCode(200)
                .body("entries.playerId", equalTo(List.of((int) player)))
                .body("entries[0].provisional", equalTo(false))
                .body("entries[0].games", equalTo(after));
        given().get("/api/arena/hosted?bot=x").then().statusCode(400).body("field", equalTo("bot"));
        given().get("/api/arena/hosted").then().statusCode(400).body("field", equalTo("bot"));
        given().get("/api/arena/hosted?bot=999999999").then().statusCode(404);
    }

    @Test
    void aHostedVersionsMatchPlaysInTheSandboxAndWaitsWhenItsOwnersCapIsSpent() throws Exception {
        String owner = login(register("match-hosted"));
        long version = starter(owner, "matched").version();
        long player = enter(owner, version).getLong("playerId");
        long random = ArenaTestSupport.playerId(GAME, "random");

        // Refusals first: nobody spends another owner's games, as either side of a match.
        String other = login(register("match-stranger"));
        given().cookie("arena_session", other)
                .contentType(ContentType.JSON)
                .body(Map.of("first", player, "second", random, "preset", "0-50"))
                .post("/api/arena/matches")
                .then()
                .statusCode(403)
                .contentType("application/problem+json");
        long strangers = enter(other, starter(other, "strangers").version()).getLong("playerId");
        given().cookie("arena_session", owner)
                .contentType(ContentType.JSON)
                .body(Map.of("first", player, "second", strangers, "preset", "0-50"))
                .post("/api/arena/matches")
                .then()
                .statusCode(403)
                .body("detail", containsString("owner"));

        // Spend 14 of the owner's 16 games, then start: one pair fits, then the match waits.
        play(owner, player, 12);
        play(owner, player, 2);
        long match = ArenaTestSupport.startMatch(
                owner, Map.of("first", player, "second", random, "preset", "0-50", "maxGames", 200));
        JsonPath m = awaitGames(match, 2);
        for (int i = 0; i < 10 && m.getString("waiting") == null; i++) {
            Thread.sleep(200);
            m = given().get("/api/arena/matches/" + match).then().extract().jsonPath();
        }
        assertEquals("running", m.getString("state"), m.prettify());
        assertEquals(2, m.getInt("games"), "no game beyond the owner's cap: " + m.prettify());
        assertTrue(m.getString("waiting").contains("cap resets in"), m.getString("waiting"));
        assertEquals("hosted", m.getString("first.kind"));
        Thread.sleep(2500);
        assertEquals(
                2, given().get("/api/arena/matches/" + match).then().extract().<Integer>path("games"));

        // Its games are the ladder's: replayed, counted, and the version's.
        List<Integer> gameIds = List.of(m.getInt("pairs[0].firstGameId"), m.getInt("pairs[0].secondGameId"));
        for (int id : gameIds) {
            given().get("/api/arena/games/" + id).then().statusCode(200).body("status", equalTo("counted"));
        }
        JsonPath entry =
                given().get("/api/arena/hosted/" + player).then().extract().jsonPath();
        assertEquals(16, entry.getInt("games"));
        assertEquals(0, entry.getInt("caps.gamesLeft"));
        given().cookie("arena_session", owner)
                .post("/api/arena/matches/" + match + "/cancel")
                .then()
                .statusCode(200)
                .body("state", equalTo("cancelled"));
    }

    @Test
    void twoVersionsOfOneOwnerPlayAMatchEachInASandboxOfItsOwn() throws Exception {
        String owner = login(register("match-versions"));
        long python = enter(owner, starter(owner, "py-version").version()).getLong("playerId");
        long node = enter(owner, upload(owner, "node-version", "bots/starter/two_player_bot.mjs", "node", "bot.mjs"))
                .getLong("playerId");
        long illegal = enter(owner, upload(owner, "x-version", ILLEGAL)).getLong("playerId");

        // The Python starter against the Node one: one pair, each game replayed and counted, both hosted.
        long match = ArenaTestSupport.startMatch(
                owner, Map.of("first", python, "second", node, "preset", "0-50", "maxGames", 2));
        JsonPath m = ArenaTestSupport.awaitMatchEnd(match);
        assertEquals("inconclusive", m.getString("state"), m.prettify());
        assertEquals(2, m.getInt("games"));
        for (String g : List.of("pairs[0].firstGameId", "pairs[0].secondGameId")) {
            JsonPath game = given().get("/api/arena/games/" + m.getInt(g))
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals("counted", game.getString("status"), game.prettify());
            assertEquals(
                    List.of("hosted", "hosted"), List.of(game.getString("first.kind"), game.getString("second.kind")));
            assertNull(game.get("forfeit"), "both starters play by the rules: " + game.prettify());
            assertTrue(game.getList("moves").size() >= 5, "a whole game after the opening: " + game.prettify());
        }

        // A version that plays an illegal move loses both games by its verdict, first with colour 0
        // (the bot the game is played for) and then as the other's sandboxed opponent.
        long second = ArenaTestSupport.startMatch(
                owner, Map.of("first", illegal, "second", python, "preset", "0-50", "maxGames", 2));
        JsonPath s = ArenaTestSupport.awaitMatchEnd(second);
        assertEquals(0, s.getInt("wins"), s.prettify());
        assertEquals(2, s.getInt("losses"), s.prettify());
        for (String g : List.of("pairs[0].firstGameId", "pairs[0].secondGameId")) {
            given().get("/api/arena/games/" + s.getInt(g))
                    .then()
                    .statusCode(200)
                    .body("status", equalTo("counted"))
                    .body("forfeit.playerId", equalTo((int) illegal))
                    .body("forfeit.verdict", equalTo("illegal move"));
        }
    }

    private static JsonPath awaitGames(long match, int games) throws InterruptedException {
        for (int i = 0; i < 300; i++) {
            JsonPath m = given().get("/api/arena/matches/" + match)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            if (m.getInt("games") >= games || !"running".equals(m.getString("state"))) {
                return m;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("match " + match + " played fewer than " + games + " games in 60 s");
    }

    private static void play(String cookie, long player, int count) {
        given().cookie("arena_session", cookie)
                .post("/api/arena/hosted/" + player + "/games?count=" + count)
                .then()
                .statusCode(200);
    }

    /** Answers every turn with a move no board accepts. */
    private static final byte[] ILLEGAL = ("import sys, json\n"
                    + "json.loads(sys.stdin.readline())\n"
                    + "for line in sys.stdin:\n"
                    + "    if 'legalMoves' in json.loads(line):\n"
                    + "        print(json.dumps({'move': 'x'}), flush=True)\n")
            .getBytes(java.nio.charset.StandardCharsets.UTF_8);

    private static long upload(String cookie, String name, String file, String runtime, String fileName)
            throws Exception {
        return upload(cookie, name, Files.readAllBytes(Path.of(file)), runtime, fileName);
    }

    private static long upload(String cookie, String name, byte[] bot) {
        return upload(cookie, name, bot, "python", "bot.py");
    }

    private static long upload(String cookie, String name, byte[] bot, String runtime, String fileName) {
        long id = HostedBotUploads.create(cookie, name);
        return HostedBotUploads.upload(
                        cookie, id, "application/octet-stream", bot, "runtime", runtime, "fileName", fileName)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    private record Uploaded(long bot, long version) {}

    private static Uploaded starter(String cookie, String name) throws Exception {
        long bot = HostedBotUploads.create(cookie, name);
        return new Uploaded(
                bot,
                HostedBotUploads.upload(
                                cookie,
                                bot,
                                "application/octet-stream",
                                Files.readAllBytes(Path.of("bots/starter/two_player_bot.py")),
                                "runtime",
                                "python",
                                "fileName",
                                "bot.py")
                        .then()
                        .statusCode(201)
                        .extract()
                        .jsonPath()
                        .getLong("id"));
    }

    private static JsonPath enter(String cookie, long version) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", GAME, "version", version))
                .post("/api/arena/hosted")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }
}
