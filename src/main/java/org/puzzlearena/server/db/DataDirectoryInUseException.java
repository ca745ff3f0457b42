package org.puzzlearena.server.db;

import java.nio.file.Path;

/** A second server was started on a data directory that a live server holds. */
public final class DataDirectoryInUseException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    DataDirectoryInUseException(Path dataDirectory, String ownerPid) {
        super("another Puzzle Arena server is using " + shown(dataDirectory) + " (pid " + ownerPid
                + "): stop it or set ARENA_DATA_DIR");
    }

    /** The directory as the operator named it: {@code ./data} rather than an absolute path when relative. */
    private static String shown(Path dataDirectory) {
        Path cwd = Path.of("").toAbsolutePath();
        Path absolute = dataDirectory.toAbsolutePath().normalize();
        return absolute.startsWith(cwd) && !absolute.equals(cwd)
                ? "./" + cwd.relativize(absolute)
                : absolute.toString();
    }
}
