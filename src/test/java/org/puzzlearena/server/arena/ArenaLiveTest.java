package org.puzzlearena.server.arena;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.LiveClient;
import org.puzzlearena.server.ServerTestSupport;

/**
 * Watching the arena's games live: a watcher of {@code /ws/arena/live} hears each game an admin has
 * played start, every move, its end and its storing, and what it heard is the stored game, move for
 * move; a watcher of the game itself gets it as it stands, and an unknown game is closed with 4404.
 */
@QuarkusTest
class ArenaLiveTest {

    private static final Duration GENEROUS = Duration.ofSeconds(30);

    @Test
    void aWatcherHearsEveryMoveOfAGameAsItIsStored() throws Exception {
        String admin = ServerTestSupport.adminCookie();
        try (LiveClient watcher = LiveClient.connect("/ws/arena/live")) {
            JsonNode first = watcher.next(GENEROUS);
            assertEquals("games", first.get("type").asText());
            assertEquals(1, first.get("v").asInt());

            List<Long> ids = given().cookie("arena_session", admin)
                    .post("/api/arena/connect-four/games?count=2")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("games.id", Long.class);
            assertEquals(2, ids.size());

            Map<String, JsonPath> stored = new HashMap<>();
            for (long id : ids) {
                JsonPath g = JsonPath.from(given().get("/api/arena/games/" + id)
                                .then()
                                .statusCode(200)
                                .extract()
                                .asString())
                        .using(new JsonPathConfig(JsonPathConfig.NumberReturnType.DOUBLE));
                String liveId = Long.toString(g.getLong("seed"), 36) + "-" + g.getLong("first.playerId") + "-"
                        + g.getLong("second.playerId");
                stored.put(liveId, g);
            }

            // Each game's messages, in the order heard, until both are stored.
            Map<String, List<JsonNode>> heard = new HashMap<>();
            long deadline = System.nanoTime() + GENEROUS.toNanos();
            while (countStored(heard, stored.keySet()) < 2 && System.nanoTime() < deadline) {
                JsonNode m = watcher.poll(Duration.ofMillis(200));
                if (m != null && stored.containsKey(m.path("liveId").asText())) {
                    heard.computeIfAbsent(m.get("liveId").asText(), k -> new ArrayList<>())
                            .add(m);
                }
            }
            for (Map.Entry<String, JsonPath> e : stored.entrySet()) {
                checkHeard(heard.get(e.getKey()), e.getValue());
            }

            // The game's own feed, after it ended: the whole game, then a normal close.
            String liveId = stored.keySet().iterator().next();
            try (LiveClient one = LiveClient.connect("/ws/arena/live/" + liveId)) {
                JsonNode game = one.next(GENEROUS);
                assertEquals("game", game.get("type").asText());
                assertEquals("stored", game.get("state").asText());
                JsonPath g = stored.get(liveId);
                assertEquals(g.getLong("id"), game.get("gameId").asLong());
                assertEquals(g.getList("opening"), texts(game.get("opening")));
                List<JsonNode> moves = new ArrayList<>();
                game.get("moves").forEach(moves::add);
                checkMoves(moves, g);
                assertEquals(1000, one.closeCode(GENEROUS));
            }
        }
    }

    @Test
    void anUnknownGameIsClosedWith4404() throws Exception {
        try (LiveClient one = LiveClient.connect("/ws/arena/live/nosuchgame-1-2")) {
            assertEquals(4404, one.closeCode(GENEROUS));
        }
    }

    private static int countStored(Map<String, List<JsonNode>> heard, Iterable<String> ids) {
        int n = 0;
        for (String id : ids) {
            List<JsonNode> ms = heard.getOrDefault(id, List.of());
            if (!ms.isEmpty() && "stored".equals(ms.getLast().get("type").asText())) {
                n++;
            }
        }
        return n;
    }

    /** started, each move in turn, ended with the stored result, stored with the game's id. */
    private static void checkHeard(List<JsonNode> ms, JsonPath g) {
        assertTrue(ms != null && ms.size() >= 3, "heard the game: " + ms);
        JsonNode started = ms.getFirst();
        assertEquals("started", started.get("type").asText());
        assertEquals(0, started.get("seq").asLong());
        assertEquals("connect-four", started.get("game").asText());
        assertEquals(g.getLong("seed"), started.get("seed").asLong());
        assertEquals(
                g.getLong("first.playerId"),
                started.get("first").get("playerId").asLong());
        assertEquals(g.getString("first.spec"), started.get("first").get("spec").asText());
        assertEquals(g.getList("opening"), texts(started.get("opening")));
        List<JsonNode> moves = new ArrayList<>();
        for (JsonNode m : ms.subList(1, ms.size() - 2)) {
            assertEquals("move", m.get("type").asText());
            assertEquals(moves.size() + 1L, m.get("seq").asLong(), "seq numbers the game's events");
            moves.add(m.get("move"));
        }
        checkMoves(moves, g);
        JsonNode ended = ms.get(ms.size() - 2);
        assertEquals("ended", ended.get("type").asText());
        assertEquals(g.getString("result"), ended.get("result").asText());
        assertEquals(moves.size(), ended.get("plies").asInt());
        JsonNode storedMessage = ms.getLast();
        assertEquals(g.getLong("id"), storedMessage.get("gameId").asLong());
        assertEquals(
                "counted".equals(g.getString("status")),
                storedMessage.get("counted").asBoolean());
    }

    /** The moves heard are the stored moves: the same text, side and think times, in order. */
    private static void checkMoves(List<JsonNode> heard, JsonPath g) {
        List<Map<String, Object>> storedMoves = g.getList("moves");
        assertFalse(storedMoves.isEmpty());
        assertEquals(storedMoves.size(), heard.size());
        for (int i = 0; i < heard.size(); i++) {
            Map<String, Object> s = storedMoves.get(i);
            JsonNode m = heard.get(i);
            assertEquals(i, m.get("ply").asInt());
            assertEquals(s.get("move"), m.get("move").asText());
            assertEquals(s.get("side"), m.get("side").asText());
            assertEquals(((Number) s.get("cpuMs")).doubleValue(), m.get("cpuMs").asDouble(), 0.01);
            assertEquals(
                    ((Number) s.get("wallMs")).doubleValue(), m.get("wallMs").asDouble(), 0.01);
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(t -> out.add(t.asText()));
        return out;
    }
}
