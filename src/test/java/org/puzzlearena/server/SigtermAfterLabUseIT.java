package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.Slow;

/**
 * The operator's case: a packaged server after a minute of lab grading beside bot runs, then
 * SIGTERM. A grade whose page has gone stops computing (the process's CPU time, read from the OS,
 * stays flat once its client hangs up); after the minute the server is down within the request
 * drain's promise (25 s, the drain's own limit, and well within Docker's 10 s in practice) with no
 * ERROR in its log, though a grade and a bot run are still busy when the signal comes.
 */
@Slow
class SigtermAfterLabUseIT {

    private static final Duration DRAIN_PROMISE = Duration.ofSeconds(25);
    private static final Duration USE = Duration.ofSeconds(60);

    /**
     * Connect Four positions of seven stones whose move 4 leads to an eight-stone position, past every
     * book, far from the centre (14 or more columns from the centre column in all, where a
     * seven-stone ply, proven centre first, would come last): one to three seconds of solving each
     * (bench/GradePositions.java on host H10, 2026-11-29, with the six-stone results complete: 1.3 to
     * 2.9 s). The five-stone ones used before became lookups when the six-stone ply was completed.
     */
    private static final List<String> POSITIONS = List.of(
            "6331172", "3765762", "1175316", "1267517", "5712173", "5327276", "7215265", "2767216", "7667171",
            "6661723", "3217176", "7711226");

    @TempDir
    Path dataDir;

    @Test
    void aMinuteOfGradesAndBotRunsThenSigtermStopsCleanlyAndAbandonedGradesStopComputing() throws Exception {
        // One address asks more grades in this minute than the lab's limit lets a person (30 in 10 min).
        Map<String, String> env = Map.of("ARENA_RATE_LIMITS_LAB_SEARCHES_CAPACITY", "1000");
        try (ServerProcess server = ServerProcess.ready(ServerProcess.start(dataDir, false, env))) {
            // A grade whose client hangs up: its CPU stops with it.
            try (Socket abandoned = server.labGrade("7672566")) {
                awaitLabRunning(server, true);
            }
            awaitLabRunning(server, false);
            Duration before = cpu(server);
            Thread.sleep(2000);
            Duration idle = cpu(server).minus(before);
            System.out.printf(
                    "CPU of the server in the 2 s after the grade's client hung up: %d ms%n", idle.toMillis());
            assertTrue(
                    idle.toMillis() < 600,
                    "the abandoned grade still computes: " + idle.toMillis() + " ms of CPU in 2 s");
            assertTrue(
                    server.get("/q/metrics").body().contains("arena_lab_cancelled_total 1.0"), "counted as cancelled");

            String cookie = server.newSession("grader");
            for (int run = 0; run < 2; run++) {
                HttpResponse<String> started = server.postJson(
                        "/api/bot-runs",
                        "{\"game\":\"samegame\",\"instance\":\"standard/" + (run + 1)
                                + "\",\"algorithm\":\"nmcs\",\"level\":2,\"seconds\":120,\"seed\":" + run + "}",
                        cookie);
                assertEquals(201, started.statusCode(), started.body());
            }
            long until = System.nanoTime() + USE.toNanos();
            int graded = 0;
            for (int i = 0; System.nanoTime() < until; i++) {
                // Some grades are abandoned half-way, as when a page moves on; the rest are answered.
                try (Socket grade = server.labGrade(POSITIONS.get(i % POSITIONS.size()))) {
                    if (i % 3 == 2) {
                        Thread.sleep(500);
                        continue;
                    }
                    String answer = new String(grade.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                    assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
                    graded++;
                }
            }
            assertTrue(graded > 0, "no grade answered in a minute");

            // A grade still seconds of search past both books (bench/GradePositions.java: 4.3 s on H10;
            // 4411's, 21355's and 27176's, used here before, became lookups as the results grew).
            try (Socket last = server.labGrade("1661725")) {
                awaitLabRunning(server, true);
                long signalled = System.nanoTime();
                server.process.destroy(); // SIGTERM
                boolean stopped = server.process.waitFor(60, TimeUnit.SECONDS);
                Duration took = Duration.ofNanos(System.nanoTime() - signalled);
                System.out.printf(
                        "stopped %d ms after SIGTERM, after %d grades answered in %d s beside two bot runs%n",
                        took.toMillis(), graded, USE.toSeconds());
                String log = server.output();
                assertTrue(stopped, "the server stopped: " + log);
                assertTrue(took.compareTo(DRAIN_PROMISE) < 0, "stopped in " + took.toMillis() + " ms: " + log);
                List<String> errors = log.lines()
                        .filter(l -> l.contains(" ERROR") || l.contains("level=ERROR"))
                        .toList();
                assertEquals(List.of(), errors, "no ERROR while stopping: " + log);
                String answer = new String(last.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertTrue(
                        answer.startsWith("HTTP/1.1 503"), "the grade in flight was told the server stops: " + answer);
            }
        }
    }

    private static Duration cpu(ServerProcess server) {
        return server.process.info().totalCpuDuration().orElseThrow();
    }

    private static void awaitLabRunning(ServerProcess server, boolean running) throws Exception {
        long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        String expected = "arena_lab_running " + (running ? "1.0" : "0.0");
        while (!server.get("/q/metrics").body().contains(expected)) {
            assertTrue(System.nanoTime() < until, "never " + expected);
            Thread.sleep(20);
        }
    }
}
