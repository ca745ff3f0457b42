package org.puzzlearena.server.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Clears the way after a crash. When the server dies without its shutdown hooks (kill -9, power
 * loss of the JVM only), the embedded PostgreSQL it started lives on as an orphan holding the data
 * directory, and the next start would fail. Only called by a server that holds the data directory's
 * {@link DataDirectoryLock}: with the lock free no live server owns the directory, so a PostgreSQL
 * still running on it is an orphan, asked to stop (a fast shutdown: nothing is lost, it has no
 * clients left). Its parent process tells nothing: pg_ctl daemonises it, so its parent is PID 1
 * for a live server's database as much as for an orphan.
 */
final class OrphanedPostgres {

    private static final Logger LOG = Logger.getLogger(OrphanedPostgres.class);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);

    private OrphanedPostgres() {}

    static void stop(Path cluster) {
        Optional<ProcessHandle> postgres = postmaster(cluster);
        if (postgres.isEmpty()) {
            return;
        }
        ProcessHandle p = postgres.get();
        LOG.warnf("Stopping the embedded PostgreSQL (pid %d) left running by a server that crashed", p.pid());
        p.destroy(); // SIGTERM: PostgreSQL's smart shutdown; its clients died with the old server.
        try {
            p.onExit().get(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            LOG.warnf(
                    "PostgreSQL pid %d did not stop in %s; killing it (it recovers from its log on start)",
                    p.pid(), STOP_TIMEOUT);
            p.destroyForcibly();
            p.onExit().join();
        }
    }

    /** The live PostgreSQL process named by the directory's postmaster.pid, if any. */
    static Optional<ProcessHandle> postmaster(Path cluster) {
        Path pidFile = cluster.resolve("postmaster.pid");
        if (!Files.isRegularFile(pidFile)) {
            return Optional.empty();
        }
        try {
            List<String> lines = Files.readAllLines(pidFile);
            long pid = Long.parseLong(lines.get(0).trim());
            return ProcessHandle.of(pid)
                    .filter(ProcessHandle::isAlive)
                    .filter(h -> command(h).contains("postgres"));
        } catch (IOException | RuntimeException e) {
            // Unreadable or stale: PostgreSQL itself judges a stale pid file when it starts.
            return Optional.empty();
        }
    }

    private static String command(ProcessHandle h) {
        return h.info().command().orElse("");
    }
}
