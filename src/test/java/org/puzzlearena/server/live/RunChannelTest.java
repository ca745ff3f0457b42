package org.puzzlearena.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.SearchEvent;

/** A run's feed: numbering, snapshots, replay after a reconnect, and a search that never waits. */
class RunChannelTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final ExecutorService fanout = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        fanout.shutdownNow();
    }

    /** A client that reads everything at once. */
    static final class Recorder implements FrameSink {
        final List<JsonNode> messages = new ArrayList<>();
        int closeCode = -1;

        @Override
        public synchronized CompletionStage<Void> send(String text) {
            try {
                messages.add(JSON.readTree(text));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public synchronized void close(int code, String reason) {
            closeCode = code;
        }

        synchronized List<String> types() {
            return messages.stream().map(m -> m.get("type").asText()).toList();
        }
    }

    private RunChannel channel(int replay) {
        State initial = Games.byId("leftmove").orElseThrow().newInitialState("depth/4");
        return new RunChannel(7, initial, "test run", "queued", JSON, fanout, replay, c -> {}, Clock.systemUTC(), 0);
    }

    private void settle(RunChannel c) throws Exception {
        c.progressAfterPending().get(10, TimeUnit.SECONDS);
    }

    private static SearchEvent.NewBest best(int score) {
        return new SearchEvent.NewBest(score, new int[] {0, 0}, score * 1_000_000L, score * 10L);
    }

    @Test
    void aNewClientGetsASnapshotThenEveryEventInOrder() throws Exception {
        RunChannel c = channel(16);
        c.stateChanged("running");
        c.on(best(1));
        Recorder r = new Recorder();
        c.subscribe(new ClientQueue(r, 64), null);
        c.on(best(2));
        c.on(new SearchEvent.Stats(20, 1000.0, 20_000_000L, 2, "sampling"));
        settle(c);
        assertEquals(List.of("snapshot", "best", "stats"), r.types());
        JsonNode snapshot = r.messages.get(0);
        assertEquals("running", snapshot.get("state").asText());
        assertEquals(1, snapshot.get("best").get("score").asInt());
        assertEquals(List.of("L", "L"), JSON.convertValue(snapshot.get("best").get("moves"), List.class));
        assertEquals(1, snapshot.get("points").size());
        assertEquals(
                snapshot.get("seq").asLong() + 1, r.messages.get(1).get("seq").asLong());
        assertEquals(2, c.progress().bestScore());
    }

    @Test
    void aReconnectingClientGetsWhatItMissedOrASnapshotWhenThatIsGone() throws Exception {
        RunChannel c = channel(3);
        for (int score = 1; score <= 3; score++) {
            c.on(best(score));
        }
        settle(c);
        Recorder resumed = new Recorder();
        c.subscribe(new ClientQueue(resumed, 64), 1L);
        settle(c);
        assertEquals(List.of("best", "best"), resumed.types(), "seq 2 and 3, without a snapshot");
        assertEquals(2, resumed.messages.get(0).get("seq").asLong());

        for (int score = 4; score <= 8; score++) {
            c.on(best(score));
        }
        settle(c);
        Recorder late = new Recorder();
        c.subscribe(new ClientQueue(late, 64), 1L);
        settle(c);
        assertEquals(List.of("snapshot"), late.types(), "events 2..5 left the buffer: start afresh");
        assertEquals(8, late.messages.get(0).get("best").get("score").asInt());
    }

    /**
     * A run continued by another worker after its first died: a client that was following the first
     * feed reconnects with its last number; the new feed's numbers are all above the old ones, so the
     * client gets a snapshot with the current best, not a replay that skips events sharing numbers.
     */
    @Test
    void aClientOfADeadWorkersFeedGetsASnapshotFromItsSuccessorNeverAWrongReplay() throws Exception {
        RunChannel first = channel(16);
        for (int score = 1; score <= 5; score++) {
            first.on(best(score));
        }
        settle(first);
        Recorder following = new Recorder();
        first.subscribe(new ClientQueue(following, 64), null);
        settle(first);
        long lastSeen = following.messages.get(0).get("seq").asLong();

        RunChannel second = new RunChannel(
                7,
                Games.byId("leftmove").orElseThrow().newInitialState("depth/4"),
                "test run",
                "running",
                JSON,
                fanout,
                16,
                c -> {},
                Clock.systemUTC(),
                1L << 32);
        for (int score = 5; score <= 12; score++) {
            second.on(best(score)); // more events than the first feed had: its numbers would overlap
        }
        settle(second);
        Recorder reconnected = new Recorder();
        second.subscribe(new ClientQueue(reconnected, 64), lastSeen);
        settle(second);
        assertEquals(List.of("snapshot"), reconnected.types());
        assertEquals(12, reconnected.messages.get(0).get("best").get("score").asInt());
        assertTrue(reconnected.messages.get(0).get("seq").asLong() > lastSeen);

        // The first worker gives the run up: its clients are told to reconnect.
        first.closeForReconnect();
        settle(first);
        assertEquals(CloseCodes.TRY_AGAIN, following.closeCode);
    }

    @Test
    void theEndIsTheLastMessageAndClosesEveryClient() throws Exception {
        RunChannel c = channel(16);
        Recorder r = new Recorder();
        c.subscribe(new ClientQueue(r, 64), null);
        c.on(best(5));
        c.ended(new RunMessages.Ending(
                "finished", "time", 5, 50, 1000, 42L, "/api/leaderboards/leftmove/depth/4", null));
        settle(c);
        assertEquals(List.of("snapshot", "best", "finished"), r.types());
        assertEquals("/api/submissions/42", r.messages.get(2).get("submission").asText());
        assertEquals(CloseCodes.DONE, r.closeCode);
        Recorder after = new Recorder();
        c.subscribe(new ClientQueue(after, 64), null);
        settle(c);
        assertEquals(List.of("snapshot", "finished"), after.types());
    }

    @Test
    void theSearchNeverWaitsForAStalledClient() throws Exception {
        RunChannel c = channel(256);
        ClientQueueTest.ManualSink stalled = new ClientQueueTest.ManualSink();
        ClientQueue q = new ClientQueue(stalled, 32);
        c.subscribe(q, null);
        long start = System.nanoTime();
        for (int i = 0; i < 100_000; i++) {
            c.on(new SearchEvent.Stats(i, 1e6, i * 1000L, 1, "x"));
        }
        for (int score = 1; score <= 20; score++) {
            c.on(best(score));
        }
        long handOver = System.nanoTime() - start;
        settle(c);
        // Generous: the point is that the calls returned (a blocked hand-over would never end).
        assertTrue(
                handOver < TimeUnit.SECONDS.toNanos(20), "handing 100,020 events over took " + handOver / 1e6 + " ms");
        assertTrue(q.pendingFrames() <= 32, "the stalled client holds at most its capacity");
        assertEquals(-1, stalled.closeCode, "1 snapshot + 1 merged statistics + 20 bests fit in 32");
        stalled.completeAll();
        long bests = stalled.sent.stream()
                .filter(t -> t.contains("\"type\":\"best\""))
                .count();
        assertEquals(20, bests, "no new best was dropped");
    }
}
