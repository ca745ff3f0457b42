package org.puzzlearena.server;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;
import org.puzzlearena.server.db.EmbeddedDatabase;

/**
 * The tests' PostgreSQL: the one named by {@code TEST_DB_URL} (CI points it at the machine's
 * PostgreSQL service, on a database used only by tests: Flyway cleans it), otherwise an embedded
 * PostgreSQL started for the test run. Never H2: the tests run against the dialect of production.
 */
public class PostgresTestResource implements QuarkusTestResourceLifecycleManager {

    private EmbeddedDatabase embedded;

    @Override
    public Map<String, String> start() {
        String url = System.getenv("TEST_DB_URL");
        if (url != null && !url.isBlank()) {
            return Map.of(
                    "quarkus.datasource.jdbc.url", url,
                    "quarkus.datasource.username", System.getenv().getOrDefault("TEST_DB_USER", "postgres"),
                    "quarkus.datasource.password", System.getenv().getOrDefault("TEST_DB_PASSWORD", "postgres"));
        }
        embedded = EmbeddedDatabase.startTemporary();
        return Map.of(
                "quarkus.datasource.jdbc.url", embedded.jdbcUrl(),
                "quarkus.datasource.username", embedded.username(),
                "quarkus.datasource.password", embedded.password());
    }

    @Override
    public void stop() {
        if (embedded != null) {
            embedded.close();
        }
    }
}
