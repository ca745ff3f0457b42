package org.puzzlearena.server.arena;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.RestAssured;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * A remote bot as its author would write one, over real HTTP: reads its NDJSON stream line by line
 * on a thread of its own and answers each yourTurn with a POST. A {@link Behaviour#LEGAL} bot plays
 * the first legal move the rules give for the position it rebuilds from the opening and the moves,
 * a {@link Behaviour#PERFECT} one the perfect player's move there;
 * an {@link Behaviour#ILLEGAL} one sends a move no board accepts; a {@link Behaviour#SILENT} one never
 * answers.
 */
final class RemoteBotClient {

    enum Behaviour {
        LEGAL,
        /** Plays perfectly (the exact solver's perfect player): a clear favourite against random. */
        PERFECT,
        ILLEGAL,
        SILENT
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String token;
    private final Behaviour behaviour;

    /** Every event the stream sent, in order (keep-alive lines are counted apart). */
    final List<JsonNode> events = Collections.synchronizedList(new ArrayList<>());

    /** The status of every move POST, in order. */
    final List<Integer> moveStatuses = Collections.synchronizedList(new ArrayList<>());

    /** The bodies of the refused move POSTs. */
    final List<JsonNode> refusals = Collections.synchronizedList(new ArrayList<>());

    volatile int keepAlives;
    volatile int streamStatus;

    RemoteBotClient(String token, Behaviour behaviour) {
        this.token = token;
        this.behaviour = behaviour;
    }

    static String base() {
        return "http://localhost:" + RestAssured.port;
    }

    /** Opens the stream and plays until it ends, on a thread of its own. */
    CompletableFuture<Void> start(long botId, int games) {
        return CompletableFuture.runAsync(() -> run(botId, games));
    }

    private void run(long botId, int games) {
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create(base() + "/api/arena/remote/" + botId + "/stream?games=" + games))
                .header("Authorization", "Bearer " + token)
                .header("Accept", "application/x-ndjson")
                .GET()
                .build();
        try {
            HttpResponse<Stream<String>> response = http.send(request, HttpResponse.BodyHandlers.ofLines());
            streamStatus = response.statusCode();
            Iterator<String> lines = response.body().iterator();
            String game = null;
            while (lines.hasNext()) {
                String line = lines.next();
                if (line.isEmpty()) {
                    keepAlives++;
                    continue;
                }
                JsonNode event = JSON.readTree(line);
                events.add(event);
                switch (event.get("type").asText()) {
                    case "gameStart" -> game = event.get("game").asText();
                    case "yourTurn" -> answer(event, game);
                    default -> {}
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void answer(JsonNode turn, String game) throws IOException, InterruptedException {
        String move = switch (behaviour) {
            case LEGAL -> firstLegalMove(game, turn, false);
            case PERFECT -> firstLegalMove(game, turn, true);
            case ILLEGAL -> "zz";
            case SILENT -> null;
        };
        if (move == null) {
            return;
        }
        HttpResponse<String> r = postMove(turn.get("gameId").asText(), move);
        moveStatuses.add(r.statusCode());
        if (r.statusCode() != 200) {
            refusals.add(JSON.readTree(r.body()));
        }
    }

    HttpResponse<String> postMove(String gameId, String move) throws IOException, InterruptedException {
        return http.send(
                HttpRequest.newBuilder(URI.create(base() + "/api/arena/remote/games/" + gameId + "/move"))
                        .header("Authorization", "Bearer " + token)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(
                                JSON.createObjectNode().put("move", move).toString()))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /**
     * The first legal move by the rules (or the perfect player's), from the start, the game's opening
     * and its moves so far.
     */
    private String firstLegalMove(String game, JsonNode turn, boolean perfect) {
        JsonNode start = lastGameStart();
        Game g = Games.byId(game).orElseThrow();
        State s = g.newInitialState(g.defaultInstance());
        List<String> line = new ArrayList<>();
        start.get("opening").forEach(m -> line.add(m.asText()));
        turn.get("moves").forEach(m -> line.add(m.asText()));
        for (String m : line) {
            s.play(((MoveCheck.Ok) s.readMove(m)).move());
        }
        if (perfect) {
            return s.formatMove(
                    PlayerSpec.parse("perfect").create(g, 1).decide(s).move());
        }
        int[] moves = new int[g.maxLegalMoves()];
        s.legalMoves(moves);
        return s.formatMove(moves[0]);
    }

    private JsonNode lastGameStart() {
        synchronized (events) {
            for (int i = events.size() - 1; i >= 0; i--) {
                if (events.get(i).get("type").asText().equals("gameStart")) {
                    return events.get(i);
                }
            }
        }
        throw new IllegalStateException("a turn before any gameStart");
    }

    List<JsonNode> ofType(String type) {
        synchronized (events) {
            return events.stream()
                    .filter(e -> e.get("type").asText().equals(type))
                    .toList();
        }
    }
}
