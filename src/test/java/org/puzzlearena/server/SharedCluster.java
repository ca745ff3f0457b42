package org.puzzlearena.server;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One PostgreSQL database and the machine's RabbitMQ shared by several packaged processes, as an
 * operator runs several instances and workers (docs/SCALING.md): the environment they all get, and
 * plain JDBC into that database for what a test checks there. With TEST_DB_URL (CI) a database of
 * its own on the machine's PostgreSQL, dropped after the test class; without, an embedded one. A
 * test class registers it: {@code @RegisterExtension static final SharedCluster cluster = new SharedCluster();}
 */
public final class SharedCluster implements BeforeAllCallback, AfterAllCallback {

    private EmbeddedPostgres embedded;
    private String database;
    private String jdbcUrl;
    private String user;
    private String password;
    /** DB_URL, DB_USER, DB_PASSWORD and ARENA_BROKER_URL for every process of the cluster. */
    Map<String, String> env;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        String testDb = System.getenv("TEST_DB_URL");
        if (testDb != null && !testDb.isBlank()) {
            database = "arena_cluster_" + System.currentTimeMillis();
            user = System.getenv().getOrDefault("TEST_DB_USER", "postgres");
            password = System.getenv().getOrDefault("TEST_DB_PASSWORD", "postgres");
            try (Connection c = DriverManager.getConnection(testDb, user, password)) {
                c.createStatement().execute("CREATE DATABASE " + database);
            }
            jdbcUrl = testDb.replaceFirst("/[^/?]*(\\?.*)?$", "/" + database);
        } else {
            embedded = EmbeddedPostgres.builder().start();
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
    public void afterAll(ExtensionContext context) throws Exception {
        if (database != null) {
            try (Connection c = DriverManager.getConnection(System.getenv("TEST_DB_URL"), user, password)) {
                c.createStatement().execute("DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
            }
        }
        if (embedded != null) {
            embedded.close();
        }
    }

    /** {@code rabbitmqctl COMMAND} on the machine's broker ({@code stop_app}, {@code start_app}), checked. */
    public static void rabbitmqctl(String command) throws Exception {
        Process p = new ProcessBuilder("rabbitmqctl", command)
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new AssertionError("rabbitmqctl " + command + ": " + out);
        }
    }
}
