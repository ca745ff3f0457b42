package org.puzzlearena.server.admin;

import io.quarkus.vertx.http.HttpServerStart;
import jakarta.enterprise.event.ObservesAsync;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import org.jboss.logging.Logger;

/**
 * Where a person sees the first admin's password: in a banner printed once the server listens (the
 * last thing on the screen, not inside the database's start-up output), and, with the embedded
 * database, in {@code <data dir>/first-admin.txt}, readable only by the server's user, so it can be
 * found again (README, "The first admin").
 */
@Singleton
public class FirstAdminNotice {

    static final String FILE_NAME = "first-admin.txt";
    private static final Logger LOG = Logger.getLogger(FirstAdminNotice.class);

    private volatile String username;
    private volatile String password;
    private volatile Path file;

    /** A random first admin was just created with this password (stored only as a hash). */
    void generated(String username, String password) {
        this.username = username;
        this.password = password;
        String dataDir = System.getProperty("arena.data-directory");
        if (dataDir != null) {
            file = write(Path.of(dataDir).resolve(FILE_NAME), username, password);
        }
    }

    static Path write(Path target, String username, String password) {
        try {
            Path tmp = target.resolveSibling(FILE_NAME + ".tmp");
            Files.deleteIfExists(tmp);
            Files.createFile(tmp, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(
                    tmp,
                    "The first admin of this Puzzle Arena (created at its first start):\n"
                            + "username: " + username + "\npassword: " + password + "\n"
                            + "Log in, keep the password somewhere safe, and delete this file.\n",
                    StandardCharsets.UTF_8);
            return Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | UnsupportedOperationException e) {
            LOG.warnf("could not save the first admin's password in %s: %s", target, e.toString());
            return null;
        }
    }

    void ready(@ObservesAsync HttpServerStart started) {
        print(System.out, started.options().getPort());
    }

    void print(PrintStream out, int port) {
        StringBuilder b = new StringBuilder("\n").append("=".repeat(72)).append('\n');
        b.append("  Puzzle Arena is ready: http://localhost:").append(port).append('\n');
        if (password != null) {
            b.append("  First admin: username '")
                    .append(username)
                    .append("', password '")
                    .append(password)
                    .append("'\n");
            b.append(
                    file != null
                            ? "  (also saved in " + file.toAbsolutePath() + ", readable only by you)\n"
                            : "  (shown only this once: keep it)\n");
        }
        out.print(b.append("=".repeat(72)).append('\n'));
        out.flush();
    }
}
