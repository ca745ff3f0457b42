package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.puzzlearena.Slow;

/**
 * Two packaged servers on one PostgreSQL and the machine's RabbitMQ (ARENA_BROKER_URL), as an
 * operator runs several instances behind a load balancer (docs/SCALING.md): what a client of one
 * instance watches changes when another instance takes the submission.
 */
@Slow
class ScaleOutIT {

    @RegisterExtension
    static final SharedCluster cluster = new SharedCluster();

    /** Collects a websocket's text messages. */
    static final class Messages implements WebSocket.Listener {
        final BlockingQueue<String> received = new LinkedBlockingQueue<>();
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
            closed.complete(code);
            return null;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                received.add(partial.toString());
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        /** The first message containing {@code text} within {@code seconds}, or null. */
        String await(String text, int seconds) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            while (System.nanoTime() < deadline) {
                String m = received.poll(200, TimeUnit.MILLISECONDS);
                if (m != null && m.contains(text)) {
                    return m;
                }
            }
            return null;
        }
    }

    @Test
    void aWatcherOnOneInstanceSeesASubmissionPostedToTheOther() throws Exception {
        try (ServerProcess a = instance("arena-a")) {
            try (ServerProcess b = instance("arena-b")) {
                HttpResponse<String> health = b.get("/q/health/ready");
                assertTrue(
                        health.body().contains("\"broker\": \"connected\"")
                                || health.body().contains("\"broker\":\"connected\""),
                        health.body());

                Messages onB = new Messages();
                WebSocket ws = ServerProcess.HTTP
                        .newWebSocketBuilder()
                        .buildAsync(URI.create("ws://localhost:" + b.port + "/ws/leaderboards/morpion-5t/cross"), onB)
                        .get(30, TimeUnit.SECONDS);
                try {
                    assertTrue(onB.await("snapshot", 30) != null, "no snapshot from B");

                    String cookie = a.newSession("on-instance-a");
                    String line =
                            Files.readString(Path.of("src/test/resources/fixtures/morpion-records/5T-178-rosin.psol"));
                    HttpResponse<String> posted = a.postJson(
                            "/api/submissions",
                            "{\"game\":\"morpion-5t\",\"instance\":\"cross\",\"solution\":"
                                    + ServerProcess.jsonString(line) + "}",
                            cookie);
                    assertEquals(201, posted.statusCode(), posted.body());

                    String seen = onB.await("on-instance-a", 15);
                    assertTrue(seen != null, "B's watcher never saw A's submission; A: " + a.output());
                    assertTrue(seen.contains("178"), seen);
                } finally {
                    ws.abort();
                }
            }
        }
    }

    /**
     * A run belongs to the instance executing it: another instance starting up leaves it running
     * (it used to mark every run it did not hold interrupted), and a cancel sent to that other
     * instance stops it within seconds.
     */
    @Test
    void aRunOnOneInstanceSurvivesAnotherInstancesStartAndIsCancelledThroughIt() throws Exception {
        try (ServerProcess a = instance("arena-a")) {
            String cookie = a.newSession("runs-on-a");
            String id = runningNmcs(a, cookie, "standard/2", 120, 3);

            try (ServerProcess b = instance("arena-b")) {
                Thread.sleep(1_000);
                assertTrue(state(b, id).equals("running"), "B's start left A's run alone: " + state(b, id));

                // A watcher on B gets A's feed, relayed: the snapshot, live statistics, then the end.
                Messages onB = new Messages();
                WebSocket ws = watch(b, id, null, onB);
                String snapshot = onB.await("\"type\":\"snapshot\"", 15);
                assertTrue(snapshot != null && snapshot.contains("\"state\":\"running\""), "snapshot: " + snapshot);
                assertTrue(onB.await("\"type\":\"stats\"", 15) != null, "no live statistics relayed to B");

                long asked = System.nanoTime();
                HttpResponse<String> cancelled = b.postJson("/api/bot-runs/" + id + "/cancel", "{}", cookie);
                assertEquals(200, cancelled.statusCode(), cancelled.body());
                awaitState(b, id, "cancelled", 10);
                long ms = (System.nanoTime() - asked) / 1_000_000;
                assertTrue(ms < 5_000, "the cancel through B took " + ms + " ms");
                assertEquals("cancelled", state(a, id), "A stored the end of its run");
                String finished = onB.await("\"type\":\"finished\"", 15);
                assertTrue(finished != null && finished.contains("\"state\":\"cancelled\""), "end on B: " + finished);
                ws.abort();
            }
        }
    }

    /**
     * kill -9 of the instance executing a run: the broker gives the run to the other instance, which
     * continues it from the kept best once the dead one's lease has run out, and a watcher relayed
     * through that other instance is told to reconnect instead of waiting forever.
     */
    @Test
    void whenTheExecutingInstanceDiesAnotherContinuesItsRunAndItsWatchersAreToldToReconnect() throws Exception {
        try (ServerProcess a = instance("arena-a")) {
            // Started before B exists, so A is the one taking it from the queue.
            String cookie = a.newSession("dies-on-a");
            String id = runningNmcs(a, cookie, "standard/4", 300, 4);
            try (ServerProcess b = instance("arena-b")) {
                Messages onB = new Messages();
                WebSocket ws = watch(b, id, null, onB);
                assertTrue(onB.await("\"type\":\"stats\"", 15) != null, "no live statistics relayed to B");
                int bestBefore = awaitSavedBest(b, id);

                a.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
                // A relay silent for 10 s is checked every 5 s; the lease (15 s) runs out meanwhile.
                assertEquals(1013, onB.closed.get(60, TimeUnit.SECONDS), "B's watcher is told to reconnect");
                ws.abort();
                awaitPlayoutsBeyond(b, id, playouts(b, id), 60);
                assertEquals("running", state(b, id), "B continues the run");

                HttpResponse<String> cancelled = b.postJson("/api/bot-runs/" + id + "/cancel", "{}", cookie);
                assertEquals(200, cancelled.statusCode(), cancelled.body());
                awaitState(b, id, "cancelled", 10);
                int bestAfter = Integer.parseInt(field(b, id, "best", "score"));
                assertTrue(bestAfter >= bestBefore, "best " + bestAfter + " after, " + bestBefore + " before");
            }
        }
    }

    /**
     * A run started through A, watched on A and on B: B's watcher gets every best and state change
     * A's does, with the same numbers, in order; a client that drops its connection to A and
     * reconnects to B with {@code ?after=} its last number misses no best.
     */
    @Test
    void aWatcherOnTheOtherInstanceMissesNoBestAndNeitherDoesOneThatReconnectsThere() throws Exception {
        try (ServerProcess a = instance("arena-a")) {
            // 30 s: the run must outlast B's start and the client's reconnect, or B can only send the
            // finished run's snapshot (a 12 s run ended first on a slow CI machine, 2026-11-27).
            String id = runningNmcs(a, a.newSession("watched-twice"), "standard/4", 30, 9);
            try (ServerProcess b = instance("arena-b")) {
                Messages onA = new Messages();
                Messages onB = new Messages();
                Messages moving = new Messages();
                WebSocket wa = watch(a, id, null, onA);
                WebSocket wb = watch(b, id, null, onB);
                WebSocket first = watch(a, id, null, moving);
                List<String> beforeDrop = new ArrayList<>(until(moving, "best"));
                first.abort();
                Thread.sleep(1_000);
                moving.received.drainTo(beforeDrop);
                long last = beforeDrop.stream().mapToLong(ScaleOutIT::seq).max().orElseThrow();
                Messages resumed = new Messages();
                WebSocket second = watch(b, id, last, resumed);

                List<String> reference = until(onA, "finished");
                List<String> relayed = until(onB, "finished");
                List<String> afterReconnect = until(resumed, "finished");
                // Each watcher starts with a snapshot: compare what came after both snapshots.
                long from = Math.max(seq(reference.get(0)), seq(relayed.get(0)));
                assertTrue(reference.get(0).contains("\"type\":\"snapshot\""), reference.get(0));
                assertEquals(
                        important(reference, from),
                        important(relayed, from),
                        "B's watcher: every best and state change, in order");
                assertTrue(
                        !afterReconnect.get(0).contains("\"type\":\"snapshot\""),
                        "B replays what the client missed instead of a snapshot: " + afterReconnect.get(0));
                Set<String> seen = new LinkedHashSet<>(bests(beforeDrop));
                seen.addAll(bests(afterReconnect));
                List<String> wanted = bests(important(reference, seq(beforeDrop.get(0))));
                assertTrue(!wanted.isEmpty(), "the moving client saw a best after its snapshot: " + beforeDrop);
                assertTrue(seen.containsAll(wanted), "missed after reconnecting: " + wanted + " vs " + seen);
                for (WebSocket ws : List.of(wa, wb, second)) {
                    ws.abort();
                }
            }
        }
    }

    private static WebSocket watch(ServerProcess server, String id, Long after, Messages into) throws Exception {
        String query = after == null ? "" : "?after=" + after;
        return ServerProcess.HTTP
                .newWebSocketBuilder()
                .buildAsync(URI.create("ws://localhost:" + server.port + "/ws/bot-runs/" + id + query), into)
                .get(30, TimeUnit.SECONDS);
    }

    /** Every message until the one of {@code type} (included), within a minute. */
    private static List<String> until(Messages m, String type) throws Exception {
        List<String> out = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            String next = m.received.poll(200, TimeUnit.MILLISECONDS);
            if (next != null) {
                out.add(next);
                if (next.contains("\"type\":\"" + type + "\"")) {
                    return out;
                }
            }
        }
        throw new AssertionError("no " + type + " within a minute: " + out);
    }

    /** The bests and state changes among {@code messages} numbered after {@code from}. */
    private static List<String> important(List<String> messages, long from) {
        return messages.stream()
                .filter(t -> t.contains("\"type\":\"best\"") || t.contains("\"type\":\"state\""))
                .filter(t -> seq(t) > from)
                .map(t -> t.replaceAll("\"at\":\\d+,?", ""))
                .toList();
    }

    /** The bests among {@code messages} as "seq:score". */
    private static List<String> bests(List<String> messages) {
        return messages.stream()
                .filter(t -> t.contains("\"type\":\"best\""))
                .map(t -> seq(t) + ":" + t.replaceAll("(?s).*?\"score\":(-?\\d+).*", "$1"))
                .toList();
    }

    private static long seq(String message) {
        Matcher m = Pattern.compile("\"seq\":(\\d+)").matcher(message);
        return m.find() ? Long.parseLong(m.group(1)) : -1;
    }

    /** The run's best once a save has stored one. */
    private static int awaitSavedBest(ServerProcess server, String id) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        String best = field(server, id, "best", "score");
        while (best == null && System.nanoTime() < deadline) {
            Thread.sleep(200);
            best = field(server, id, "best", "score");
        }
        assertTrue(best != null, "no best saved for run " + id);
        return Integer.parseInt(best);
    }

    private static long playouts(ServerProcess server, String id) throws Exception {
        String n = field(server, id, "progress", "playouts");
        return n == null ? 0 : Long.parseLong(n);
    }

    /** Waits until the stored playout count of the run passes {@code before}: a worker searches it again. */
    private static void awaitPlayoutsBeyond(ServerProcess server, String id, long before, int seconds)
            throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (playouts(server, id) <= before && System.nanoTime() < deadline) {
            Thread.sleep(250);
        }
        assertTrue(
                playouts(server, id) > before,
                "nobody continued run " + id + ": "
                        + server.get("/api/bot-runs/" + id).body());
    }

    /** A number field of an object of the run as the API shows it ({@code "best": {"score": 12}}), or null. */
    private static String field(ServerProcess server, String id, String object, String name) throws Exception {
        String body = server.get("/api/bot-runs/" + id).body();
        Matcher m = Pattern.compile("\"" + object + "\":\\{[^}]*?\"" + name + "\":(-?\\d+)")
                .matcher(body);
        return m.find() ? m.group(1) : null;
    }

    /** Starts an NMCS level-1 run of SameGame on {@code server} and waits until it searches: its id. */
    private static String runningNmcs(ServerProcess server, String cookie, String instance, int seconds, int seed)
            throws Exception {
        HttpResponse<String> created = server.postJson(
                "/api/bot-runs",
                "{\"game\":\"samegame\",\"instance\":\"" + instance + "\",\"algorithm\":\"nmcs\",\"level\":1,"
                        + "\"policy\":\"tabu\",\"seconds\":" + seconds + ",\"seed\":" + seed + "}",
                cookie);
        assertEquals(201, created.statusCode(), created.body());
        String id = created.body().replaceAll("(?s).*?\"id\":(\\d+).*", "$1");
        awaitState(server, id, "running", 30);
        return id;
    }

    /** One more instance on the shared database and broker, with a data directory of its own, ready. */
    private static ServerProcess instance(String name) throws Exception {
        return ServerProcess.ready(ServerProcess.start(Files.createTempDirectory(name), true, cluster.env));
    }

    private static String state(ServerProcess server, String id) throws Exception {
        String body = server.get("/api/bot-runs/" + id).body();
        return body.replaceAll("(?s).*?\"state\":\"([a-z]+)\".*", "$1");
    }

    private static void awaitState(ServerProcess server, String id, String wanted, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        String now = state(server, id);
        while (!now.equals(wanted) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            now = state(server, id);
        }
        assertEquals(wanted, now, "run " + id + " on port " + server.port);
    }
}
