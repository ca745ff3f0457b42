package org.puzzlearena.server.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * Clears the way after a crash. When the server dies without its shutdown hooks (kill -9, power
 * loss of the JVM only), the embedded PostgreSQL it started lives on as an orphan holding the data
 * directory, and the next start would fail. An orphan is recognised by its {@code postmaster.pid}
 * and by having lost its Java parent; it is asked to stop (a fast shutdown: nothing is lost, it has
 * no clients left). A PostgreSQL whose parent is a live Java process belongs to a running server:
 * that is reported, never touched.
 */
final class OrphanedPostgres {

    private static final Logger LOG = Logger.getLogger(OrphanedPostgres.class);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);

    private OrphanedPostgres() {
    }

    static void stopIfOrphaned(Path dataDirectory) {
        Optional<ProcessHandle> postgres = postmaster(dataDirectory);
        if (postgres.isEmpty()) {
            return;
        }
        ProcessHandle p = postgres.get();
        Optional<ProcessHandle> parent = p.parent().filter(ProcessHandle::isAlive);
        if (parent.isPresent() && command(parent.get()).contains("java")) {
            throw new IllegalStateException("the data directory " + dataDirectory + " is in use by another running"
                    + " server (PostgreSQL pid " + p.pid() + ", started by pid " + parent.get().pid() + ")");
        }
        LOG.warnf("Stopping the embedded PostgreSQL (pid %d) left running by a server that crashed", p.pid());
        p.destroy(); // SIGTERM: PostgreSQL's smart shutdown; its clients died with the old server.
        try {
            p.onExit().get(STOP_TIMEOUT.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            LOG.warnf("PostgreSQL pid %d did not stop in %s; killing it (it recovers from its log on start)",
                    p.pid(), STOP_TIMEOUT);
            p.destroyForcibly();
            p.onExit().join();
        }
    }

    /** The live PostgreSQL process named by the directory's postmaster.pid, if any. */
    private static Optional<ProcessHandle> postmaster(Path dataDirectory) {
        Path pidFile = dataDirectory.resolve("postmaster.pid");
        if (!Files.isRegularFile(pidFile)) {
            return Optional.empty();
        }
        try {
            List<String> lines = Files.readAllLines(pidFile);
            long pid = Long.parseLong(lines.get(0).trim());
            return ProcessHandle.of(pid).filter(ProcessHandle::isAlive).filter(h -> command(h).contains("postgres"));
        } catch (IOException | RuntimeException e) {
            // Unreadable or stale: PostgreSQL itself judges a stale pid file when it starts.
            return Optional.empty();
        }
    }

    private static String command(ProcessHandle h) {
        return h.info().command().orElse("");
    }
}
