package org.puzzlearena.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.Slow;
import org.puzzlearena.server.ArenaMain;

/**
 * A hot backup with the project's own command while the server runs and writes, restored
 * into a fresh data directory: every row committed before the backup started is there, in one
 * consistent state, and the restored database takes writes.
 */
@Slow
class BackupRestoreTest {

    @TempDir
    Path live;

    @TempDir
    Path backups;

    @TempDir
    Path fresh;

    @Test
    void aHotBackupTakenUnderWritesRestoresIntoAFreshDataDirectory() throws Exception {
        Path backup = backups.resolve("monday");
        long committedBeforeBackup;
        long committedAtTheEnd;
        try (EmbeddedDatabase db = EmbeddedDatabase.start(live)) {
            try (Connection c = connect(db);
                    Statement st = c.createStatement()) {
                st.execute("CREATE TABLE entries (id BIGINT PRIMARY KEY, v TEXT NOT NULL)");
            }
            AtomicLong committed = new AtomicLong();
            AtomicBoolean writing = new AtomicBoolean(true);
            Thread writer = new Thread(() -> {
                try (Connection c = connect(db);
                        var insert = c.prepareStatement("INSERT INTO entries VALUES (?, ?)")) {
                    for (long id = 1; writing.get(); id++) {
                        insert.setLong(1, id);
                        insert.setString(2, "entry " + id + " " + "x".repeat(200));
                        insert.executeUpdate(); // autocommit: committed when it returns
                        committed.set(id);
                    }
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            });
            writer.start();
            while (committed.get() < 200) {
                Thread.sleep(10);
            }
            committedBeforeBackup = committed.get();
            Process p = command(live, "backup", backup.toString());
            String out = output(p);
            assertEquals(0, p.exitValue(), out);
            assertTrue(committed.get() > committedBeforeBackup, "the server kept writing during the backup");
            writing.set(false);
            writer.join();
            committedAtTheEnd = committed.get();
        }

        Process p = command(fresh, "restore", backup.toString());
        String out = output(p);
        assertEquals(0, p.exitValue(), out);

        try (EmbeddedDatabase db = EmbeddedDatabase.start(fresh);
                Connection c = connect(db);
                Statement st = c.createStatement()) {
            try (ResultSet rs = st.executeQuery("SELECT count(*), min(id), max(id) FROM entries")) {
                rs.next();
                long count = rs.getLong(1);
                assertTrue(
                        count >= committedBeforeBackup,
                        count + " rows restored, " + committedBeforeBackup
                                + " were committed before the backup started");
                assertTrue(count <= committedAtTheEnd);
                assertEquals(1, rs.getLong(2));
                assertEquals(count, rs.getLong(3), "no row missing inside the restored range: one consistent state");
            }
            st.execute("INSERT INTO entries VALUES (-1, 'after the restore')");
        }

        Process again = command(fresh, "restore", backup.toString());
        String refused = output(again);
        assertEquals(1, again.exitValue(), refused);
        assertTrue(refused.contains("already holds a database"), refused);
    }

    @Test
    void aBackupNeedsARunningServer() throws Exception {
        Process p = command(live, "backup", backups.resolve("none").toString());
        String out = output(p);
        assertEquals(1, p.exitValue(), out);
        assertTrue(out.contains("no server is running"), out);
    }

    /** {@code bin/server backup|restore <dir>} on the data directory {@code dataDir}: ArenaMain in a process of its own. */
    private static Process command(Path dataDir, String... args) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        var command =
                new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), ArenaMain.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("ARENA_DATA_DIR", dataDir.toString());
        pb.environment().remove("DB_URL");
        return pb.start();
    }

    private static String output(Process p) throws Exception {
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES));
        return out;
    }

    private static Connection connect(EmbeddedDatabase db) throws SQLException {
        return DriverManager.getConnection(db.jdbcUrl(), db.username(), db.password());
    }
}
