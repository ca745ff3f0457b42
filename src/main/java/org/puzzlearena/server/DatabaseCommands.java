package org.puzzlearena.server;

import java.nio.file.Path;
import org.puzzlearena.server.db.HotBackup;

/**
 * {@code bin/server backup <dir>}: a hot backup of the running server's embedded database into a new
 * directory; {@code bin/server restore <dir>}: that backup as the database of an empty data directory
 * ({@code ARENA_DATA_DIR}), served by the next {@code bin/server}. docs/OPERATIONS.md has the details.
 */
final class DatabaseCommands {

    private DatabaseCommands() {}

    /** Runs the command; the process's exit status (0 done, 1 failed, 2 wrong command line). */
    static int run(String[] args, Path dataDirectory) {
        if (args.length != 2) {
            System.err.println("usage: bin/server backup <new directory> | bin/server restore <backup directory>"
                    + " (on the data directory ARENA_DATA_DIR, default ./data)");
            return 2;
        }
        Path dir = Path.of(args[1]);
        try {
            if (args[0].equals("backup")) {
                HotBackup.backup(dataDirectory, dir);
                System.out.println("backed up " + dataDirectory + " into " + dir);
            } else {
                HotBackup.restore(dir, dataDirectory);
                System.out.println("restored " + dir + " into " + dataDirectory + ": start the server (bin/server)");
            }
            return 0;
        } catch (RuntimeException e) {
            System.err.println(args[0] + " failed: " + e.getMessage());
            return 1;
        }
    }
}
