package org.puzzlearena.server;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.HashMap;
import java.util.Map;

/**
 * One PostgreSQL database and the machine's RabbitMQ shared by several packaged processes, as an
 * operator runs several instances and workers (docs/SCALING.md): the environment they all get, and
 * plain JDBC into that database for what a test checks there. With TEST_DB_URL (CI) a database of
 * its own on the machine's PostgreSQL, dropped on close; without, an embedded one.
 */
final class SharedCluster implements AutoCloseable {

    private final EmbeddedPostgres embedded;
    private final String database;
    private final String jdbcUrl;
    private final String user;
    private final String password;
    /** DB_URL, DB_USER, DB_PASSWORD and ARENA_BROKER_URL for every process of the cluster. */
    final Map<String, String> env;

    SharedCluster() throws Exception {
        String testDb = System.getenv("TEST_DB_URL");
        if (testDb != null && !testDb.isBlank()) {
            embedded = null;
            database = "arena_cluster_" + System.currentTimeMillis();
            user = System.getenv().getOrDefault("TEST_DB_USER", "postgres");
            password = System.getenv().getOrDefault("TEST_DB_PASSWORD", "postgres");
            try (Connection c = DriverManager.getConnection(testDb, user, password)) {
                c.createStatement().execute("CREATE DATABASE " + database);
            }
            jdbcUrl = testDb.replaceFirst("/[^/?]*(\\?.*)?$", "/" + database);
        } else {
            embedded = EmbeddedPostgres.builder().start();
            database = null;
            user = "postgres";
            password = "postgres";
            jdbcUrl = embedded.getJdbcUrl("postgres", "postgres");
        }
        String broker = System.getenv("ARENA_TEST_BROKER_URL");
        Map<String, String> e = new HashMap<>();
        e.put("DB_URL", jdbcUrl);
        e.put("DB_USER", user);
        e.put("DB_PASSWORD", password);
        e.put("ARENA_BROKER_URL", broker == null || broker.isBlank() ? "amqp://guest:guest@127.0.0.1:5672" : broker);
        env = Map.copyOf(e);
    }

    /** The cluster's environment with {@code more} added (a process's own settings). */
    Map<String, String> env(Map<String, String> more) {
        Map<String, String> e = new HashMap<>(env);
        e.putAll(more);
        return e;
    }

    /** A connection to the shared database (the caller closes it). */
    Connection connect() throws Exception {
        return DriverManager.getConnection(jdbcUrl, user, password);
    }

    @Override
    public void close() throws Exception {
        if (database != null) {
            try (Connection c = DriverManager.getConnection(System.getenv("TEST_DB_URL"), user, password)) {
                c.createStatement().execute("DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
            }
        }
        if (embedded != null) {
            embedded.close();
        }
    }
}
