package org.puzzlearena.server.db;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The embedded PostgreSQL's superuser password: generated once, kept in the data directory in a file
 * only the server's OS user may read (0600). Anyone who can read it can already read the database
 * files beside it; anyone else gets nothing from the port.
 */
record DatabaseSecret(String password, boolean created) {

    static final String FILE = "postgres.password";

    /** The data directory's secret, created (0600, never readable by others even briefly) when missing. */
    static DatabaseSecret loadOrCreate(Path dataDirectory) throws IOException {
        Path file = dataDirectory.resolve(FILE);
        if (Files.exists(file)) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
            String password = Files.readString(file, StandardCharsets.UTF_8).strip();
            if (!password.isEmpty()) {
                return new DatabaseSecret(password, false);
            }
            Files.delete(file);
        }
        byte[] random = new byte[32];
        new SecureRandom().nextBytes(random);
        // URL-safe base64: no quote, backslash or space, so it is safe inside SQL and config text.
        String password = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(file, password + "\n", StandardCharsets.UTF_8);
        return new DatabaseSecret(password, true);
    }

    static Path file(Path dataDirectory) {
        return dataDirectory.resolve(FILE);
    }
}
