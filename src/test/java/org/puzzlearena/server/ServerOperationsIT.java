package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.Slow;

/**
 * Operations with the packaged server in processes of its own, as bin/server runs it: a
 * second start on the same data directory, the embedded PostgreSQL killed under it, and a SIGTERM
 * with requests in flight.
 */
@Slow
class ServerOperationsIT {

    @TempDir
    Path dataDir;

    @Test
    void aSecondServerOnTheSameDataDirectoryExitsAndTheFirstKeepsServing() throws Exception {
        try (ServerProcess first = ServerProcess.startReady(dataDir)) {
            long postmaster = postmasterPid();
            try (ServerProcess second = ServerProcess.start(dataDir)) {
                assertTrue(second.process.waitFor(2, TimeUnit.MINUTES), "the second server gives up");
                assertNotEquals(0, second.process.exitValue());
                assertTrue(
                        second.output()
                                .contains("another Puzzle Arena server is using " + dataDir + " (pid "
                                        + first.process.pid() + "): stop it or set ARENA_DATA_DIR"),
                        second.output());
            }
            assertEquals(postmaster, postmasterPid(), "the running server's PostgreSQL was not touched");
            assertTrue(ProcessHandle.of(postmaster).map(ProcessHandle::isAlive).orElse(false));
            first.newSession("still-serving"); // a write through the first server
            assertEquals(200, first.get("/q/health/ready").statusCode());
        }
    }

    @Test
    void aKilledDatabaseComesBackAndTheServerServesAgain() throws Exception {
        try (ServerProcess server = ServerProcess.startReady(dataDir)) {
            server.newSession("before-the-kill");
            ProcessHandle postgres = ProcessHandle.of(postmasterPid()).orElseThrow();
            postgres.destroyForcibly();
            postgres.onExit().get(10, TimeUnit.SECONDS);

            long killedAt = System.nanoTime();
            long deadline = killedAt + TimeUnit.SECONDS.toNanos(60);
            int status = 0;
            for (int i = 0; System.nanoTime() < deadline; i++) {
                status = server.postJson(
                                "/api/accounts",
                                "{\"username\":\"after-the-kill-" + i + "\",\"password\":\"correct horse\"}",
                                null)
                        .statusCode();
                if (status == 201) {
                    break;
                }
                Thread.sleep(200);
            }
            assertEquals(201, status, "writes succeed again: " + server.output());
            System.out.printf("writes succeeded again %.1f s after the kill%n", (System.nanoTime() - killedAt) / 1e9);
            assertEquals(200, server.get("/q/health/ready").statusCode());
            assertEquals(
                    200,
                    server.postJson(
                                    "/api/session",
                                    "{\"username\":\"before-the-kill\",\"password\":\"correct horse\"}",
                                    null)
                            .statusCode(),
                    "the data from before the kill is there");
        }
    }

    /**
     * SIGTERM while submissions are in flight: every submission the server stored was answered to
     * its client (201 with its id). Before, the stop closed connections whose transaction had
     * committed, so clients saw an error for a submission that was on the board.
     */
    @Test
    void sigtermAnswersEveryRequestItCommitted() throws Exception {
        String record = Files.readString(Path.of("src/test/resources/fixtures/morpion-records/5T-178-rosin.psol"));
        String body = "{\"game\":\"morpion-5t\",\"instance\":\"cross\",\"solution\":" + ServerProcess.jsonString(record)
                + "}";
        AtomicInteger answered = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        AtomicInteger lost = new AtomicInteger();
        String cookie;
        try (ServerProcess server = ServerProcess.startReady(dataDir)) {
            cookie = server.newSession("drained");
            AtomicBoolean sending = new AtomicBoolean(true);
            List<Thread> clients = new ArrayList<>();
            for (int t = 0; t < 12; t++) {
                Thread client = new Thread(() -> {
                    while (sending.get()) {
                        try {
                            HttpResponse<String> r = server.postJson("/api/submissions", body, cookie);
                            if (r.statusCode() == 201) {
                                answered.incrementAndGet();
                            } else {
                                refused.incrementAndGet(); // 503 while stopping: not stored
                            }
                        } catch (ConnectException e) {
                            sending.set(false); // the server no longer listens
                        } catch (Exception e) {
                            lost.incrementAndGet(); // the connection broke: no answer
                        }
                    }
                });
                client.start();
                clients.add(client);
            }
            while (answered.get() < 30) {
                Thread.sleep(20);
            }
            server.process.destroy(); // SIGTERM
            assertTrue(server.process.waitFor(2, TimeUnit.MINUTES), "the server stops");
            sending.set(false);
            for (Thread c : clients) {
                c.join();
            }
            assertTrue(server.output().contains("stopped in"), server.output());
            Matcher drained = Pattern.compile("Drained: .*").matcher(server.output());
            assertTrue(drained.find(), "the stop drained the requests in flight: " + server.output());
            System.out.println(drained.group());
        }
        try (ServerProcess again = ServerProcess.startReady(dataDir)) {
            String page = again.get("/api/submissions?game=morpion-5t&instance=cross&limit=1")
                    .body();
            Matcher total = Pattern.compile("\"total\":(\\d+)").matcher(page);
            assertTrue(total.find(), page);
            System.out.printf(
                    "stored %s, answered 201: %d, refused: %d, no answer: %d%n",
                    total.group(1), answered.get(), refused.get(), lost.get());
            assertEquals(
                    answered.get(),
                    Integer.parseInt(total.group(1)),
                    "every stored submission was answered, and every answer stored (no answer: " + lost.get() + ")");
        }
    }

    /**
     * A first start without ARENA_ADMIN_* shows the generated admin where a person sees
     * it, after the start-up output (a banner once the server listens), and keeps it in the data
     * directory, readable only by the server's user, so it can be found again; and that password
     * logs in.
     */
    @Test
    void aFirstStartShowsTheFirstAdminOnceReadyAndKeepsItInTheDataDirectory() throws Exception {
        try (ServerProcess server = ServerProcess.startReady(dataDir, false)) {
            Path saved = dataDir.resolve("first-admin.txt");
            String output = "";
            for (int i = 0; i < 100 && !output.contains("Puzzle Arena is ready"); i++) {
                Thread.sleep(100);
                output = server.output();
            }
            Matcher banner = Pattern.compile("Puzzle Arena is ready: http://localhost:\\d+\\n"
                            + "  First admin: username '(admin[^']*)', password '([^']+)'")
                    .matcher(output);
            assertTrue(banner.find(), output);
            assertTrue(Files.isRegularFile(saved), "saved in the data directory");
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(saved)));
            assertTrue(Files.readString(saved).contains("password: " + banner.group(2)));
            String credentials = "{\"username\":\"" + banner.group(1) + "\",\"password\":\"" + banner.group(2) + "\"}";
            assertEquals(200, server.postJson("/api/session", credentials, null).statusCode(), "that password logs in");
        }
    }

    private long postmasterPid() throws Exception {
        return Long.parseLong(Files.readAllLines(dataDir.resolve("postgres/postmaster.pid"))
                .get(0)
                .strip());
    }
}
