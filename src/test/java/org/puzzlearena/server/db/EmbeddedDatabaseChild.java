package org.puzzlearena.server.db;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A stand-in server process for EmbeddedDatabaseTest: starts the database on the data directory
 * {@code args[0]}, writes, says "ready" and waits to be killed. A start that fails ends the process
 * with a non-zero status and the reason on standard error, as ArenaMain does.
 *
 * <p>Commands on standard input, one a line: {@code exhaust <ms>} opens files until the process has no
 * descriptor left (EMFILE, as under a flood of connections), holds them that long, closes them and
 * says "released N"; {@code stop} closes the database as the server's SIGTERM does and says "stopped".
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
        var commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = commands.readLine(); line != null; line = commands.readLine()) {
            if (line.startsWith("exhaust ")) {
                int held = exhaustDescriptors(Long.parseLong(line.substring("exhaust ".length())));
                System.out.println("released " + held);
            } else if (line.equals("stop")) {
                db.close();
                System.out.println("stopped");
                System.out.flush();
                return;
            }
            System.out.flush();
        }
        Thread.sleep(Long.MAX_VALUE);
    }

    /** Every descriptor taken for {@code millis}: each open anywhere in the process fails with EMFILE. */
    private static int exhaustDescriptors(long millis) throws InterruptedException, IOException {
        List<FileChannel> held = new ArrayList<>();
        try {
            while (true) {
                held.add(FileChannel.open(Path.of("/dev/null"), StandardOpenOption.READ));
            }
        } catch (FileSystemException e) {
            if (!String.valueOf(e.getReason()).contains("Too many open files")) {
                throw e;
            }
        }
        Thread.sleep(millis);
        for (FileChannel c : held) {
            c.close();
        }
        return held.size();
    }
}
