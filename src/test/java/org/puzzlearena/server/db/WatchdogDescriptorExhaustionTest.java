package org.puzzlearena.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.Slow;

/**
 * A server out of file descriptors cannot open /proc to look at its PostgreSQL, nor a connection to
 * it; neither means the database died. The server runs in a process of its own (with a small
 * descriptor limit, so that taking every descriptor is quick) and really runs out: its watchdog must
 * leave the live postmaster, its data directory and its lock file alone, and the server's stop must
 * still stop that postmaster.
 */
@Slow
class WatchdogDescriptorExhaustionTest {

    /** Several of the watchdog's checks (one every 500 ms) happen while nothing can be opened. */
    private static final long EXHAUSTED_MILLIS = 3_000;

    @TempDir
    Path dataDir;

    @Test
    void runningOutOfDescriptorsLeavesTheLiveDatabaseAlone() throws Exception {
        Process child = startChild();
        long postmaster = -1;
        try {
            var out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            var in = new PrintWriter(child.getOutputStream(), true, StandardCharsets.UTF_8);
            CompletableFuture<String> errors = CompletableFuture.supplyAsync(() -> {
                try {
                    return new String(child.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
                } catch (IOException e) {
                    return e.toString();
                }
            });
            String ready = out.readLine();
            assertTrue(ready != null && ready.startsWith("ready "), "the child started its database: " + ready);
            postmaster = Long.parseLong(ready.substring("ready ".length()));
            Path lockFile = dataDir.resolve("postgres/epg-lock");
            assertTrue(Files.exists(lockFile), "zonky's lock of the running cluster");

            in.println("exhaust " + EXHAUSTED_MILLIS);
            String released = out.readLine();
            assertTrue(released != null && released.startsWith("released "), String.valueOf(released));
            assertTrue(Long.parseLong(released.substring("released ".length())) > 0, "descriptors were held");
            // What the watchdog would have started when the descriptors came back has had time to happen.
            Thread.sleep(3_000);

            assertTrue(
                    ProcessHandle.of(postmaster).map(ProcessHandle::isAlive).orElse(false),
                    "the live postmaster was not stopped");
            assertEquals(
                    Long.toString(postmaster),
                    Files.readAllLines(dataDir.resolve("postgres/postmaster.pid"))
                            .getFirst()
                            .strip(),
                    "no other postmaster took its place");
            assertTrue(Files.exists(lockFile), "the running cluster's lock file was not deleted");

            in.println("stop");
            assertEquals("stopped", out.readLine());
            assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the child ended");
            String log = errors.get(10, TimeUnit.SECONDS);
            var left = ProcessHandle.of(postmaster);
            if (left.isPresent()) {
                left.get()
                        .onExit()
                        .completeOnTimeout(left.get(), 30, TimeUnit.SECONDS)
                        .join();
            }
            assertFalse(
                    left.map(ProcessHandle::isAlive).orElse(false), "the server's stop stopped its PostgreSQL: " + log);
        } finally {
            child.destroyForcibly().waitFor();
            // A postmaster the child failed to stop would outlive the test: stop it here.
            ProcessHandle.of(postmaster).ifPresent(p -> {
                p.destroy();
                p.onExit().completeOnTimeout(p, 30, TimeUnit.SECONDS).join();
            });
        }
    }

    /** EmbeddedDatabaseChild with at most 1024 descriptors (bash's ulimit; the JVM keeps the limit it got). */
    private Process startChild() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        return new ProcessBuilder(
                        "bash",
                        "-c",
                        "ulimit -n 1024 && exec \"$@\"",
                        "bash",
                        java,
                        "-XX:-MaxFDLimit",
                        // Its log (shown when an assertion fails) to standard error through java.util.logging.
                        "-Dorg.jboss.logging.provider=jdk",
                        "-Djava.util.logging.manager=java.util.logging.LogManager",
                        "-cp",
                        System.getProperty("java.class.path"),
                        EmbeddedDatabaseChild.class.getName(),
                        dataDir.toString())
                .start();
    }
}
