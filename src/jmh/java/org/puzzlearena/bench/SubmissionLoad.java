package org.puzzlearena.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * Submissions under load, as the stored rows grow (bench/submissions.sh runs it). It starts its
 * own PostgreSQL (zonky, fsync and synchronous commits on, exactly as the server's embedded one)
 * and the server jar it is given against it, on loopback ports; then:
 *
 * <ol>
 * <li>one account with {@code BOTS} API tokens (the bots that submit), and a pool of random
 * complete Morpion 5D games (real verification work: 30-70 moves each);</li>
 * <li>for each size (1k, 100k, 1M stored submissions of morpion-5d/cross): rows are added with
 * SQL ({@code generate_series}, spread over 1,000 seeded participants, the pool's real lines and
 * scores), then a closed loop of {@code CONCURRENCY} clients posts submissions of the pool for
 * {@code SECONDS} after a 3 s warm-up (before the first size, at least {@code FIRST_WARM_UP} s and until the
 * server's C2 compiler is nearly idle, so that every size is
 * measured with the server's JIT warm) (throughput, latency percentiles, errors), then the board is
 * read sequentially (latency of {@code GET /api/leaderboards/morpion-5d/cross}, top 100);</li>
 * <li>a board with 100k submissions from 100k participants (morpion-5t/cross, seeded) is read;</li>
 * <li>live: a websocket watcher on a leftmove board while submissions arrive at a fixed rate
 * (open loop, {@code LIVE_RATE}/s for {@code SECONDS}; depth/64 or deeper) from 100 bots (all within the
 * top 100 that a snapshot carries); each bot's k-th submission scores k + 1,
 * so every submission is its participant's new best and the delay of each is measured from its
 * 201 to the first message showing that participant at that score or higher.</li>
 * </ol>
 *
 * <p>Everything shares this machine's two cores (client, server, PostgreSQL): the client's own CPU
 * only makes the figures pessimistic. The machine's load average is printed with each phase.
 *
 * <pre>java -cp ... org.puzzlearena.bench.SubmissionLoad SERVER_JAR LABEL [SECONDS] [SIZES] [CONCURRENCY] [LIVE_RATE]</pre>
 */
public final class SubmissionLoad {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int BOTS = 200;
    private static final int SEEDED_PARTICIPANTS = 1_000;
    /**
     * Bots of the live phase: at most the 100 entries a board snapshot carries, so that every
     * submission shows in what a watcher of the board's top receives.
     */
    private static final int LIVE_BOTS = 100;

    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(120);

    /**
     * Seconds of unmeasured load at least before the first size (ARENA_BENCH_WARM_UP, 40 by default),
     * and then more until the server's JIT is done ({@link #warmUp}). On a busy machine 40 s alone was
     * not enough: the C2 compiler thread still used a quarter of the server's CPU in the measured window
     * (docs/BENCHMARKS.md, "Submissions under contention").
     */
    private static final int FIRST_WARM_UP =
            Integer.parseInt(System.getenv().getOrDefault("ARENA_BENCH_WARM_UP", "40"));

    /** The longest warm-up: the compiler may never fall quiet on a machine busy enough. */
    private static final int MAX_WARM_UP = 300;

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();
    private final String base;
    private final Connection db;
    private final String label;
    private final List<String> tokens = new ArrayList<>();
    private final List<String> bodies = new ArrayList<>();
    private long accountId;
    private final long serverPid;
    private final Path pgData;

    private SubmissionLoad(String base, Connection db, String label, long serverPid, Path pgData) {
        this.base = base;
        this.db = db;
        this.label = label;
        this.serverPid = serverPid;
        this.pgData = pgData;
    }

    public static void main(String[] args) throws Exception {
        Path jar = Path.of(args[0]);
        String label = args[1];
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        int[] sizes = args.length > 3
                ? Arrays.stream(args[3].split(",")).mapToInt(Integer::parseInt).toArray()
                : new int[] {1_000, 100_000, 1_000_000};
        int concurrency = args.length > 4 ? Integer.parseInt(args[4]) : 16;
        int liveRate = args.length > 5 ? Integer.parseInt(args[5]) : 500;

        Path dataDir = Files.createTempDirectory("bench-pg");
        EmbeddedPostgres pg = EmbeddedPostgres.builder()
                .setDataDirectory(dataDir)
                .setCleanDataDirectory(true)
                .setServerConfig("fsync", "on")
                .setServerConfig("synchronous_commit", "on")
                .start();
        int port = freePort();
        Path log = dataDir.resolveSibling("bench-server-" + label + ".log");
        // ARENA_BENCH_SERVER_JAVA_OPTS: the server JVM's options (e.g. a flight recording), split at spaces;
        // "@label@" becomes this build's label, so that each tree's recording has its own file.
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        String opts =
                System.getenv().getOrDefault("ARENA_BENCH_SERVER_JAVA_OPTS", "").trim();
        if (!opts.isEmpty()) {
            for (String o : opts.split("\\s+")) {
                command.add(o.replace("@label@", label));
            }
        }
        command.addAll(List.of("-jar", jar.toString()));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("DB_URL", pg.getJdbcUrl("postgres", "postgres"));
        pb.environment().put("DB_USER", "postgres");
        pb.environment().put("DB_PASSWORD", "postgres");
        pb.environment().put("PORT", Integer.toString(port));
        pb.redirectErrorStream(true).redirectOutput(log.toFile());
        Process server = pb.start();
        try (Connection db = pg.getPostgresDatabase().getConnection()) {
            SubmissionLoad bench = new SubmissionLoad("http://127.0.0.1:" + port, db, label, server.pid(), dataDir);
            bench.awaitReady(server);
            System.out.printf("# %s: server %s (pid %d, log %s)%n", label, jar, server.pid(), log);
            bench.run(seconds, sizes, concurrency, liveRate);
        } finally {
            server.destroy();
            server.waitFor(30, TimeUnit.SECONDS);
            server.destroyForcibly();
            pg.close();
        }
    }

    private void run(int seconds, int[] sizes, int concurrency, int liveRate) throws Exception {
        setUp();
        System.out.println();
        System.out.println(
                "| build | stored rows of the instance at the start | submissions/s | p50 | p99 | max | errors "
                        + "| CPU per submission: server + PostgreSQL (client) | board read p50 | p99 | load avg |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
        for (int size : sizes) {
            seed("morpion-5d", size, SEEDED_PARTICIPANTS);
            long rows = stored("morpion-5d");
            String load = loadAverage();
            // What the server and PostgreSQL burn with no request at all (timers, JIT, GC): 5 s at rest.
            double[] rest0 = {cpuMs(serverPid), postgresCpuMs()};
            Thread.sleep(5_000);
            System.out.printf(
                    Locale.ROOT,
                    "# %s: at rest before the phase: server %.0f ms of CPU per s, PostgreSQL %.0f; load avg %s%n",
                    label,
                    (cpuMs(serverPid) - rest0[0]) / 5,
                    (postgresCpuMs() - rest0[1]) / 5,
                    loadAverage());
            // The first phase also warms the server's JIT up: a longer unmeasured start (10 s left the
            // first size measured at a third of the steady state's CPU efficiency).
            if (size == sizes[0]) {
                warmUp(concurrency);
            }
            Load l = load(concurrency, 3, seconds, true);
            Latencies reads = boardReads("morpion-5d/cross", Math.max(5, seconds / 2));
            System.out.printf(
                    Locale.ROOT,
                    "| %s | %,d | %,.0f | %s | %s | %s | %d | %s + %s (%s) | %s | %s | %s |%n",
                    label,
                    rows,
                    l.throughput(),
                    ms(l.latencies.p(50)),
                    ms(l.latencies.p(99)),
                    ms(l.latencies.max()),
                    l.errors,
                    perSubmission(l.serverCpuMs, l),
                    perSubmission(l.pgCpuMs, l),
                    perSubmission(l.clientCpuMs, l),
                    ms(reads.p(50)),
                    ms(reads.p(99)),
                    load);
        }
        if ("submissions".equals(System.getenv("ARENA_BENCH_PHASES"))) {
            return; // ARENA_BENCH_PHASES=submissions: the closed-loop phases only (no wide board, no live)
        }
        seed("morpion-5t", 100_000, 100_000);
        Latencies wide = boardReads("morpion-5t/cross", Math.max(5, seconds / 2));
        System.out.printf(
                Locale.ROOT,
                "%n%s: board of 100,000 submissions from 100,000 participants (morpion-5t/cross): "
                        + "read p50 %s, p99 %s, %d reads%n",
                label,
                ms(wide.p(50)),
                ms(wide.p(99)),
                wide.count());
        live(liveRate, seconds);
    }

    // ---- set-up and seeding ------------------------------------------------------------------

    private void awaitReady(Process server) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new IllegalStateException("the server exited with " + server.exitValue());
            }
            try {
                if (http.send(
                                        HttpRequest.newBuilder(URI.create(base + "/q/health/ready"))
                                                .build(),
                                        HttpResponse.BodyHandlers.discarding())
                                .statusCode()
                        == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the server did not become ready");
    }

    private void setUp() throws Exception {
        String name = "bench" + System.nanoTime() % 1_000_000;
        post("/api/accounts", Map.of("username", name, "password", "correct horse battery"), null);
        HttpResponse<String> login =
                post("/api/session", Map.of("username", name, "password", "correct horse battery"), null);
        String cookie = login.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
        for (int i = 0; i < BOTS; i++) {
            HttpRequest r = HttpRequest.newBuilder(URI.create(base + "/api/tokens"))
                    .header("Content-Type", "application/json")
                    .header("Cookie", cookie)
                    .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(Map.of("name", "bot-" + i))))
                    .build();
            tokens.add(JSON.readTree(
                            http.send(r, HttpResponse.BodyHandlers.ofString()).body())
                    .get("token")
                    .asText());
        }
        try (PreparedStatement s = db.prepareStatement("SELECT id FROM accounts WHERE username = ?")) {
            s.setString(1, name);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                accountId = rs.getLong(1);
            }
        }
        // Random complete Morpion 5D games: their lines are what the load submits and what seeding stores.
        Game game = Games.byId("morpion-5d").orElseThrow();
        SplitMix64 rng = new SplitMix64(20261123);
        int[] buffer = new int[game.maxLegalMoves()];
        try (Statement st = db.createStatement()) {
            st.execute(
                    "CREATE TABLE bench_pool (i INTEGER PRIMARY KEY, moves TEXT, move_count INTEGER, score INTEGER)");
        }
        try (PreparedStatement ins = db.prepareStatement("INSERT INTO bench_pool VALUES (?, ?, ?, ?)")) {
            for (int i = 0; i < 2_000; i++) {
                State s = game.newInitialState("cross");
                List<String> moves = new ArrayList<>();
                while (!s.isTerminal()) {
                    int m = s.randomMove(rng, buffer);
                    moves.add(s.formatMove(m));
                    s.play(m);
                }
                bodies.add(JSON.writeValueAsString(Map.of("game", "morpion-5d", "instance", "cross", "moves", moves)));
                ins.setInt(1, i);
                ins.setString(2, String.join("\n", moves));
                ins.setInt(3, moves.size());
                ins.setInt(4, s.score());
                ins.addBatch();
            }
            ins.executeBatch();
        }
    }

    /**
     * Brings {@code game}/cross to {@code rows} stored submissions with SQL, spread over
     * {@code participants} seeded bots of the bench account; then, when the build keeps
     * leaderboards incrementally (leaderboard_bests exists), brings them up to date the way its
     * migration does, and checkpoints so that the measurement does not pay for the seeding's writes.
     */
    private void seed(String game, int rows, int participants) throws Exception {
        long have = stored(game);
        if (have >= rows) {
            return;
        }
        long t0 = System.nanoTime();
        try (PreparedStatement s = db.prepareStatement("""
                INSERT INTO submissions (account_id, bot_name, game, instance_id, moves, move_count, score,
                                         verifier_version, received_at, request_hash)
                SELECT ?, 'seeded-' || (g % ?), ?, 'cross', p.moves, p.move_count, p.score, 'seeded',
                       now() - interval '30 days' + g * interval '1 ms', md5(g::text)
                  FROM generate_series(?, ?) g JOIN bench_pool p ON p.i = g % 2000""")) {
            s.setLong(1, accountId);
            s.setInt(2, participants);
            s.setString(3, game);
            s.setLong(4, have);
            s.setLong(5, rows - 1);
            s.executeUpdate();
        }
        try (Statement st = db.createStatement()) {
            try (ResultSet rs = st.executeQuery("SELECT to_regclass('leaderboard_bests') IS NOT NULL")) {
                rs.next();
                if (rs.getBoolean(1)) {
                    st.executeUpdate("""
                            INSERT INTO leaderboard_bests AS b (game, instance_id, account_id, bot_key, bot_name,
                                    submission_id, score, move_count, received_at, bot_run_id)
                            SELECT DISTINCT ON (s.account_id, coalesce(s.bot_name, ''))
                                   s.game, s.instance_id, s.account_id, coalesce(s.bot_name, ''), s.bot_name, s.id,
                                   s.score, s.move_count, s.received_at, s.bot_run_id
                              FROM submissions s
                             WHERE s.game = '%s' AND s.instance_id = 'cross' AND s.contest_id IS NULL
                             ORDER BY s.account_id, coalesce(s.bot_name, ''), s.score DESC, s.received_at, s.id
                            ON CONFLICT (game, instance_id, account_id, bot_key) DO UPDATE
                               SET submission_id = EXCLUDED.submission_id, score = EXCLUDED.score,
                                   move_count = EXCLUDED.move_count, received_at = EXCLUDED.received_at,
                                   bot_name = EXCLUDED.bot_name, bot_run_id = EXCLUDED.bot_run_id""".formatted(game));
                }
            }
            st.execute("VACUUM ANALYZE");
            st.execute("CHECKPOINT");
        }
        System.out.printf(
                Locale.ROOT,
                "# %s: seeded %s/cross to %,d rows in %.1f s%n",
                label,
                game,
                stored(game),
                (System.nanoTime() - t0) / 1e9);
    }

    private long stored(String game) throws Exception {
        try (PreparedStatement s =
                db.prepareStatement("SELECT count(*) FROM submissions WHERE game = ? AND instance_id = 'cross'")) {
            s.setString(1, game);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    // ---- closed-loop submissions --------------------------------------------------------------

    /** CPU milliseconds used during the measured window, by the server JVM, PostgreSQL, this client. */
    record Load(
            Latencies latencies, long errors, double seconds, double serverCpuMs, double pgCpuMs, double clientCpuMs) {
        double throughput() {
            return latencies.count() / seconds;
        }
    }

    /**
     * The closed loop, unmeasured, for at least {@link #FIRST_WARM_UP} s and then in 5 s steps until the
     * server's C2 compiler thread used at most 2% of the server's CPU in a step (at most
     * {@link #MAX_WARM_UP} s in all): a warm-up counted in seconds alone ended with the submission path
     * still being compiled when the machine was busy.
     */
    private void warmUp(int concurrency) throws Exception {
        long start = System.nanoTime();
        long minimum = start + TimeUnit.SECONDS.toNanos(FIRST_WARM_UP);
        long deadline = start + TimeUnit.SECONDS.toNanos(MAX_WARM_UP);
        double share;
        do {
            double c2 = c2Ms();
            Load step = load(concurrency, 0, 5, false);
            share = step.serverCpuMs > 0 ? (c2Ms() - c2) / step.serverCpuMs : 0;
        } while (System.nanoTime() < deadline && (System.nanoTime() < minimum || share > 0.02));
        System.out.printf(
                Locale.ROOT,
                "# %s: warm-up %.0f s; the C2 compiler's share of the server's CPU in its last 5 s: %.1f%%%n",
                label,
                (System.nanoTime() - start) / 1e9,
                100 * share);
    }

    /** CPU ms of the server's C2 compiler thread(s) so far. */
    private double c2Ms() {
        return threadGroups(serverPid).entrySet().stream()
                .filter(e -> e.getKey().startsWith("C2 Compiler"))
                .mapToDouble(e -> e.getValue()[0])
                .sum();
    }

    private Load load(int concurrency, int warmUpSeconds, int seconds, boolean breakdown) throws Exception {
        long warmEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(warmUpSeconds);
        long end = warmEnd + TimeUnit.SECONDS.toNanos(seconds);
        ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
        AtomicLong errors = new AtomicLong();
        AtomicLong lastEnd = new AtomicLong(end);
        ExecutorService clients = Executors.newFixedThreadPool(concurrency);
        for (int c = 0; c < concurrency; c++) {
            clients.execute(() -> {
                ThreadLocalRandom rnd = ThreadLocalRandom.current();
                while (System.nanoTime() < end) {
                    HttpRequest r = HttpRequest.newBuilder(URI.create(base + "/api/submissions"))
                            .timeout(REQUEST_TIMEOUT)
                            .header("Content-Type", "application/json")
                            .header("Authorization", "Bearer " + tokens.get(rnd.nextInt(tokens.size())))
                            .POST(HttpRequest.BodyPublishers.ofString(bodies.get(rnd.nextInt(bodies.size()))))
                            .build();
                    long t0 = System.nanoTime();
                    int status;
                    try {
                        status = http.send(r, HttpResponse.BodyHandlers.discarding())
                                .statusCode();
                    } catch (Exception e) {
                        status = -1;
                    }
                    long t1 = System.nanoTime();
                    if (t0 >= warmEnd && t0 < end) {
                        if (status == 201) {
                            latencies.add(t1 - t0);
                        } else {
                            errors.incrementAndGet();
                        }
                        lastEnd.accumulateAndGet(t1, Math::max);
                    }
                }
            });
        }
        clients.shutdown();
        TimeUnit.NANOSECONDS.sleep(Math.max(0, warmEnd - System.nanoTime()));
        double[] cpu0 = {cpuMs(serverPid), postgresCpuMs(), clientCpuMs()};
        Map<String, double[]> threads0 = threadGroups(serverPid);
        Map<String, double[]> pg0 = postgresGroups();
        TimeUnit.NANOSECONDS.sleep(Math.max(0, end - System.nanoTime()));
        double[] cpu1 = {cpuMs(serverPid), postgresCpuMs(), clientCpuMs()};
        Map<String, double[]> threads1 = threadGroups(serverPid);
        Map<String, double[]> pg1 = postgresGroups();
        clients.awaitTermination(seconds + 180L, TimeUnit.SECONDS);
        // Requests still answering after the end count, over the time they took.
        double measured = Math.max(seconds, (lastEnd.get() - warmEnd) / 1e9);
        if (breakdown) {
            printBreakdown("server threads", threads0, threads1, latencies.size());
            printBreakdown("PostgreSQL processes", pg0, pg1, latencies.size());
        }
        return new Load(
                new Latencies(latencies),
                errors.get(),
                measured,
                cpu1[0] - cpu0[0],
                cpu1[1] - cpu0[1],
                cpu1[2] - cpu0[2]);
    }

    private Latencies boardReads(String board, int seconds) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<Long> latencies = new ArrayList<>();
        HttpRequest r = HttpRequest.newBuilder(URI.create(base + "/api/leaderboards/" + board))
                .timeout(REQUEST_TIMEOUT)
                .build();
        for (int i = 0; i < 2; i++) {
            http.send(r, HttpResponse.BodyHandlers.discarding()); // warm-up
        }
        while (System.nanoTime() < end && latencies.size() < 2_000) {
            long t0 = System.nanoTime();
            int status = http.send(r, HttpResponse.BodyHandlers.discarding()).statusCode();
            if (status != 200) {
                throw new IllegalStateException("board read answered " + status);
            }
            latencies.add(System.nanoTime() - t0);
        }
        return new Latencies(latencies);
    }

    // ---- live updates ------------------------------------------------------------------------

    /** The watcher: per bot, the highest score seen and when each score was first seen. */
    static final class Watcher implements WebSocket.Listener {
        final StringBuilder partial = new StringBuilder();
        final Map<Integer, long[]> seenAt = new ConcurrentHashMap<>(); // bot -> arrival per score
        final CompletableFuture<Void> snapshot = new CompletableFuture<>();
        final AtomicLong messages = new AtomicLong();
        final int depth;

        Watcher(int depth) {
            this.depth = depth;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                long now = System.nanoTime();
                try {
                    JsonNode m = JSON.readTree(partial.toString());
                    messages.incrementAndGet();
                    switch (m.path("type").asText()) {
                        case "snapshot" -> {
                            m.get("entries").forEach(e -> seen(e, now));
                            snapshot.complete(null);
                        }
                        case "entry" -> seen(m.get("entry"), now);
                        default -> {}
                    }
                } catch (IOException e) {
                    snapshot.completeExceptionally(e);
                }
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        private void seen(JsonNode entry, long now) {
            String name = entry.get("participant").get("name").asText();
            if (!name.startsWith("bot-")) {
                return;
            }
            long[] at = seenAt.computeIfAbsent(Integer.parseInt(name.substring(4)), b -> new long[depth + 1]);
            synchronized (at) {
                for (int s = entry.get("score").asInt(); s >= 0 && at[s] == 0; s--) {
                    at[s] = now;
                }
            }
        }
    }

    private void live(int rate, int seconds) throws Exception {
        int total = rate * seconds;
        int depth = Math.max(64, total / LIVE_BOTS + 1);
        String instance = "depth/" + depth;
        Watcher watcher = new Watcher(depth);
        WebSocket ws = http.newWebSocketBuilder()
                .buildAsync(URI.create(base.replace("http:", "ws:") + "/ws/leaderboards/leftmove/" + instance), watcher)
                .join();
        watcher.snapshot.get(30, TimeUnit.SECONDS);
        long[] answered = new long[total];
        AtomicLongArray status = new AtomicLongArray(total);
        Semaphore inFlight = new Semaphore(512);
        long late = 0;
        long start = System.nanoTime();
        long interval = 1_000_000_000L / rate;
        List<CompletableFuture<?>> pending = new ArrayList<>(total);
        for (int n = 0; n < total; n++) {
            long due = start + n * interval;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            } else if (wait < -interval * 50) {
                late++;
            }
            int bot = n % LIVE_BOTS;
            int score = n / LIVE_BOTS + 1; // this bot's k-th submission scores k + 1: always its new best
            String path = "L".repeat(score) + "R".repeat(depth - score);
            HttpRequest r = HttpRequest.newBuilder(URI.create(base + "/api/submissions"))
                    .timeout(REQUEST_TIMEOUT)
                    .header("Content-Type", "application/json")
                    .header("Authorization", "Bearer " + tokens.get(bot))
                    .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(
                            Map.of("game", "leftmove", "instance", instance, "solution", path))))
                    .build();
            inFlight.acquire();
            int k = n;
            pending.add(http.sendAsync(r, HttpResponse.BodyHandlers.discarding())
                    .whenComplete((resp, e) -> {
                        answered[k] = System.nanoTime();
                        status.set(k, resp == null ? -1 : resp.statusCode());
                        inFlight.release();
                    }));
        }
        double sendSeconds = (System.nanoTime() - start) / 1e9;
        CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).get(180, TimeUnit.SECONDS);
        long lastAnswer = Arrays.stream(answered).max().orElse(start);
        // Wait (bounded) until the watcher has seen every bot's last score.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        int lastScore = (total - 1) / LIVE_BOTS + 1;
        while (System.nanoTime() < deadline && !allSeen(watcher, total)) {
            Thread.sleep(20);
        }
        List<Long> delays = new ArrayList<>();
        long missing = 0;
        long errors = 0;
        for (int n = 0; n < total; n++) {
            if (status.get(n) != 201) {
                errors++;
                continue;
            }
            long[] at = watcher.seenAt.get(n % LIVE_BOTS);
            long seen = at == null ? 0 : at[n / LIVE_BOTS + 1];
            if (seen == 0) {
                missing++;
            } else {
                delays.add(Math.max(0, seen - answered[n]));
            }
        }
        long finalSeen = watcher.seenAt.values().stream()
                .mapToLong(a -> a[lastScore])
                .max()
                .orElse(0);
        Latencies d = new Latencies(delays);
        System.out.printf(
                Locale.ROOT,
                "%n%s: live, %d submissions at %d/s offered (sent in %.1f s, %d sent late), "
                        + "%d errors; watcher got %d messages; delay from 201 to the watcher: p50 %s, p99 %s, max %s; "
                        + "never seen: %d; last answer to the watcher's final board: %s; load avg %s%n",
                label,
                total,
                rate,
                sendSeconds,
                late,
                errors,
                watcher.messages.get(),
                ms(d.p(50)),
                ms(d.p(99)),
                ms(d.max()),
                missing,
                finalSeen == 0 ? "never" : ms(Math.max(0, finalSeen - lastAnswer)),
                loadAverage());
        ws.abort();
    }

    private static boolean allSeen(Watcher w, int total) {
        for (int n = Math.max(0, total - LIVE_BOTS); n < total; n++) {
            long[] at = w.seenAt.get(n % LIVE_BOTS);
            if (at == null || at[n / LIVE_BOTS + 1] == 0) {
                return false;
            }
        }
        return true;
    }

    // ---- helpers -------------------------------------------------------------------------------

    /** CPU ms per submission answered in the window (the requests answered in the window, approximately). */
    private static String perSubmission(double cpuMs, Load l) {
        long n = l.latencies.count();
        return n == 0 ? "-" : String.format(Locale.ROOT, "%.2f", cpuMs / n);
    }

    private static final double MS_PER_TICK = 10.0; // USER_HZ = 100 on Linux

    /** User + system CPU of a process (all its threads), in ms, from /proc. */
    private static double cpuMs(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * MS_PER_TICK; // fields 14 and 15
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The postmaster and its children (the backends, the writer, the WAL writer...). */
    private double postgresCpuMs() {
        long postmaster;
        try {
            postmaster = Long.parseLong(
                    Files.readAllLines(pgData.resolve("postmaster.pid")).get(0).trim());
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        double total = cpuMs(postmaster);
        try (var procs = Files.list(Path.of("/proc"))) {
            for (Path p : procs.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .toList()) {
                try {
                    String stat = Files.readString(p.resolve("stat"));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    if (Long.parseLong(f[1]) == postmaster) {
                        total += (Long.parseLong(f[11]) + Long.parseLong(f[12])) * MS_PER_TICK;
                    }
                } catch (IOException | RuntimeException e) {
                    // gone meanwhile
                }
            }
        } catch (IOException e) {
            return 0;
        }
        return total;
    }

    private static double clientCpuMs() {
        return cpuMs(ProcessHandle.current().pid());
    }

    // ---- where the CPU goes: per thread group (server) and per process kind (PostgreSQL) ---------

    /**
     * Per group of threads of {@code pid} (the thread's name without its number: "executor-thread",
     * "vert.x-eventloop-thread", "C2 CompilerThread", "GC Thread"...): {user+system CPU ms, voluntary
     * context switches, involuntary context switches, threads}.
     */
    private static Map<String, double[]> threadGroups(long pid) {
        Map<String, double[]> groups = new java.util.TreeMap<>();
        try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path t : tasks.toList()) {
                try {
                    String stat = Files.readString(t.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    double cpu = (Long.parseLong(f[11]) + Long.parseLong(f[12])) * MS_PER_TICK;
                    long[] switches = contextSwitches(t.resolve("status"));
                    double[] g = groups.computeIfAbsent(group(name), k -> new double[4]);
                    g[0] += cpu;
                    g[1] += switches[0];
                    g[2] += switches[1];
                    g[3]++;
                } catch (IOException | RuntimeException e) {
                    // gone meanwhile
                }
            }
        } catch (IOException e) {
            // the server is gone
        }
        return groups;
    }

    /** The same per PostgreSQL process kind ("backend", "walwriter", "checkpointer"...). */
    private Map<String, double[]> postgresGroups() {
        Map<String, double[]> groups = new java.util.TreeMap<>();
        long postmaster;
        try {
            postmaster = Long.parseLong(
                    Files.readAllLines(pgData.resolve("postmaster.pid")).get(0).trim());
        } catch (IOException | RuntimeException e) {
            return groups;
        }
        try (var procs = Files.list(Path.of("/proc"))) {
            for (Path p : procs.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .toList()) {
                try {
                    String stat = Files.readString(p.resolve("stat"));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    long pid = Long.parseLong(p.getFileName().toString());
                    if (pid != postmaster && Long.parseLong(f[1]) != postmaster) {
                        continue;
                    }
                    String cmd = Files.readString(p.resolve("cmdline"))
                            .replace('\0', ' ')
                            .trim();
                    String kind = pid == postmaster
                            ? "postmaster"
                            : cmd.startsWith("postgres: ") ? cmd.substring(10).split(" ")[0] : cmd.split(" ")[0];
                    // A backend's title is "postgres: <user> <database> <address> <state>".
                    if (kind.equals("postgres")) {
                        kind = "backend";
                    }
                    long[] switches = contextSwitches(p.resolve("status"));
                    double[] g = groups.computeIfAbsent(kind, k -> new double[4]);
                    g[0] += (Long.parseLong(f[11]) + Long.parseLong(f[12])) * MS_PER_TICK;
                    g[1] += switches[0];
                    g[2] += switches[1];
                    g[3]++;
                } catch (IOException | RuntimeException e) {
                    // gone meanwhile
                }
            }
        } catch (IOException e) {
            // no /proc
        }
        return groups;
    }

    private static long[] contextSwitches(Path status) throws IOException {
        long[] switches = new long[2];
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("voluntary_ctxt_switches:")) {
                switches[0] = Long.parseLong(line.substring(24).trim());
            } else if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                switches[1] = Long.parseLong(line.substring(27).trim());
            }
        }
        return switches;
    }

    /** A thread's name without its number ("executor-thread-12" -> "executor-thread"). */
    static String group(String name) {
        return name.replaceAll("[-#_ ]?[0-9]+$", "").replaceAll("[0-9]+$", "");
    }

    /**
     * Prints, per group, its CPU ms and context switches per submission over the window (threads
     * that ended meanwhile are missing, threads started meanwhile count whole), busiest first.
     */
    private static void printBreakdown(
            String what, Map<String, double[]> before, Map<String, double[]> after, int submissions) {
        if (submissions == 0 || after.isEmpty()) {
            return;
        }
        double n = submissions;
        StringBuilder line = new StringBuilder(
                "#   " + what + " (CPU ms / voluntary / involuntary switches per " + "submission, threads):");
        after.entrySet().stream()
                .map(e -> {
                    double[] b = before.getOrDefault(e.getKey(), new double[4]);
                    double[] a = e.getValue();
                    return Map.entry(e.getKey(), new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3]});
                })
                .filter(e -> e.getValue()[0] > 0 || e.getValue()[1] + e.getValue()[2] > n / 10)
                .sorted((x, y) -> Double.compare(y.getValue()[0], x.getValue()[0]))
                .forEach(e -> line.append(String.format(
                        Locale.ROOT,
                        " %s %.3f / %.2f / %.2f (%d);",
                        e.getKey(),
                        e.getValue()[0] / n,
                        e.getValue()[1] / n,
                        e.getValue()[2] / n,
                        (long) e.getValue()[3])));
        System.out.println(line);
    }

    /** Sorted latencies in nanoseconds. */
    record Latencies(long[] sorted) {
        Latencies(java.util.Collection<Long> values) {
            this(values.stream().mapToLong(Long::longValue).sorted().toArray());
        }

        int count() {
            return sorted.length;
        }

        long p(double percent) {
            if (sorted.length == 0) {
                return -1;
            }
            int i = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
            return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
        }

        long max() {
            return sorted.length == 0 ? -1 : sorted[sorted.length - 1];
        }
    }

    private static String ms(long nanos) {
        if (nanos < 0) {
            return "-";
        }
        double ms = nanos / 1e6;
        return ms >= 100 ? String.format(Locale.ROOT, "%,.0f ms", ms) : String.format(Locale.ROOT, "%.1f ms", ms);
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException e) {
            return "?";
        }
    }

    private HttpResponse<String> post(String path, Object body, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() >= 300) {
            throw new IllegalStateException(path + " answered " + r.statusCode() + ": " + r.body());
        }
        return r;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
