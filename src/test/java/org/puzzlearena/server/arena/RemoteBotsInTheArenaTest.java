package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;
import org.puzzlearena.server.LiveClient;

/**
 * Remote bots in the arena's remote pool over real HTTP: a bot client reads its NDJSON stream on a
 * thread and POSTs its moves. A legal bot plays rated colour-paired games against the remote pool's
 * anchors, each stored, replayable and counted only after the rules' replay; a bot that sends an
 * illegal move, and one that never answers, lose each game with the verdict stored; and every
 * refusal (400, 401, 403, 404, 409, 422, 429 with Retry-After) names what is wrong.
 */
@QuarkusTest
class RemoteBotsInTheArenaTest {

    private static final String GAME = TicTacToeGame.ID;

    @Test
    void aRemoteBotPlaysRatedGamesOverItsStreamAndShowsOnTheRemoteLadder() throws Exception {
        String cookie = login(register("remote-legal"));
        String token = token(cookie, "remote-legal-bot");
        JsonPath bot = registerBot(cookie, "first-legal");
        long id = bot.getLong("playerId");
        assertEquals("remote", bot.getString("kind"));
        assertEquals("remote", bot.getString("pool"));
        assertEquals(350.0, bot.getDouble("deviation"), 1e-9);

        RemoteBotClient client = new RemoteBotClient(token, RemoteBotClient.Behaviour.LEGAL);
        // A watcher of the live games hears the remote games as they are played.
        List<JsonNode> live = new ArrayList<>();
        try (LiveClient watcher = LiveClient.connect("/ws/arena/live")) {
            var playing = client.start(id, 6);
            long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
            while ((!playing.isDone()
                            || live.stream()
                                            .filter(m -> m.path("type").asText().equals("stored"))
                                            .count()
                                    < 6)
                    && System.nanoTime() < deadline) {
                JsonNode m = watcher.poll(Duration.ofMillis(100));
                if (m != null && m.has("liveId")) {
                    live.add(m);
                }
            }
            playing.get(2, TimeUnit.MINUTES);
        }

        assertEquals(200, client.streamStatus);
        assertEquals("connected", client.events.getFirst().get("type").asText());
        List<JsonNode> starts = client.ofType("gameStart");
        assertEquals(
                List.of(0, 1, 0, 1, 0, 1),
                starts.stream().map(s -> s.get("colour").asInt()).toList());
        for (int i = 0; i < starts.size(); i += 2) {
            assertEquals(starts.get(i).get("opening"), starts.get(i + 1).get("opening"), "a pair shares its opening");
            assertEquals(starts.get(i).get("opponentId"), starts.get(i + 1).get("opponentId"));
        }
        assertTrue(client.moveStatuses.stream().allMatch(s -> s == 200), client.moveStatuses.toString());
        assertTrue(!client.moveStatuses.isEmpty());
        List<JsonNode> ends = client.ofType("gameEnd");
        assertEquals(6, ends.size());
        assertEquals("done", client.events.getLast().get("type").asText());
        assertEquals("games", client.events.getLast().get("reason").asText());

        Game game = Games.byId(GAME).orElseThrow();
        for (int i = 0; i < ends.size(); i++) {
            JsonNode end = ends.get(i);
            assertTrue(end.get("counted").asBoolean(), "replayed by the rules and counted: " + end);
            assertTrue(end.get("verdict").isNull());
            long stored = end.get("arenaGameId").asLong();
            JsonPath g = given().get("/api/arena/games/" + stored)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals("counted", g.getString("status"));
            assertEquals("remote", g.getString("pool"));
            assertNull(g.get("forfeit"));
            int colour = starts.get(i).get("colour").asInt();
            String botSide = colour == 0 ? "first" : "second";
            assertEquals(id, g.getLong(botSide + ".playerId"));
            assertEquals("remote", g.getString(botSide + ".kind"));
            assertTrue(g.getString(botSide + ".budget").contains("compute unknown"), g.getString(botSide + ".budget"));
            // The stored line is a finished game by the rules, with the result stored.
            List<String> line = new ArrayList<>(g.getList("opening", String.class));
            List<Map<String, Object>> moves = g.getList("moves");
            moves.forEach(m -> line.add((String) m.get("move")));
            ReplayResult replay = Replay.moves(game.newInitialState(game.defaultInstance()), line);
            assertTrue(replay instanceof ReplayResult.Valid v && v.finalState().isTerminal(), line.toString());
            for (Map<String, Object> m : moves) {
                if (m.get("side").equals(botSide)) {
                    assertNull(m.get("cpuMs"), "a remote bot's CPU is unknown: " + m);
                } else {
                    assertNotNull(m.get("cpuMs"));
                }
                assertTrue(((Number) m.get("wallMs")).doubleValue() >= 0);
            }
            assertEquals(2, g.getList("ratingChanges").size(), "both sides rated");

            String liveId = Long.toString(g.getLong("seed"), 36) + "-" + g.getLong("first.playerId") + "-"
                    + g.getLong("second.playerId");
            List<JsonNode> heard = live.stream()
                    .filter(m -> m.get("liveId").asText().equals(liveId))
                    .toList();
            assertEquals("started", heard.getFirst().get("type").asText(), heard.toString());
            assertEquals("remote", heard.getFirst().get(botSide).get("kind").asText());
            List<JsonNode> heardMoves = heard.stream()
                    .filter(m -> m.get("type").asText().equals("move"))
                    .map(m -> m.get("move"))
                    .toList();
            assertEquals(moves.size(), heardMoves.size());
            for (JsonNode m : heardMoves) {
                assertEquals(
                        m.get("side").asText().equals(botSide), m.get("cpuMs").isNull(), m.toString());
            }
            assertEquals(stored, heard.getLast().get("gameId").asLong(), "the live game links to its record");
        }

        JsonPath after = given().get("/api/arena/remote/" + id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(6, after.getInt("games"));
        assertTrue(after.getDouble("deviation") < 350, "its RD narrows");
        assertNotEquals(1500.0, after.getDouble("rating"), "its rating moves");
        assertEquals(after.getDouble("rating"), ends.getLast().get("rating").asDouble(), 1e-3);
        assertEquals(false, after.getBoolean("connected"));
        assertEquals(6, after.getInt("caps.gamesToday"));

        // The remote pool's ladder lists it, labelled remote, beside the pool's own anchors.
        List<Map<String, Object>> ladder = given().get("/api/arena/" + GAME + "/ladder?pool=remote")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("players");
        Map<String, Object> row = ladder.stream()
                .filter(p -> ((Number) p.get("id")).longValue() == id)
                .findFirst()
                .orElseThrow();
        assertEquals("remote", row.get("kind"));
        assertEquals("first-legal", row.get("label"));
        assertEquals(6, row.get("games"));
        assertTrue(ladder.stream().anyMatch(p -> "reference".equals(p.get("kind"))), "the remote pool has anchors");
        // ... and only the remote pool: the server ladder never sees it.
        given().get("/api/arena/" + GAME + "/ladder")
                .then()
                .statusCode(200)
                .body("players.findAll { it.id == " + id + " }.size()", equalTo(0));

        // A move for a game that has ended: 409, naming the move.
        HttpResponse<String> late =
                client.postMove(ends.getFirst().get("gameId").asText(), "a1");
        assertEquals(409, late.statusCode(), late.body());
        assertTrue(late.body().contains("\"field\":\"move\""), late.body());
        assertTrue(late.body().contains("is over"), late.body());
    }

    @Test
    void aBotThatSendsAnIllegalMoveLosesEachGameWithTheVerdictUntilItsOwnersCap() throws Exception {
        String cookie = login(register("remote-illegal"));
        String token = token(cookie, "remote-illegal-bot");
        long id = registerBot(cookie, "illegal").getLong("playerId");

        // The test profile's cap is 12 games a day: this stream asks for 14 and stops at the cap.
        RemoteBotClient client = new RemoteBotClient(token, RemoteBotClient.Behaviour.ILLEGAL);
        client.start(id, 14).get(2, TimeUnit.MINUTES);

        List<JsonNode> ends = client.ofType("gameEnd");
        assertEquals(12, ends.size());
        assertTrue(client.moveStatuses.stream().allMatch(s -> s == 422), client.moveStatuses.toString());
        assertEquals(12, client.refusals.size());
        for (JsonNode problem : client.refusals) {
            assertEquals("move", problem.get("field").asText());
            assertEquals("zz", problem.get("move").asText());
            assertTrue(problem.get("detail").asText().contains("(zz) is illegal"), problem.toString());
        }
        for (JsonNode end : ends) {
            assertEquals("loss", end.get("result").asText());
            assertEquals("illegal move", end.get("verdict").asText());
            assertTrue(end.get("counted").asBoolean());
            JsonPath g = given().get(
                            "/api/arena/games/" + end.get("arenaGameId").asLong())
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals("counted", g.getString("status"));
            assertEquals("illegal move", g.getString("forfeit.verdict"));
            assertEquals(id, g.getLong("forfeit.playerId"));
            assertTrue(g.getString("forfeit.reason").contains("(zz) is illegal"), g.getString("forfeit.reason"));
        }
        JsonNode done = client.events.getLast();
        assertEquals("cap", done.get("reason").asText());
        assertEquals(0, done.get("gamesLeft").asInt());
        JsonPath after = given().get("/api/arena/remote/" + id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(12, after.getInt("losses"));
        assertTrue(after.getDouble("rating") < 1500, "twelve losses lower it");

        // Over the cap: 429 with the seconds until the owner's day resets.
        String retry = given().header("Authorization", "Bearer " + token)
                .get("/api/arena/remote/" + id + "/stream")
                .then()
                .statusCode(429)
                .contentType("application/problem+json")
                .extract()
                .header("Retry-After");
        long seconds = Long.parseLong(retry);
        assertTrue(seconds >= 1 && seconds <= 86_400, retry);
        JsonPath caps = given().header("Authorization", "Bearer " + token)
                .get("/api/arena/remote/caps")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(12, caps.getInt("gamesToday"));
        assertEquals(0, caps.getInt("gamesLeft"));
        assertEquals(1, caps.getInt("bots"));
    }

    @Test
    void aSilentBotLosesOnTimeAndItsGamesRefuseOthers() throws Exception {
        String cookie = login(register("remote-silent"));
        String token = token(cookie, "remote-silent-bot");
        long id = registerBot(cookie, "silent").getLong("playerId");
        String strangerToken = token(login(register("remote-stranger")), "stranger-bot");

        RemoteBotClient client = new RemoteBotClient(token, RemoteBotClient.Behaviour.SILENT);
        var running = client.start(id, 2);
        JsonNode turn = awaitTurn(client);
        String gameId = turn.get("gameId").asText();

        // While it is connected: a second stream is refused, and so are strangers.
        given().header("Authorization", "Bearer " + token)
                .get("/api/arena/remote/" + id + "/stream")
                .then()
                .statusCode(409)
                .body("field", equalTo("id"));
        given().header("Authorization", "Bearer " + strangerToken)
                .get("/api/arena/remote/" + id + "/stream")
                .then()
                .statusCode(403);
        given().header("Authorization", "Bearer " + strangerToken)
                .contentType(ContentType.JSON)
                .body(Map.of("move", "a1"))
                .post("/api/arena/remote/games/" + gameId + "/move")
                .then()
                .statusCode(403);
        String liveGame = given().get("/api/arena/remote/" + id)
                .then()
                .statusCode(200)
                .body("connected", equalTo(true))
                .extract()
                .path("liveGame");
        assertNotNull(liveGame, "the game it is playing, for its page's link to the live game");

        running.get(1, TimeUnit.MINUTES);
        List<JsonNode> ends = client.ofType("gameEnd");
        assertEquals(2, ends.size());
        JsonPath first = given().get(
                        "/api/arena/games/" + ends.getFirst().get("arenaGameId").asLong())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(
                Long.toString(first.getLong("seed"), 36) + "-" + first.getLong("first.playerId") + "-"
                        + first.getLong("second.playerId"),
                liveGame,
                "the live id of the game it was playing");
        given().get("/api/arena/remote/" + id)
                .then()
                .statusCode(200)
                .body("connected", equalTo(false))
                .body("liveGame", equalTo(null));
        for (JsonNode end : ends) {
            assertEquals("loss", end.get("result").asText());
            assertEquals("time", end.get("verdict").asText());
            assertTrue(end.get("reason").asText().contains("no move within 2.0 s"), end.toString());
            given().get("/api/arena/games/" + end.get("arenaGameId").asLong())
                    .then()
                    .statusCode(200)
                    .body("status", equalTo("counted"))
                    .body("forfeit.verdict", equalTo("time"));
        }
        assertTrue(client.keepAlives >= 1, "keep-alive lines while the bot thinks");
    }

    @Test
    void aBotWhoseStreamClosesWhileItIsToMoveLosesByDisconnect() throws Exception {
        String cookie = login(register("remote-gone"));
        String token = token(cookie, "remote-gone-bot");
        long id = registerBot(cookie, "gone").getLong("playerId");
        // A raw connection, closed as soon as the bot's first turn arrives.
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.getOutputStream()
                    .write(("GET /api/arena/remote/" + id + "/stream?games=2 HTTP/1.1\r\nHost: localhost\r\n"
                                    + "Authorization: Bearer " + token + "\r\nAccept: application/x-ndjson\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            BufferedReader in =
                    new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            String line;
            while ((line = in.readLine()) != null && !line.contains("\"yourTurn\"")) {
                // the status line, the headers, connected and gameStart
            }
            assertNotNull(line, "the bot's turn came");
        }
        JsonPath lost = null;
        for (int i = 0; i < 100 && lost == null; i++) {
            List<Map<String, Object>> games = given().get("/api/arena/games?player=" + id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("games");
            if (!games.isEmpty()) {
                lost = given().get("/api/arena/games/" + games.getFirst().get("id"))
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath();
            } else {
                Thread.sleep(100);
            }
        }
        assertNotNull(lost, "the game was stored within 10 s");
        assertEquals("counted", lost.getString("status"));
        assertEquals("disconnect", lost.getString("forfeit.verdict"));
        assertEquals(id, lost.getLong("forfeit.playerId"));
        JsonPath after = given().get("/api/arena/remote/" + id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(1, after.getInt("losses"), "one game lost, and no second game started without it");
        assertEquals(false, after.getBoolean("connected"));
    }

    @Test
    void badRequestsAreRefusedNamingTheField() throws Exception {
        String cookie = login(register("remote-refusals"));
        String token = token(cookie, "remote-refusals-bot");
        long id = registerBot(cookie, "refusals").getLong("playerId");

        given().contentType(ContentType.JSON)
                .body(Map.of("game", GAME, "name", "x"))
                .post("/api/arena/remote")
                .then()
                .statusCode(401);
        given().get("/api/arena/remote/" + id + "/stream").then().statusCode(401);
        given().get("/api/arena/remote/caps").then().statusCode(401);
        given().get("/api/arena/remote").then().statusCode(401);
        given().contentType(ContentType.JSON)
                .body(Map.of("move", "a1"))
                .post("/api/arena/remote/games/abc/move")
                .then()
                .statusCode(401);
        registerRefused(cookie, Map.of("game", "no-such-game", "name", "x"), 400, "game");
        registerRefused(cookie, Map.of("name", "x"), 400, "game");
        registerRefused(cookie, Map.of("game", GAME), 400, "name");
        registerRefused(cookie, Map.of("game", GAME, "name", " leading space"), 400, "name");
        registerRefused(cookie, Map.of("game", GAME, "name", "x".repeat(41)), 400, "name");
        registerRefused(cookie, Map.of("game", GAME, "name", "refusals"), 409, "name");
        for (int i = 2; i <= 5; i++) {
            registerBot(cookie, "refusals-" + i);
        }
        registerRefused(cookie, Map.of("game", GAME, "name", "one-too-many"), 409, "name");
        given().header("Authorization", "Bearer " + token)
                .get("/api/arena/remote")
                .then()
                .statusCode(200)
                .body("name", equalTo(List.of("refusals", "refusals-2", "refusals-3", "refusals-4", "refusals-5")))
                .body("caps.bots", equalTo(List.of(5, 5, 5, 5, 5)));

        given().header("Authorization", "Bearer " + token)
                .get("/api/arena/remote/" + id + "/stream?games=3")
                .then()
                .statusCode(400)
                .body("field", equalTo("games"));
        given().header("Authorization", "Bearer " + token)
                .get("/api/arena/remote/" + id + "/stream?games=0")
                .then()
                .statusCode(400)
                .body("field", equalTo("games"));
        given().header("Authorization", "Bearer " + token)
                .get("/api/arena/remote/999999999/stream")
                .then()
                .statusCode(404);
        given().get("/api/arena/remote/999999999").then().statusCode(404);
        given().get("/api/arena/remote/nope").then().statusCode(404);
        given().header("Authorization", "Bearer " + token)
                .contentType(ContentType.JSON)
                .body(Map.of("move", "a1"))
                .post("/api/arena/remote/games/no-such-game/move")
                .then()
                .statusCode(404);
        given().header("Authorization", "Bearer " + token)
                .contentType(ContentType.JSON)
                .body(Map.of("moves", "a1"))
                .post("/api/arena/remote/games/no-such-game/move")
                .then()
                .statusCode(400)
                .body("field", equalTo("move"));
        given().header("Authorization", "Bearer " + token)
                .contentType(ContentType.JSON)
                .body("[]")
                .post("/api/arena/remote/games/no-such-game/move")
                .then()
                .statusCode(400)
                .body("field", equalTo("body"));
    }

    private static JsonNode awaitTurn(RemoteBotClient client) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            List<JsonNode> turns = client.ofType("yourTurn");
            if (!turns.isEmpty()) {
                return turns.getFirst();
            }
            Thread.sleep(25);
        }
        throw new AssertionError("no yourTurn within 5 s: " + client.events);
    }

    private static JsonPath registerBot(String cookie, String name) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", GAME, "name", name))
                .post("/api/arena/remote")
                .then()
                .statusCode(201)
                .contentType(ContentType.JSON)
                .extract()
                .jsonPath();
    }

    private static void registerRefused(String cookie, Map<String, Object> body, int status, String field) {
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/arena/remote")
                .then()
                .statusCode(status)
                .contentType("application/problem+json")
                .body("field", equalTo(field));
    }
}
