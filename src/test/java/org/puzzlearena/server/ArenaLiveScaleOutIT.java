package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.puzzlearena.Slow;

/**
 * The arena's live games across two packaged servers on one PostgreSQL and the machine's RabbitMQ
 * (docs/WEBSOCKETS.md, "Across instances"): games an admin plays on one instance are watched on the
 * other, every move of them, and the other instance's game feed has each whole game.
 */
@Slow
class ArenaLiveScaleOutIT {

    @RegisterExtension
    static final SharedCluster cluster = new SharedCluster();

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void gamesPlayedOnOneInstanceAreWatchedMoveByMoveOnTheOther() throws Exception {
        try (ServerProcess a = instance("arena-live-a");
                ServerProcess b = instance("arena-live-b")) {
            ScaleOutIT.Messages onB = new ScaleOutIT.Messages();
            WebSocket ws = ServerProcess.HTTP
                    .newWebSocketBuilder()
                    .buildAsync(URI.create("ws://localhost:" + b.port + "/ws/arena/live"), onB)
                    .get(30, TimeUnit.SECONDS);
            try {
                assertTrue(onB.await("\"games\"", 30) != null, "no list from B");
                String admin = adminSession(a);
                HttpResponse<String> played = a.postJson("/api/arena/connect-four/games?count=2", "{}", admin);
                assertEquals(200, played.statusCode(), played.body());
                List<Long> ids = new ArrayList<>();
                JSON.readTree(played.body())
                        .get("games")
                        .forEach(g -> ids.add(g.get("id").asLong()));

                Map<String, JsonNode> stored = new HashMap<>();
                for (long id : ids) {
                    JsonNode g = JSON.readTree(b.get("/api/arena/games/" + id).body());
                    stored.put(
                            Long.toString(g.get("seed").asLong(), 36) + "-"
                                    + g.get("first").get("playerId").asLong() + "-"
                                    + g.get("second").get("playerId").asLong(),
                            g);
                }
                Map<String, List<JsonNode>> heard = new HashMap<>();
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (heard.values().stream()
                                        .filter(ms -> "stored"
                                                .equals(ms.getLast().get("type").asText()))
                                        .count()
                                < 2
                        && System.nanoTime() < deadline) {
                    String text = onB.received.poll(200, TimeUnit.MILLISECONDS);
                    if (text == null) {
                        continue;
                    }
                    JsonNode m = JSON.readTree(text);
                    if (stored.containsKey(m.path("liveId").asText())) {
                        heard.computeIfAbsent(m.get("liveId").asText(), k -> new ArrayList<>())
                                .add(m);
                    }
                }
                for (Map.Entry<String, JsonNode> e : stored.entrySet()) {
                    List<JsonNode> ms = heard.get(e.getKey());
                    assertTrue(ms != null, "B heard nothing of " + e.getKey() + "; A: " + a.output());
                    List<String> moves = new ArrayList<>();
                    ms.stream()
                            .filter(m -> "move".equals(m.get("type").asText()))
                            .forEach(m -> moves.add(m.get("move").get("move").asText()));
                    assertEquals(e.getValue().get("moves").findValuesAsText("move"), moves, "B heard every move");
                    assertEquals("started", ms.getFirst().get("type").asText());
                    assertEquals(
                            e.getValue().get("id").asLong(),
                            ms.getLast().get("gameId").asLong());
                }

                // B's own feed of one of A's games: the whole game, as stored.
                String liveId = stored.keySet().iterator().next();
                ScaleOutIT.Messages one = new ScaleOutIT.Messages();
                WebSocket game = ServerProcess.HTTP
                        .newWebSocketBuilder()
                        .buildAsync(URI.create("ws://localhost:" + b.port + "/ws/arena/live/" + liveId), one)
                        .get(30, TimeUnit.SECONDS);
                try {
                    JsonNode snapshot = JSON.readTree(one.await("\"game\"", 30));
                    assertEquals("stored", snapshot.get("state").asText());
                    assertEquals(
                            stored.get(liveId).get("moves").findValuesAsText("move"),
                            snapshot.get("moves").findValuesAsText("move"));
                } finally {
                    game.abort();
                }
            } finally {
                ws.abort();
            }
        }
    }

    private static String adminSession(ServerProcess server) throws Exception {
        HttpResponse<String> login = server.postJson(
                "/api/session", "{\"username\":\"arena-root\",\"password\":\"root password for tests\"}", null);
        return login.headers().allValues("set-cookie").stream()
                .filter(c -> c.startsWith("arena_session="))
                .map(c -> c.substring("arena_session=".length(), c.indexOf(';')))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no admin session: " + login.body()));
    }

    private static ServerProcess instance(String name) throws Exception {
        return ServerProcess.ready(ServerProcess.start(Files.createTempDirectory(name), true, cluster.env));
    }
}
