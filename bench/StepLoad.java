// Load tool for the step API: POST /api/games/samegame/instances/standard/1/positions with a
// 60-move prefix, from C concurrent loopback clients for S seconds; prints requests/s and the
// latency percentiles. Plain JDK (java.net.http), run with the rules classes on the class path:
//   java -cp target/classes bench/StepLoad.java http://127.0.0.1:18080 [SECONDS] [CONNECTIONS] [LINES]
// LINES > 0 posts the batch form instead (.../positions/batch with LINES copies of the line in each
// request) and reports lines per second too: what a bot that cannot run the rules saves by batching.
// The prefix is found with the rules core: the first seeded random playout of standard/1 that
// lasts 60 moves or more, cut at 60 (deterministic, so every run sends the same body).
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.rules.MoveTexts;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;

public class StepLoad {

    static final int PREFIX = 60;

    public static void main(String[] args) throws Exception {
        String base = args[0];
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        int connections = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        int lines = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        List<String> prefix = prefix();
        String line = "[" + String.join(",", prefix.stream().map(m -> "\"" + m + "\"").toList()) + "]";
        String body = lines == 0
                ? "{\"moves\":" + line + "}"
                : "{\"lines\":[" + String.join(",", Collections.nCopies(lines, line)) + "]}";
        URI uri = URI.create(base + "/api/games/samegame/instances/standard/1/positions" + (lines == 0 ? "" : "/batch?limit=1"));
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest request = HttpRequest.newBuilder(uri).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(10)).POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> check = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (check.statusCode() != 200 || !check.body().contains("\"moveCount\":" + PREFIX)
                || (lines > 0 && check.body().split("\"moveCount\":" + PREFIX, -1).length != lines + 1)) {
            throw new IllegalStateException("unexpected answer " + check.statusCode() + ": " + check.body());
        }
        // Warm-up, then the measured window.
        run(client, request, connections, Math.min(5, seconds));
        long[] latencies = run(client, request, connections, seconds);
        Arrays.sort(latencies);
        System.out.printf("POST positions%s, SameGame standard/1 after %d moves, %d s, %d connections: %d requests, %.0f req/s,"
                + " %.0f lines/s, p50 %.2f ms, p99 %.2f ms, max %.2f ms, %d errors%n",
                lines == 0 ? "" : "/batch of " + lines + " lines", PREFIX, seconds, connections, latencies.length,
                latencies.length / (double) seconds, latencies.length * (double) Math.max(1, lines) / seconds,
                pct(latencies, 0.50), pct(latencies, 0.99), latencies[latencies.length - 1] / 1e6, ERRORS.get());
    }

    static final AtomicLong ERRORS = new AtomicLong();

    static long[] run(HttpClient client, HttpRequest request, int connections, int seconds) throws InterruptedException {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        List<long[]> perThread = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        int[] counts = new int[connections];
        for (int c = 0; c < connections; c++) {
            long[] mine = new long[500_000];
            perThread.add(mine);
            int me = c;
            threads.add(Thread.ofPlatform().start(() -> {
                while (System.nanoTime() < end && counts[me] < mine.length) {
                    long t0 = System.nanoTime();
                    try {
                        HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
                        if (r.statusCode() != 200) {
                            ERRORS.incrementAndGet();
                        }
                    } catch (Exception e) {
                        ERRORS.incrementAndGet();
                    }
                    mine[counts[me]++] = System.nanoTime() - t0;
                }
            }));
        }
        for (Thread t : threads) {
            t.join();
        }
        int total = Arrays.stream(counts).sum();
        long[] all = new long[total];
        int at = 0;
        for (int c = 0; c < connections; c++) {
            System.arraycopy(perThread.get(c), 0, all, at, counts[c]);
            at += counts[c];
        }
        return all;
    }

    static double pct(long[] sorted, double p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)] / 1e6;
    }

    static List<String> prefix() {
        var game = Games.byId("samegame").orElseThrow();
        State initial = game.newInitialState("standard/1");
        int[] buffer = new int[game.maxLegalMoves()];
        for (long seed = 1; ; seed++) {
            SplitMix64 rng = new SplitMix64(seed);
            State s = initial.copy();
            while (!s.isTerminal() && s.moveCount() < PREFIX) {
                s.play(s.randomMove(rng, buffer));
            }
            if (s.moveCount() == PREFIX) {
                return MoveTexts.of(initial, s.history());
            }
        }
    }
}
