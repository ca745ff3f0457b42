package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.puzzlearena.Slow;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.rules.tictactoe.TicTacToeGame;

/**
 * A remote bot's moves reaching another instance than the one holding its stream (docs/ARENA.md,
 * "Several instances"): two packaged servers on one PostgreSQL and the machine's RabbitMQ; the bot
 * reads its stream from A and POSTs every move to B, which forwards each to A over the broker and
 * answers with A's answer (200, 422 naming an illegal move, 409 out of turn). Every game is stored
 * once, counted, and replays by the rules; a game id naming no instance is a 404 at once.
 */
@Slow
class RemoteMovesAcrossInstancesIT {

    @RegisterExtension
    static final SharedCluster cluster = new SharedCluster();

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aBotStreamingFromOneInstanceAndPostingToTheOtherPlaysEachGameOnce() throws Exception {
        try (ServerProcess a = instance("remote-a");
                ServerProcess b = instance("remote-b")) {
            String cookie = a.newSession("remote-across");
            String token = JSON.readTree(a.postJson("/api/tokens", "{\"name\":\"across\"}", cookie)
                            .body())
                    .get("token")
                    .asText();
            HttpResponse<String> registered =
                    a.postJson("/api/arena/remote", "{\"game\":\"tic-tac-toe\",\"name\":\"across\"}", cookie);
            assertEquals(201, registered.statusCode(), registered.body());
            long bot = JSON.readTree(registered.body()).get("playerId").asLong();

            List<JsonNode> events = new ArrayList<>();
            List<HttpResponse<String>> posts = new ArrayList<>();
            HttpResponse<Stream<String>> stream = ServerProcess.HTTP.send(
                    HttpRequest.newBuilder(URI.create(
                                    "http://localhost:" + a.port + "/api/arena/remote/" + bot + "/stream?games=4"))
                            .header("Authorization", "Bearer " + token)
                            .timeout(Duration.ofMinutes(2))
                            .GET()
                            .build(),
                    HttpResponse.BodyHandlers.ofLines());
            assertEquals(200, stream.statusCode());
            JsonNode start = null;
            int turns = 0;
            for (Iterator<String> lines = stream.body().iterator(); lines.hasNext(); ) {
                String line = lines.next();
                if (line.isEmpty()) {
                    continue;
                }
                JsonNode event = JSON.readTree(line);
                events.add(event);
                switch (event.get("type").asText()) {
                    case "gameStart" -> start = event;
                    case "yourTurn" -> {
                        String gameId = event.get("gameId").asText();
                        turns++;
                        // The first turn: an illegal move (the game is lost); then the first legal move.
                        String move = turns == 1 ? "zz" : firstLegal(start, event);
                        posts.add(move(b, token, gameId, move));
                    }
                    default -> {}
                }
            }
            assertEquals("done", events.getLast().get("type").asText(), events.toString());

            // B answered as A: 422 naming the illegal move, 200 for each legal one.
            assertEquals(422, posts.get(0).statusCode(), posts.get(0).body());
            JsonNode illegal = JSON.readTree(posts.get(0).body());
            assertEquals("move", illegal.get("field").asText());
            assertEquals("zz", illegal.get("move").asText());
            assertTrue(illegal.get("detail").asText().contains("(zz) is illegal"), illegal.toString());
            assertTrue(posts.size() >= 4, "a move in each later game");
            for (HttpResponse<String> p : posts.subList(1, posts.size())) {
                assertEquals(200, p.statusCode(), p.body());
            }

            List<JsonNode> ends = events.stream()
                    .filter(e -> e.get("type").asText().equals("gameEnd"))
                    .toList();
            assertEquals(4, ends.size());
            Game game = Games.byId(TicTacToeGame.ID).orElseThrow();
            for (int i = 0; i < 4; i++) {
                JsonNode end = ends.get(i);
                assertTrue(end.get("gameId").asText().matches("[0-9a-f]{12}-[0-9a-f]{16}"), end.toString());
                JsonNode g = JSON.readTree(
                        b.get("/api/arena/games/" + end.get("arenaGameId").asLong())
                                .body());
                assertEquals("counted", g.get("status").asText(), g.toString());
                if (i == 0) {
                    assertEquals("illegal move", g.get("forfeit").get("verdict").asText());
                    continue;
                }
                assertTrue(g.get("forfeit").isNull(), g.toString());
                List<String> line = new ArrayList<>();
                g.get("opening").forEach(m -> line.add(m.asText()));
                g.get("moves").forEach(m -> line.add(m.get("move").asText()));
                ReplayResult replay = Replay.moves(game.newInitialState(game.defaultInstance()), line);
                assertTrue(
                        replay instanceof ReplayResult.Valid v && v.finalState().isTerminal(), line.toString());
            }
            // Each game once: four stored, four on the bot's ladder entry.
            try (Connection c = cluster.connect();
                    ResultSet r = c.createStatement()
                            .executeQuery("SELECT count(*) FROM arena_games WHERE first_player_id = " + bot
                                    + " OR second_player_id = " + bot)) {
                r.next();
                assertEquals(4, r.getInt(1));
            }
            assertEquals(
                    4,
                    JSON.readTree(b.get("/api/arena/remote/" + bot).body())
                            .get("games")
                            .asInt());

            // A move in a game that has ended, through B: A's 409; and not the caller's: A's 403.
            String ended = ends.get(1).get("gameId").asText();
            HttpResponse<String> late = move(b, token, ended, "a1");
            assertEquals(409, late.statusCode(), late.body());
            assertTrue(late.body().contains("is over"), late.body());
            String stranger = b.newSession("remote-across-stranger");
            String strangerToken = JSON.readTree(b.postJson("/api/tokens", "{\"name\":\"other\"}", stranger)
                            .body())
                    .get("token")
                    .asText();
            assertEquals(403, move(b, strangerToken, ended, "a1").statusCode());

            // An id naming no instance: 404 at once, not a wait.
            long t0 = System.nanoTime();
            HttpResponse<String> nowhere = move(b, token, "000000000000-0000000000000000", "a1");
            assertEquals(404, nowhere.statusCode(), nowhere.body());
            assertTrue(System.nanoTime() - t0 < Duration.ofSeconds(2).toNanos(), "unroutable: answered at once");
        }
    }

    private static HttpResponse<String> move(ServerProcess server, String token, String gameId, String move)
            throws Exception {
        return ServerProcess.HTTP.send(
                HttpRequest.newBuilder(URI.create(
                                "http://localhost:" + server.port + "/api/arena/remote/games/" + gameId + "/move"))
                        .header("Authorization", "Bearer " + token)
                        .header("Content-Type", "application/json")
                        .timeout(Duration.ofSeconds(30))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"move\":\"" + move + "\"}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static String firstLegal(JsonNode start, JsonNode turn) {
        Game g = Games.byId(start.get("game").asText()).orElseThrow();
        State s = g.newInitialState(g.defaultInstance());
        List<String> line = new ArrayList<>();
        start.get("opening").forEach(m -> line.add(m.asText()));
        turn.get("moves").forEach(m -> line.add(m.asText()));
        for (String m : line) {
            s.play(((MoveCheck.Ok) s.readMove(m)).move());
        }
        int[] moves = new int[g.maxLegalMoves()];
        s.legalMoves(moves);
        return s.formatMove(moves[0]);
    }

    private static ServerProcess instance(String name) throws Exception {
        return ServerProcess.ready(ServerProcess.start(Files.createTempDirectory(name), false, cluster.env));
    }
}
