package org.puzzlearena.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * Load benchmark of the live bot-run feed (bench/websocket-watchers starts the server): the same
 * bot run is started again and again with 0 or N websocket watchers (connected before it starts),
 * interleaved, after one unmeasured warm-up run, and for each
 * run it measures the search's playouts per second (the run's own count over its own time, from
 * the API) and, for every watcher, the delay from a new best's event (its {@code at}, the
 * server's clock when the search found it) to its arrival. Client and server share the machine's
 * clock; the figures include the client's own CPU use, which only makes them pessimistic.
 *
 * <pre>java -cp ... org.puzzlearena.bench.WebSocketWatchers BASE_URL WATCHERS(0,100,500) ROUNDS RUN_JSON</pre>
 */
public final class WebSocketWatchers {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    /** One watcher: counts what it receives and keeps its new-best delays. */
    static final class Watcher implements WebSocket.Listener {
        final StringBuilder partial = new StringBuilder();
        final List<Long> bestDelays = new ArrayList<>();
        long stats;
        long bests;
        final CompletableFuture<Void> finished = new CompletableFuture<>();
        final CompletableFuture<Void> snapshot = new CompletableFuture<>();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                long now = System.currentTimeMillis();
                String text = partial.toString();
                partial.setLength(0);
                if (text.startsWith("{\"v\":1,\"type\":\"stats\"")) {
                    stats++; // the common case, counted without parsing: the client's cost stays small
                    ws.request(1);
                    return null;
                }
                try {
                    JsonNode m = JSON.readTree(text);
                    switch (m.path("type").asText()) {
                        case "best" -> {
                            bests++;
                            bestDelays.add(now - m.get("at").asLong());
                        }
                        case "stats" -> stats++;
                        case "snapshot" -> snapshot.complete(null);
                        case "finished" -> finished.complete(null);
                        default -> {}
                    }
                } catch (java.io.IOException e) {
                    finished.completeExceptionally(e);
                }
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
            finished.complete(null);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            finished.completeExceptionally(error);
        }
    }

    /** One run; {@code missed}: watchers that received fewer new bests than the best-served watcher. */
    record Result(
            int watchers,
            double playoutsPerSecond,
            int score,
            long bestsPerWatcherMin,
            long bestsPerWatcherMax,
            long statsPerWatcher,
            List<Long> delays,
            long connectMs,
            long missed) {}

    public static void main(String[] args) throws Exception {
        String base = args[0];
        int[] watcherCounts =
                Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray();
        int rounds = Integer.parseInt(args[2]);
        String runJson = args[3];
        String cookie = account(base);
        oneRun(base, cookie, runJson, 0); // warm-up: the server's JIT, not measured
        List<Result> results = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (int n : watcherCounts) {
                Result r = oneRun(base, cookie, runJson, n);
                results.add(r);
                System.out.printf(
                        Locale.ROOT,
                        "round %d, %4d watchers: %,.0f playouts/s, score %d, bests/watcher %d..%d, "
                                + "stats/watcher %d, connect %d ms, best delay median %s ms, p99 %s ms, max %s ms%n",
                        round,
                        n,
                        r.playoutsPerSecond(),
                        r.score(),
                        r.bestsPerWatcherMin(),
                        r.bestsPerWatcherMax(),
                        r.statsPerWatcher(),
                        r.connectMs(),
                        pct(r.delays(), 50),
                        pct(r.delays(), 99),
                        pct(r.delays(), 100));
            }
        }
        System.out.println();
        System.out.println(
                "| watchers | runs | mean playouts/s | vs 0 watchers | new-best delay median / p99 / max (ms) "
                        + "| new bests per watcher | watchers that missed one |");
        System.out.println("|---|---|---|---|---|---|---|");
        double baseline = mean(results, watcherCounts[0]);
        for (int n : watcherCounts) {
            List<Result> of = results.stream().filter(r -> r.watchers() == n).toList();
            List<Long> delays = of.stream().flatMap(r -> r.delays().stream()).toList();
            String bests = of.stream()
                    .map(r -> r.bestsPerWatcherMin() == r.bestsPerWatcherMax()
                            ? Long.toString(r.bestsPerWatcherMin())
                            : r.bestsPerWatcherMin() + ".." + r.bestsPerWatcherMax())
                    .reduce((a, b) -> a + ", " + b)
                    .orElse("");
            long missed = of.stream().mapToLong(Result::missed).sum();
            System.out.printf(
                    Locale.ROOT,
                    "| %d | %d | %,.0f | %+.1f%% | %s | %s | %s |%n",
                    n,
                    of.size(),
                    mean(results, n),
                    100 * (mean(results, n) / baseline - 1),
                    n == 0 ? "-" : pct(delays, 50) + " / " + pct(delays, 99) + " / " + pct(delays, 100),
                    n == 0 ? "-" : bests,
                    n == 0 ? "-" : Long.toString(missed));
        }
    }

    private static Result oneRun(String base, String cookie, String runJson, int n) throws Exception {
        // The server runs one search at a time (bench/websocket-watchers sets its pool to 1): a
        // blocker run holds the pool while the measured run waits queued and the watchers connect,
        // so that all of them see the measured run from its first event.
        long blocker = post(base, cookie, BLOCKER);
        awaitState(base, blocker, "running");
        long id = post(base, cookie, runJson);
        String ws = base.replaceFirst("^http", "ws") + "/ws/bot-runs/" + id;
        long t0 = System.nanoTime();
        List<Watcher> watchers = new ArrayList<>();
        List<CompletableFuture<WebSocket>> sockets = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Watcher w = new Watcher();
            watchers.add(w);
            sockets.add(HTTP.newWebSocketBuilder().buildAsync(URI.create(ws), w));
        }
        CompletableFuture.allOf(sockets.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);
        for (Watcher w : watchers) {
            w.snapshot.get(120, TimeUnit.SECONDS);
        }
        long connectMs = (System.nanoTime() - t0) / 1_000_000;
        HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "/api/bot-runs/" + blocker))
                        .header("Cookie", cookie)
                        .DELETE()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode run = awaitEnd(base, id);
        for (Watcher w : watchers) {
            w.finished.get(60, TimeUnit.SECONDS);
        }
        for (CompletableFuture<WebSocket> s : sockets) {
            s.get().abort();
        }
        long elapsedMs = run.get("progress").get("elapsedMs").asLong();
        double rate = run.get("progress").get("playouts").asLong() / (elapsedMs / 1000.0);
        List<Long> delays = new ArrayList<>();
        watchers.forEach(w -> delays.addAll(w.bestDelays));
        long most = watchers.stream().mapToLong(w -> w.bests).max().orElse(0);
        return new Result(
                n,
                rate,
                run.path("best").path("score").asInt(),
                watchers.stream().mapToLong(w -> w.bests).min().orElse(0),
                most,
                watchers.isEmpty()
                        ? 0
                        : watchers.stream().mapToLong(w -> w.stats).sum() / n,
                delays,
                connectMs,
                watchers.stream().filter(w -> w.bests < most).count());
    }

    private static final String BLOCKER =
            "{\"game\":\"morpion-5d\",\"algorithm\":\"sample\",\"seconds\":600,\"seed\":1}";

    private static long post(String base, String cookie, String json) throws Exception {
        HttpResponse<String> created = HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "/api/bot-runs"))
                        .header("Content-Type", "application/json")
                        .header("Cookie", cookie)
                        .POST(HttpRequest.BodyPublishers.ofString(json))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        if (created.statusCode() != 201) {
            throw new IllegalStateException("POST /api/bot-runs: " + created.statusCode() + " " + created.body());
        }
        return JSON.readTree(created.body()).get("id").asLong();
    }

    private static void awaitState(String base, long id, String state) throws Exception {
        while (!state.equals(get(base, id).get("state").asText())) {
            Thread.sleep(50);
        }
    }

    private static JsonNode get(String base, long id) throws Exception {
        HttpResponse<String> r = HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "/api/bot-runs/" + id)).build(),
                HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(r.body());
    }

    private static JsonNode awaitEnd(String base, long id) throws Exception {
        while (true) {
            JsonNode run = get(base, id);
            String state = run.get("state").asText();
            if (!state.equals("queued") && !state.equals("running")) {
                if (!state.equals("finished")) {
                    throw new IllegalStateException("run " + id + " ended " + state + ": " + run);
                }
                return run;
            }
            Thread.sleep(200);
        }
    }

    private static String account(String base) throws Exception {
        String name = "bench-" + UUID.randomUUID().toString().substring(0, 8);
        String body = JSON.writeValueAsString(Map.of("username", name, "password", "correct horse"));
        HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "/api/accounts"))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> login = HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "/api/session"))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        return login.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
    }

    private static double mean(List<Result> results, int n) {
        return results.stream()
                .filter(r -> r.watchers() == n)
                .mapToDouble(Result::playoutsPerSecond)
                .average()
                .orElse(0);
    }

    private static String pct(List<Long> values, int p) {
        if (values.isEmpty()) {
            return "-";
        }
        List<Long> sorted = values.stream().sorted().toList();
        int i = (int) Math.min(sorted.size() - 1, Math.ceil(p / 100.0 * sorted.size()) - 1);
        return Long.toString(sorted.get(Math.max(0, i)));
    }
}
