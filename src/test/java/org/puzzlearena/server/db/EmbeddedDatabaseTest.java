package org.puzzlearena.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.Slow;

/**
 * The zero-setup database: a real PostgreSQL whose data survives a restart of the platform, held by
 * one server at a time, reachable only with its password, and started again when it dies.
 */
@Slow
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
        Process child = startChild();
        readyLine(child);
        child.destroyForcibly().waitFor();

        try (EmbeddedDatabase db = EmbeddedDatabase.start(dataDir);
                Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), db.password());
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT v FROM kept")) {
            rs.next();
            assertEquals("found before the crash", rs.getString(1));
        }
    }

    /**
     * A second server on the same data directory used to stop the running server's
     * PostgreSQL (taking it for an orphan, since pg_ctl leaves it with PID 1 as its parent) and then
     * fail on its own: a total outage. Now it is refused and nothing is touched.
     */
    @Test
    void aSecondServerOnTheSameDataDirectoryIsRefusedAndStopsNothing() throws Exception {
        Process first = startChild();
        try {
            long postmaster = Long.parseLong(readyLine(first).substring("ready ".length()));

            Process second = startChild();
            assertTrue(second.waitFor(120, TimeUnit.SECONDS), "the second server gives up");
            String err = new String(second.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertNotEquals(0, second.exitValue(), "the second start fails: " + err);
            assertTrue(
                    err.contains("another Puzzle Arena server is using " + dataDir + " (pid " + first.pid()
                            + "): stop it or set ARENA_DATA_DIR"),
                    err);

            assertTrue(
                    ProcessHandle.of(postmaster).map(ProcessHandle::isAlive).orElse(false),
                    "the running server's PostgreSQL still runs");
            try (Connection c = connect(port(), secret());
                    Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT count(*) FROM kept")) {
                rs.next();
                assertEquals(1, rs.getInt(1), "and still answers");
            }
        } finally {
            first.destroyForcibly().waitFor();
        }
    }

    @Test
    void aSecondStartInTheSameProcessIsRefusedToo() {
        try (EmbeddedDatabase db = EmbeddedDatabase.start(dataDir)) {
            DataDirectoryInUseException e =
                    assertThrows(DataDirectoryInUseException.class, () -> EmbeddedDatabase.start(dataDir));
            assertTrue(e.getMessage().contains("(pid " + ProcessHandle.current().pid() + ")"), e.getMessage());
        }
    }

    /** The database trusted every local user as superuser; now only the secret opens it. */
    @Test
    void onlyThePasswordKeptInTheDataDirectoryOpensTheDatabase() throws Exception {
        try (EmbeddedDatabase db = EmbeddedDatabase.start(dataDir)) {
            Path secret = dataDir.resolve("postgres.password");
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(secret)));
            assertEquals(db.password(), Files.readString(secret).strip());

            SQLException none =
                    assertThrows(SQLException.class, () -> connect(port(), null).close());
            assertTrue(none.getMessage().contains("password"), none.getMessage());
            SQLException wrong = assertThrows(
                    SQLException.class, () -> connect(port(), "postgres").close());
            assertEquals("28P01", wrong.getSQLState(), "password authentication failed");

            try (Connection c = connect(port(), db.password());
                    Statement st = c.createStatement()) {
                assertEquals("", show(st, "unix_socket_directories"), "no Unix socket at all");
                try (ResultSet rs = st.executeQuery("SELECT DISTINCT type, auth_method FROM pg_hba_file_rules")) {
                    rs.next();
                    assertEquals("host", rs.getString(1));
                    assertEquals("scram-sha-256", rs.getString(2));
                    assertTrue(!rs.next(), "every rule asks for the SCRAM password");
                }
            }
        }
    }

    /** A data directory made by an earlier version (initdb -A trust) is upgraded at start, data intact. */
    @Test
    void aTrustingClusterFromAnEarlierVersionGetsThePasswordAtStart() throws Exception {
        Path cluster = dataDir.resolve("postgres");
        try (EmbeddedPostgres old = EmbeddedPostgres.builder()
                        .setDataDirectory(cluster)
                        .setCleanDataDirectory(false)
                        .setRegisterShutdownHook(false)
                        .start();
                Connection c = old.getPostgresDatabase().getConnection();
                Statement st = c.createStatement()) {
            st.execute("CREATE TABLE kept (v TEXT)");
            st.execute("INSERT INTO kept VALUES ('made with trust')");
        }
        try (EmbeddedDatabase db = EmbeddedDatabase.start(dataDir)) {
            assertThrows(SQLException.class, () -> connect(port(), null).close());
            try (Connection c = connect(port(), db.password());
                    Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT v FROM kept")) {
                rs.next();
                assertEquals("made with trust", rs.getString(1));
            }
        }
    }

    /** A dead PostgreSQL left the server failing forever; the watchdog starts it again. */
    @Test
    void aKilledPostgresIsStartedAgainOnTheSameDataAndPort() throws Exception {
        try (EmbeddedDatabase db = EmbeddedDatabase.start(dataDir)) {
            try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), db.password());
                    Statement st = c.createStatement()) {
                st.execute("CREATE TABLE kept (v TEXT)");
                st.execute("INSERT INTO kept VALUES ('before the kill')");
            }
            ProcessHandle killed = db.postmaster();
            killed.destroyForcibly();
            killed.onExit().get(10, TimeUnit.SECONDS);

            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            SQLException last = null;
            while (System.nanoTime() < deadline) {
                try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), db.password());
                        Statement st = c.createStatement();
                        ResultSet rs = st.executeQuery("SELECT v FROM kept")) {
                    rs.next();
                    assertEquals("before the kill", rs.getString(1));
                    // The new postmaster can answer a moment before the watchdog records it.
                    if (db.postmaster().pid() != killed.pid()) {
                        return;
                    }
                    Thread.sleep(200);
                } catch (SQLException e) {
                    last = e;
                    Thread.sleep(200);
                }
            }
            throw new AssertionError("the database did not come back under a new postmaster", last);
        }
    }

    private Process startChild() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        return new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        EmbeddedDatabaseChild.class.getName(),
                        dataDir.toString())
                .start();
    }

    private static String readyLine(Process child) throws Exception {
        var out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        if (line == null || !line.startsWith("ready ")) {
            throw new AssertionError("the child did not start its database: "
                    + new String(child.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        }
        return line;
    }

    /** The port of the cluster's running postmaster (postmaster.pid's fourth line). */
    private int port() throws Exception {
        return Integer.parseInt(Files.readAllLines(dataDir.resolve("postgres/postmaster.pid"))
                .get(3)
                .strip());
    }

    private String secret() throws Exception {
        return Files.readString(dataDir.resolve("postgres.password")).strip();
    }

    private static Connection connect(int port, String password) throws SQLException {
        Properties p = new Properties();
        p.setProperty("user", "postgres");
        if (password != null) {
            p.setProperty("password", password);
        }
        return DriverManager.getConnection("jdbc:postgresql://localhost:" + port + "/postgres", p);
    }

    private static String show(Statement st, String setting) throws SQLException {
        try (ResultSet rs = st.executeQuery("SHOW " + setting)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
