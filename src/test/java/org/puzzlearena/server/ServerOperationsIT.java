package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 11, operations, with the packaged server in processes of its own as bin/server runs it: a
 * second start on the same data directory and the embedded PostgreSQL killed under it.
 */
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
                assertTrue(second.output().contains("another Puzzle Arena server is using " + dataDir + " (pid "
                        + first.process.pid() + "): stop it or set ARENA_DATA_DIR"), second.output());
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
                status = server.postJson("/api/accounts",
                        "{\"username\":\"after-the-kill-" + i + "\",\"password\":\"correct horse\"}", null).statusCode();
                if (status == 201) {
                    break;
                }
                Thread.sleep(200);
            }
            assertEquals(201, status, "writes succeed again: " + server.output());
            System.out.printf("writes succeeded again %.1f s after the kill%n", (System.nanoTime() - killedAt) / 1e9);
            assertEquals(200, server.get("/q/health/ready").statusCode());
            assertEquals(200, server.postJson("/api/session",
                    "{\"username\":\"before-the-kill\",\"password\":\"correct horse\"}", null).statusCode(),
                    "the data from before the kill is there");
        }
    }

    private long postmasterPid() throws Exception {
        return Long.parseLong(Files.readAllLines(dataDir.resolve("postgres/postmaster.pid")).get(0).strip());
    }
}
