package org.puzzlearena.server.db;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jboss.logging.Logger;

/**
 * Makes a cluster accept only the password: SCRAM over TCP on the loopback, no Unix socket (the
 * server starts with {@code unix_socket_directories} empty). New clusters are created that way
 * ({@code initdb --pwfile}); clusters made by earlier versions with {@code trust} get the password
 * set in single-user mode, with no listener open, before their {@code pg_hba.conf} is rewritten, so
 * there is never a moment when the port trusts anyone.
 */
final class PasswordAuthentication {

    private static final Logger LOG = Logger.getLogger(PasswordAuthentication.class);

    static final String HBA = """
            # Written by Puzzle Arena at every start (EmbeddedDatabase): password (SCRAM) only, over TCP on
            # the loopback. There is no Unix socket (unix_socket_directories is empty).
            # TYPE  DATABASE  USER  ADDRESS       METHOD
            host    all       all   127.0.0.1/32  scram-sha-256
            host    all       all   ::1/128       scram-sha-256
            """;

    private PasswordAuthentication() {}

    /** Creates the cluster in {@code cluster} with the secret as the superuser's password. */
    static void initialise(Path cluster, Path secretFile) throws IOException {
        Files.createDirectories(cluster.getParent());
        PostgresBinaries.run(
                "",
                "initdb",
                "-A",
                "scram-sha-256",
                "-U",
                "postgres",
                "--pwfile=" + secretFile,
                "-D",
                cluster.toString(),
                "-E",
                "UTF-8");
        Files.writeString(cluster.resolve("pg_hba.conf"), HBA, StandardCharsets.UTF_8);
    }

    /**
     * Brings an existing cluster to password authentication with {@code secret}, unless it already is:
     * its pg_hba.conf is ours and the secret was not just generated.
     */
    static void enforce(Path cluster, DatabaseSecret secret) throws IOException {
        Path hba = cluster.resolve("pg_hba.conf");
        boolean ours = Files.exists(hba)
                && Files.readString(hba, StandardCharsets.UTF_8).equals(HBA);
        if (ours && !secret.created()) {
            return;
        }
        LOG.warn("The embedded PostgreSQL accepted connections without a password (or its secret was missing):"
                + " setting a generated password and requiring it from now on");
        // Single-user mode: no postmaster, no listener, so nobody can connect while it runs.
        String output = PostgresBinaries.run(
                "ALTER ROLE postgres WITH PASSWORD '" + secret.password() + "';\n",
                "postgres",
                "--single",
                "-D",
                cluster.toString(),
                "-c",
                "password_encryption=scram-sha-256",
                "postgres");
        if (output.contains("ERROR")) { // single-user mode exits 0 after a failed statement
            throw new IOException("could not set the embedded PostgreSQL's password: " + output.strip());
        }
        Files.writeString(hba, HBA, StandardCharsets.UTF_8);
    }
}
