package org.puzzlearena.server;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.nio.file.Path;
import java.time.Duration;
import org.jboss.logging.Logger;
import org.puzzlearena.server.db.EmbeddedDatabase;

/**
 * Starts the platform. With {@code DB_URL} set it uses that PostgreSQL (production, docker compose);
 * without, it first starts an embedded PostgreSQL whose data lives under {@code ./data/postgres}
 * ({@code ARENA_DATA_DIR} moves it), so that one command runs the platform on a bare machine.
 */
@QuarkusMain
public final class ArenaMain {

    private static final Logger LOG = Logger.getLogger(ArenaMain.class);

    private ArenaMain() {
    }

    public static void main(String... args) {
        if (configured("DB_URL")) {
            Quarkus.run(args);
            return;
        }
        Path dataDir = Path.of(System.getenv().getOrDefault("ARENA_DATA_DIR", "data"), "postgres").toAbsolutePath();
        LOG.infof("No DB_URL configured: starting the embedded PostgreSQL with its data in %s", dataDir);
        EmbeddedDatabase db = EmbeddedDatabase.start(dataDir);
        // Quarkus ends the process with System.exit after its own shutdown: stop PostgreSQL then.
        // Shutdown hooks run all at once, so on a SIGTERM this one first waits (a bounded time) for
        // the application's shutdown work, e.g. storing interrupted bot runs, which needs the database.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            ShutdownGate.awaitApplicationStopped(Duration.ofSeconds(10));
            db.close();
        }, "embedded-postgres-stop"));
        System.setProperty("DB_URL", db.jdbcUrl());
        System.setProperty("DB_USER", db.username());
        System.setProperty("DB_PASSWORD", db.password());
        Quarkus.run(args);
    }

    private static boolean configured(String name) {
        String env = System.getenv(name);
        return (env != null && !env.isBlank()) || System.getProperty(name) != null;
    }
}
