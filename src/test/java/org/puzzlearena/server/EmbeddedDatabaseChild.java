package org.puzzlearena.server;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.puzzlearena.server.db.EmbeddedDatabase;

/** A stand-in server process for EmbeddedDatabaseTest: starts the database, writes, then waits to be killed. */
public final class EmbeddedDatabaseChild {

    private EmbeddedDatabaseChild() {
    }

    public static void main(String[] args) throws Exception {
        EmbeddedDatabase db = EmbeddedDatabase.start(Path.of(args[0]));
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), db.password());
                Statement st = c.createStatement()) {
            st.execute("CREATE TABLE kept (v TEXT)");
            st.execute("INSERT INTO kept VALUES ('found before the crash')");
        }
        System.out.println("ready");
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
