package org.puzzlearena.server.db;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

/**
 * A stand-in server process for EmbeddedDatabaseTest: starts the database on the data directory
 * {@code args[0]}, writes, says "ready" and waits to be killed. A start that fails ends the process
 * with a non-zero status and the reason on standard error, as ArenaMain does.
 */
public final class EmbeddedDatabaseChild {

    private EmbeddedDatabaseChild() {}

    public static void main(String[] args) throws Exception {
        EmbeddedDatabase db;
        try {
            db = EmbeddedDatabase.start(Path.of(args[0]));
        } catch (IllegalStateException e) {
            System.err.println(e.getMessage());
            System.exit(1);
            return;
        }
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), db.password());
                Statement st = c.createStatement()) {
            st.execute("CREATE TABLE IF NOT EXISTS kept (v TEXT)");
            st.execute("INSERT INTO kept VALUES ('found before the crash')");
        }
        System.out.println("ready " + db.postmaster().pid());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
