package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.puzzlearena.Slow;

/**
 * Bot runs executed by {@code bin/worker} processes from the broker's durable queue, on one shared
 * PostgreSQL (docs/SCALING.md, "Bot runs on workers"): an API-only server instance (no bot pool)
 * admits the runs, packaged worker JVMs take them. What an operator must be able to count on: a
 * worker killed or paused mid-run costs the run nothing, and a broker restart loses no queued run.
 */
@Slow
class WorkerIT {

    /** Short leases and sweeps, so that a dead worker's run moves within seconds in the test. */
    private static final Map<String, String> FAST_LEASES =
            Map.of("ARENA_BOT_RUNS_LEASE", "3s", "ARENA_BOT_RUNS_SWEEP_INTERVAL", "1s");

    @RegisterExtension
    static final SharedCluster cluster = new SharedCluster();

    /** A run's row as the workers left it. */
    record Row(String state, String executor, int epoch, Integer best, long playouts) {}

    @Test
    void aKilledWorkersRunIsContinuedByAnotherFromItsBestWithOneLeaderboardEntry() throws Exception {
        try (ServerProcess api = apiInstance();
                ServerProcess w1 = worker("w1");
                ServerProcess w2 = worker("w2")) {
            long id = startRun(api, api.newSession("killed-worker"), 25);
            Row before = awaitBest(id);
            ServerProcess executing = executorOf(before, List.of(w1, w2));
            ServerProcess other = executing == w1 ? w2 : w1;

            long killedAt = System.nanoTime();
            executing.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            Row taken = awaitTakenOver(id, before);
            long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - killedAt);
            assertEquals(instanceId(other), taken.executor(), "the surviving worker took the run");
            assertTrue(seconds <= 15, "the run waited " + seconds + " s for another worker (lease 3 s)");

            Row end = awaitEnd(id, 60);
            assertEquals("finished", end.state(), api.get("/api/bot-runs/" + id).body());
            assertTrue(
                    end.best() >= before.best(),
                    "best " + end.best() + " after the kill, " + before.best() + " before");
            assertTrue(end.playouts() > before.playouts(), "the counters carry on: " + end + " after " + before);
            assertEquals(1, entriesOf(id), "one leaderboard entry for the run");
            assertEquals(0, activeRuns(), "no run left queued or running");
        }
    }

    /**
     * A hosted run's bot dies with the worker running it (the sandbox's processes die with their
     * parent); another worker starts the bot again from scratch with the run's whole budget (a fresh
     * process cannot resume another's), and the run ends once, with one record, one leaderboard
     * entry and two attempts.
     */
    @Test
    void aKilledWorkersHostedRunIsStartedAgainByAnotherAndCountedOnce() throws Exception {
        try (ServerProcess api = apiInstance();
                ServerProcess w1 = worker("w1");
                ServerProcess w2 = worker("w2")) {
            String cookie = api.newSession("hosted-killed");
            HttpResponse<String> bot =
                    api.postJson("/api/hosted-bots", "{\"name\":\"starter\",\"description\":\"\"}", cookie);
            assertEquals(201, bot.statusCode(), bot.body());
            long botId = idOf(bot.body());
            HttpResponse<String> version = api.postBytes(
                    "/api/hosted-bots/" + botId + "/versions?runtime=python&fileName=bot.py",
                    "application/octet-stream",
                    Files.readAllBytes(Path.of("bots/starter/bot.py")),
                    cookie);
            assertEquals(201, version.statusCode(), version.body());
            // The starter bot searches for half its budget: 8 CPU-s, long enough to be killed mid-run.
            HttpResponse<String> created = api.postJson(
                    "/api/bot-runs",
                    "{\"game\":\"samegame\",\"instance\":\"standard/3\",\"algorithm\":\"hosted\",\"hostedBot\":" + botId
                            + ",\"cpuSeconds\":16}",
                    cookie);
            assertEquals(201, created.statusCode(), created.body());
            long id = idOf(created.body());

            // Running, with a best from the bot's progress lines (a hosted bot counts no playouts).
            Row before = awaitRow(id, 120, r -> "running".equals(r.state()) && r.best() != null);
            assertEquals(1, attemptsOf(id), "the first attempt is under way");
            ServerProcess executing = executorOf(before, List.of(w1, w2));
            ServerProcess other = executing == w1 ? w2 : w1;
            // The worker's children are the sandbox (bwrap) and, inside it, the bot's processes; a
            // handle knows its start time, so a pid reused later is not taken for one of these.
            List<ProcessHandle> sandboxed = executing.process.descendants().toList();
            assertTrue(!sandboxed.isEmpty(), "the bot runs in its sandbox, under its worker");

            executing.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            Row taken = awaitTakenOver(id, before);
            assertEquals(instanceId(other), taken.executor(), "the surviving worker took the run");

            Row end = awaitEnd(id, 180);
            String view = api.get("/api/bot-runs/" + id).body();
            assertEquals("finished", end.state(), view);
            assertEquals(instanceId(other), end.executor(), "the surviving worker stored the end");
            assertEquals(2, attemptsOf(id), "started again once: " + view);
            assertTrue(view.contains("\"attempts\":2"), view);
            assertTrue(
                    view.contains("\"record\":{\"verdict\":\"ok\""), "one record, of the attempt that ended: " + view);
            assertEquals(1, entriesOf(id), "one leaderboard entry for the run");
            assertEquals(0, activeRuns(), "no run left queued or running");
            // The killed attempt's bot died with its worker (bwrap --die-with-parent), not left to its budget.
            for (ProcessHandle p : sandboxed) {
                assertTrue(!p.isAlive(), "the killed worker's sandboxed process " + p.pid() + " outlived it");
            }
        }
    }

    /**
     * A parallel beam search run spreads its lower levels over both workers' cores (task queue); when
     * the worker running its master is killed, the other worker resumes the run from its best.
     */
    @Test
    void aKilledBeamMastersRunIsResumedByAnotherWorker() throws Exception {
        Map<String, String> twoThreads = Map.of("ARENA_BOT_RUNS_LIMITS_MAX_THREADS", "2");
        try (ServerProcess api = apiInstance(twoThreads);
                ServerProcess w1 = worker("w1");
                ServerProcess w2 = worker("w2")) {
            String cookie = api.newSession("beam-master");
            HttpResponse<String> created = api.postJson(
                    "/api/bot-runs",
                    "{\"game\":\"samegame\",\"instance\":\"standard/3\",\"algorithm\":\"beam\",\"beam\":[2,2],"
                            + "\"threads\":2,\"seconds\":20,\"seed\":5}",
                    cookie);
            assertEquals(201, created.statusCode(), created.body());
            long id = Long.parseLong(created.body().replaceAll("(?s).*?\"id\":(\\d+).*", "$1"));
            Row before = awaitBest(id);
            ServerProcess master = executorOf(before, List.of(w1, w2));
            ServerProcess other = master == w1 ? w2 : w1;

            master.process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            Row taken = awaitTakenOver(id, before);
            assertEquals(instanceId(other), taken.executor());
            Row end = awaitEnd(id, 60);
            assertEquals("finished", end.state(), api.get("/api/bot-runs/" + id).body());
            assertTrue(end.best() >= before.best());
            assertEquals(1, entriesOf(id));
        }
    }

    @Test
    void aPausedWorkerThatComesBackWritesNothingOverItsSuccessor() throws Exception {
        try (ServerProcess api = apiInstance();
                ServerProcess w1 = worker("w1");
                ServerProcess w2 = worker("w2")) {
            long id = startRun(api, api.newSession("paused-worker"), 20);
            Row before = awaitBest(id);
            ServerProcess paused = executorOf(before, List.of(w1, w2));
            ServerProcess successor = paused == w1 ? w2 : w1;

            paused.signal("STOP");
            Row taken;
            try {
                // Its lease (3 s) runs out; a sweep puts the run back in the queue; the other worker claims it.
                taken = awaitTakenOver(id, before);
                assertEquals(instanceId(successor), taken.executor());
                Thread.sleep(2_000);
            } finally {
                paused.signal("CONT");
            }
            // Back, the paused worker's renewals and saves are refused by the epoch; it stops its search.
            awaitLog(paused, "another worker took it over", 30);
            Row after = awaitEnd(id, 60);
            assertEquals("finished", after.state());
            assertEquals(taken.epoch(), after.epoch(), "no claim after the successor's");
            assertEquals(instanceId(successor), after.executor(), "the successor stored the end");
            assertTrue(after.best() >= before.best());
            assertEquals(1, entriesOf(id), "one leaderboard entry for the run");
            assertTrue(
                    !paused.output().contains("run " + id + ": given back")
                            && !paused.output().contains("continuing it"),
                    "the paused worker did not act on the run again:\n" + paused.output());
        }
    }

    @Test
    void aBrokerRestartLosesNoQueuedRunAndEveryProcessReconnects() throws Exception {
        try (ServerProcess api = apiInstance();
                ServerProcess w1 = worker("w1")) {
            // Four runs for one worker thread: one runs, three wait in the broker's queue.
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                String cookie = api.newSession("restart-" + i);
                ids.add(startRun(api, cookie, 4));
                ids.add(startRun(api, cookie, 4));
            }
            // The operators' gauge shows the backlog: runs wait in the broker for the one worker thread.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            double waiting = 0;
            while (waiting < 1 && System.nanoTime() < deadline) {
                Matcher m = Pattern.compile("(?m)^arena_bot_runs_broker_queue(?:\\{[^}]*\\})? ([0-9.]+)")
                        .matcher(api.get("/q/metrics").body());
                waiting = m.find() ? Double.parseDouble(m.group(1)) : 0;
            }
            assertTrue(waiting >= 1, "arena_bot_runs_broker_queue shows the runs waiting: " + waiting);
            SharedCluster.rabbitmqctl("stop_app");
            try {
                Thread.sleep(2_000);
            } finally {
                SharedCluster.rabbitmqctl("start_app");
            }
            for (long id : ids) {
                Row end = awaitEnd(id, 120);
                assertEquals(
                        "finished",
                        end.state(),
                        "run " + id + ": " + api.get("/api/bot-runs/" + id).body());
                assertEquals(1, entriesOf(id), "run " + id + " has one leaderboard entry");
            }
            assertEquals(0, activeRuns());
            // The API instance reconnected too: a new run goes through the queue and finishes.
            long late = startRun(api, api.newSession("after-restart"), 1);
            assertEquals(
                    "finished",
                    awaitRow(late, 60, r -> r.state().equals("finished")).state());
        }
    }

    private static ServerProcess apiInstance() throws Exception {
        return apiInstance(Map.of());
    }

    private static ServerProcess apiInstance(Map<String, String> more) throws Exception {
        Map<String, String> env = new HashMap<>(FAST_LEASES);
        env.putAll(more);
        env.put("ARENA_BOT_RUNS_POOL_SIZE", "0");
        ServerProcess server = ServerProcess.start(Files.createTempDirectory("arena-api"), true, cluster.env(env));
        return ServerProcess.ready(server);
    }

    private static ServerProcess worker(String name) throws Exception {
        Map<String, String> env = new HashMap<>(FAST_LEASES);
        env.put("ARENA_BOT_RUNS_POOL_SIZE", "1");
        return ServerProcess.ready(
                ServerProcess.startWorker(Files.createTempDirectory("arena-" + name), cluster.env(env)));
    }

    /** An NMCS level-1 SameGame run of {@code seconds} for the session {@code cookie}: its id. */
    private static long startRun(ServerProcess api, String cookie, int seconds) throws Exception {
        HttpResponse<String> created = api.postJson(
                "/api/bot-runs",
                "{\"game\":\"samegame\",\"instance\":\"standard/3\",\"algorithm\":\"nmcs\",\"level\":1,"
                        + "\"policy\":\"tabu\",\"seconds\":" + seconds + ",\"seed\":11}",
                cookie);
        assertEquals(201, created.statusCode(), created.body());
        return Long.parseLong(created.body().replaceAll("(?s).*?\"id\":(\\d+).*", "$1"));
    }

    /** Waits until the run is running with a saved best. */
    private static Row awaitBest(long id) throws Exception {
        return awaitRow(id, 60, r -> "running".equals(r.state()) && r.best() != null && r.playouts() > 0);
    }

    /** Waits until the run has ended (neither queued nor running). */
    private static Row awaitEnd(long id, int seconds) throws Exception {
        return awaitRow(
                id, seconds, r -> !r.state().equals("running") && !r.state().equals("queued"));
    }

    /** Waits until another claim than {@code before}'s holds the run and searches it. */
    private static Row awaitTakenOver(long id, Row before) throws Exception {
        return awaitRow(id, 30, r -> r.epoch() > before.epoch() && "running".equals(r.state()));
    }

    private static Row awaitRow(long id, int seconds, Predicate<Row> wanted) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        Row r = row(id);
        while (!wanted.test(r) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            r = row(id);
        }
        assertTrue(wanted.test(r), "run " + id + " is " + r);
        return r;
    }

    private static Row row(long id) throws Exception {
        try (Connection c = cluster.connect();
                var q = c.prepareStatement(
                        "SELECT state, executor, epoch, best_score, playouts_done FROM bot_runs WHERE id = ?")) {
            q.setLong(1, id);
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                Integer best = rs.getObject(4) == null ? null : rs.getInt(4);
                return new Row(rs.getString(1), rs.getString(2), rs.getInt(3), best, rs.getLong(5));
            }
        }
    }

    private static long idOf(String json) {
        return Long.parseLong(json.replaceAll("(?s).*?\"id\":(\\d+).*", "$1"));
    }

    private static long attemptsOf(long runId) throws Exception {
        return count("SELECT attempts FROM bot_runs WHERE id = " + runId);
    }

    private static long entriesOf(long runId) throws Exception {
        return count("SELECT count(*) FROM submissions WHERE bot_run_id = " + runId);
    }

    private static long activeRuns() throws Exception {
        return count("SELECT count(*) FROM bot_runs WHERE state IN ('queued', 'running')");
    }

    private static long count(String sql) throws Exception {
        try (Connection c = cluster.connect();
                ResultSet rs = c.createStatement().executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The worker whose instance id the run names as its executor. */
    private static ServerProcess executorOf(Row r, List<ServerProcess> workers) {
        return workers.stream()
                .filter(w -> instanceId(w).equals(r.executor()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no worker is " + r.executor()));
    }

    /** A worker's instance id, from its start-up line. */
    private static String instanceId(ServerProcess worker) {
        Matcher m = Pattern.compile("at a time, as instance ([0-9a-f-]+)").matcher(worker.output());
        assertTrue(m.find(), "the worker never said it takes runs:\n" + worker.output());
        return m.group(1);
    }

    private static void awaitLog(ServerProcess p, String text, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!p.output().contains(text) && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertTrue(p.output().contains(text), "no '" + text + "' in:\n" + p.output());
    }
}
