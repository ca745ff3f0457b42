package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.server.db.EmbeddedDatabase;

/** The zero-setup database: a real PostgreSQL whose data survives a restart of the platform. */
class EmbeddedDatabaseTest {

    @TempDir
    Path dataDir;

    @Test
    void dataSurvivesARestart() throws Exception {
        try (EmbeddedDatabase db = EmbeddedDatabase.start(dataDir);
                Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), db.password());
                Statement st = c.createStatement()) {
            st.execute("CREATE TABLE kept (v TEXT)");
            st.execute("INSERT INTO kept VALUES ('a record of 82 moves')");
            assertEquals("on", show(st, "fsync"), "the platform's database writes to disk durably");
            assertEquals("on", show(st, "synchronous_commit"));
        }
        try (EmbeddedDatabase db = EmbeddedDatabase.start(dataDir);
                Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), db.password());
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT v FROM kept")) {
            rs.next();
            assertEquals("a record of 82 moves", rs.getString(1));
        }
    }

    /** kill -9 of the server leaves its PostgreSQL running; the next start must still work, data intact. */
    @Test
    void aServerKilledHardLeavesNothingThatBlocksTheNextStart() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                EmbeddedDatabaseChild.class.getName(), dataDir.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try (var out = new java.io.BufferedReader(new java.io.InputStreamReader(child.getInputStream()))) {
            assertEquals("ready", out.readLine(), "the child started its database");
        }
        child.destroyForcibly().waitFor();

        try (EmbeddedDatabase db = EmbeddedDatabase.start(dataDir);
                Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), db.password());
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT v FROM kept")) {
            rs.next();
            assertEquals("found before the crash", rs.getString(1));
        }
    }

    private static String show(Statement st, String setting) throws java.sql.SQLException {
        try (ResultSet rs = st.executeQuery("SHOW " + setting)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
