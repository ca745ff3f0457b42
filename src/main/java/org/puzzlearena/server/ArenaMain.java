package org.puzzlearena.server;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.jboss.logging.Logger;
import org.puzzlearena.server.db.DataDirectoryInUseException;
import org.puzzlearena.server.db.EmbeddedDatabase;

/**
 * Starts the platform. With {@code DB_URL} set it uses that PostgreSQL (production, docker compose);
 * without, it first starts an embedded PostgreSQL whose data lives under {@code ./data/postgres}
 * ({@code ARENA_DATA_DIR} moves it), so that one command runs the platform on a bare machine.
 * {@code backup <dir>} and {@code restore <dir>} back the embedded database up and restore it
 * ({@link DatabaseCommands}) instead of starting the server.
 */
@QuarkusMain
public final class ArenaMain {

    private static final Logger LOG = Logger.getLogger(ArenaMain.class);
    /**
     * How long the embedded database waits, on a SIGTERM, for the application to finish: the HTTP
     * server's drain of in-flight requests (arena.http.drain-timeout, 25 s) and then the shutdown work
     * that still writes, such as the bot run pool storing its runs as interrupted.
     */
    private static final Duration APPLICATION_STOP_LIMIT = Duration.ofSeconds(45);

    private ArenaMain() {}

    public static void main(String... args) {
        if (args.length > 0 && (args[0].equals("backup") || args[0].equals("restore"))) {
            System.exit(DatabaseCommands.run(args, dataDirectory()));
            return;
        }
        if (args.length > 0 && args[0].equals("worker")) {
            runWorker(Arrays.copyOfRange(args, 1, args.length));
            return;
        }
        if (configured("DB_URL")) {
            Quarkus.run(args);
            return;
        }
        Path dataDir = dataDirectory();
        LOG.infof(
                "No DB_URL configured: starting the embedded PostgreSQL with its data in %s", dataDir.toAbsolutePath());
        EmbeddedDatabase db;
        try {
            db = EmbeddedDatabase.start(dataDir);
        } catch (DataDirectoryInUseException e) {
            System.err.println(e.getMessage());
            System.exit(1);
            return;
        }
        // Quarkus ends the process with System.exit after its own shutdown: stop PostgreSQL then.
        // Shutdown hooks run all at once, so on a SIGTERM this one first waits (a bounded time) for
        // the application's shutdown, which drains the requests in flight and still writes.
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            ShutdownGate.awaitApplicationStopped(APPLICATION_STOP_LIMIT);
                            db.close();
                        },
                        "embedded-postgres-stop"));
        System.setProperty("arena.data-directory", dataDir.toAbsolutePath().toString());
        System.setProperty("DB_URL", db.jdbcUrl());
        System.setProperty("DB_USER", db.username());
        System.setProperty("DB_PASSWORD", db.password());
        Quarkus.run(args);
    }

    /**
     * {@code bin/worker}: the same application as a bot worker of several instances (docs/SCALING.md).
     * It takes bot runs and search tasks from the broker's queues and serves no users: its HTTP
     * port (health and metrics) listens on the loopback only, on {@code WORKER_PORT} or a free port.
     */
    private static void runWorker(String[] args) {
        if (!configured("DB_URL") || !configured("ARENA_BROKER_URL")) {
            System.err.println("bin/worker: a worker needs the shared PostgreSQL (DB_URL, DB_USER, DB_PASSWORD) and"
                    + " the broker (ARENA_BROKER_URL) of the server instances it works for; see docs/SCALING.md");
            System.exit(2);
            return;
        }
        System.setProperty("quarkus.http.host", "127.0.0.1");
        System.setProperty("quarkus.http.port", System.getenv().getOrDefault("WORKER_PORT", "0"));
        if (!configured("ARENA_LADDER_SCHEDULE_HERE")) {
            // A worker plays the arena pairs the server instances publish; it schedules none itself.
            System.setProperty("arena.ladder.schedule-here", "false");
        }
        Quarkus.run(args);
    }

    /** {@code ARENA_DATA_DIR}, or {@code ./data}: the embedded database, its lock and its password. */
    static Path dataDirectory() {
        return Path.of(System.getenv().getOrDefault("ARENA_DATA_DIR", "data"));
    }

    private static boolean configured(String name) {
        String env = System.getenv(name);
        return (env != null && !env.isBlank()) || System.getProperty(name) != null;
    }
}
