package org.puzzlearena.server.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;
import org.puzzlearena.server.ratelimit.FairSlots;

/**
 * The verifier's cores are shared in turns across participants: one participant's many queued
 * replays do not go before another participant's single one. The test holds every replay slot,
 * queues six replays of one bot, one of another, and then a turn of its own (a third key), and
 * gives back a single slot, so the replays run one at a time in the order the turns give. When the
 * test's own turn comes, the queue shows who went first: one of the six and the single one (first
 * come first served would have run all seven before it).
 */
@QuarkusTest
class ReplayTurnsTest {

    private static final Duration LONG = Duration.ofMinutes(1);
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Inject
    ReplayTurns turns;

    private static String bot(String prefix) {
        return ServerTestSupport.token(ServerTestSupport.login(ServerTestSupport.register(prefix)), "bot");
    }

    private void awaitWaiting(int n) throws InterruptedException {
        long until = System.nanoTime() + LONG.toNanos();
        while (turns.slots().waiting() != n) {
            assertTrue(
                    System.nanoTime() < until,
                    "never " + n + " replays waiting: " + turns.slots().waiting());
            Thread.sleep(5);
        }
    }

    private static CompletableFuture<Integer> verify(String token, String body) {
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create(RestAssured.baseURI + ":" + RestAssured.port + "/api/verify"))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return HTTP.sendAsync(request, HttpResponse.BodyHandlers.discarding()).thenApply(HttpResponse::statusCode);
    }

    @Test
    void oneParticipantsQueuedReplaysDoNotGoBeforeAnothersSingleOne() throws Exception {
        String many = bot("many");
        String one = bot("one");
        String body = new ObjectMapper()
                .writeValueAsString(Map.of(
                        "game", "morpion-5d",
                        "instance", "cross",
                        "solution", ServerTestSupport.fixture("morpion-records/5D-82-rosin.psol")));
        List<FairSlots.Turn> held = new ArrayList<>();
        List<CompletableFuture<Integer>> manyReplies = new ArrayList<>();
        CompletableFuture<FairSlots.Admission> ours = new CompletableFuture<>();
        try {
            for (int i = 0; i < turns.slots().slots(); i++) {
                held.add((FairSlots.Turn) turns.slots().acquire("test " + i, LONG, () -> false));
            }
            for (int i = 0; i < 6; i++) {
                manyReplies.add(verify(many, body));
                awaitWaiting(i + 1);
            }
            CompletableFuture<Integer> oneReply = verify(one, body);
            awaitWaiting(7);
            Thread.ofVirtual().start(() -> ours.complete(turns.slots().acquire("test's turn", LONG, () -> false)));
            awaitWaiting(8);
            // One slot back: the replays and our turn follow one another in the order of the turns.
            held.remove(0).release();
            FairSlots.Admission turn = ours.get();
            assertTrue(turn instanceof FairSlots.Turn, "our turn came: " + turn);
            held.add((FairSlots.Turn) turn);
            assertEquals(200, oneReply.get(), "the single replay went before our turn");
            assertEquals(5, turns.slots().waiting(), "five of the six replays wait after our turn");
            held.forEach(FairSlots.Turn::release);
            held.clear();
            for (CompletableFuture<Integer> reply : manyReplies) {
                assertEquals(200, reply.get());
            }
        } finally {
            held.forEach(FairSlots.Turn::release);
            if (ours.isDone() && ours.get() instanceof FairSlots.Turn t) {
                t.release();
            }
        }
    }
}
