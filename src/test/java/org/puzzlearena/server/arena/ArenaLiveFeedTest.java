package org.puzzlearena.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.search.twoplayer.SeededGame;
import org.puzzlearena.server.LiveClient;

/**
 * The live feed of one arena game, driven through the publisher's watcher as the playing thread
 * drives it: a watcher who joins mid-game gets the moves so far, then each next move, the end, the
 * storing and a normal close; a move out of turn is not passed on. The events survive the JSON
 * that carries them between instances unchanged.
 */
@QuarkusTest
class ArenaLiveFeedTest {

    private static final Duration WAIT = Duration.ofSeconds(20);

    @Inject
    ArenaLivePublisher publisher;

    @Inject
    ObjectMapper json;

    private static ArenaPlayerRow row(long id, String spec) {
        return new ArenaPlayerRow(
                id, "connect-four", "reference", "server", spec, spec, 1500, 350, 0.06, 0, 0, 0, 0, Instant.now());
    }

    @Test
    void aWatcherJoiningMidGameGetsTheMovesSoFarThenEachNextMove() throws Exception {
        long seed = System.nanoTime() & LadderGames.SEED_MASK;
        ArenaPlayerRow first = row(900_001, "uct:sims=50");
        ArenaPlayerRow second = row(900_002, "minimax:depth=2");
        String liveId = ArenaLiveEvent.liveId(seed, first.id(), second.id());
        // Colour 1 moves first after a one-ply opening from a start where colour 0 is to move.
        SeededGame.Watcher watcher = publisher.watcher("connect-four", first, second, seed, 0);
        watcher.started(List.of("4"));
        watcher.moved(0, new SeededGame.TimedMove("3", 1.25, 1.5));
        watcher.moved(1, new SeededGame.TimedMove("4", 2.5, 3));

        try (LiveClient one = LiveClient.connect("/ws/arena/live/" + liveId)) {
            JsonNode game = one.next(WAIT);
            assertEquals("game", game.get("type").asText());
            assertEquals(2, game.get("seq").asLong(), "the seq of the last move it includes");
            assertEquals("playing", game.get("state").asText());
            assertEquals("uct:sims=50", game.get("first").get("spec").asText());
            assertEquals(List.of("3", "4"), game.get("moves").findValuesAsText("move"));
            assertEquals("second", game.get("moves").get(0).get("side").asText());
            assertEquals("first", game.get("moves").get(1).get("side").asText());
            assertEquals(1.25, game.get("moves").get(0).get("cpuMs").asDouble());

            watcher.moved(3, new SeededGame.TimedMove("5", 1, 1)); // out of turn: dropped
            watcher.moved(2, new SeededGame.TimedMove("5", 1, 1));
            JsonNode move = one.next(WAIT);
            assertEquals("move", move.get("type").asText());
            assertEquals(3, move.get("seq").asLong());
            assertEquals(2, move.get("move").get("ply").asInt());
            assertEquals("second", move.get("move").get("side").asText());

            watcher.ended(-1, 3);
            JsonNode ended = one.next(WAIT);
            assertEquals("ended", ended.get("type").asText());
            assertEquals("second", ended.get("result").asText());
            assertEquals(3, ended.get("plies").asInt());

            publisher.stored(new ArenaGameStored(liveId, 4242, true));
            JsonNode stored = one.next(WAIT);
            assertEquals("stored", stored.get("type").asText());
            assertEquals(4242, stored.get("gameId").asLong());
            assertEquals(5, stored.get("seq").asLong());
            assertEquals(1000, one.closeCode(WAIT));
        }
    }

    @Test
    void everyKindOfEventCrossesToAnotherInstanceUnchanged() throws Exception {
        ArenaLiveMessages.Side side = new ArenaLiveMessages.Side(7, "UCT 800", "uct:sims=800", "reference");
        List<ArenaLiveEvent> events = List.of(
                ArenaLiveEvent.started("a-1-2", 10, "connect-four", "server", side, side, 99, List.of("4", "4")),
                ArenaLiveEvent.moved("a-1-2", 1, 11, new ArenaLiveMessages.Move(0, "first", "3", 0.5, 0.75)),
                ArenaLiveEvent.ended("a-1-2", 2, 12, "draw", 1),
                ArenaLiveEvent.stored("a-1-2", 13, 55, false));
        for (ArenaLiveEvent e : events) {
            assertEquals(e, json.readValue(json.writeValueAsBytes(e), ArenaLiveEvent.class));
        }
    }
}
