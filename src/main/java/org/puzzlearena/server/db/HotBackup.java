package org.puzzlearena.server.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * A hot backup of the embedded database while the server runs and writes, with nothing but the
 * server's own code: the zonky distribution has no pg_basebackup or pg_dump, so this is
 * PostgreSQL's documented low-level base backup: {@code pg_start_backup} (non-exclusive, on one
 * session), a copy of the cluster's files, {@code pg_stop_backup} for the backup label, then the
 * WAL written meanwhile (held by a temporary replication slot so that no checkpoint recycles it).
 * The copy is a complete cluster: restored ({@link #restore}) and started, PostgreSQL replays that
 * WAL to the backup's end and the data are those committed when the backup finished.
 */
public final class HotBackup {

    private static final Logger LOG = Logger.getLogger(HotBackup.class);
    /** Not part of a backup: run-time state PostgreSQL recreates (its documentation's list), and zonky's lock. */
    private static final Set<String> SKIPPED_FILES = Set.of(
            "postmaster.pid", "postmaster.opts", "epg-lock", "backup_label", "tablespace_map", "backup_label.old");

    private static final Set<String> EMPTIED_DIRECTORIES = Set.of(
            "pg_wal",
            "pg_replslot",
            "pg_stat_tmp",
            "pg_dynshmem",
            "pg_notify",
            "pg_serial",
            "pg_snapshots",
            "pg_subtrans");
    private static final Pattern WAL_SEGMENT = Pattern.compile("[0-9A-F]{24}");
    private static final String PRIVATE_DIRECTORY = "rwx------";

    private HotBackup() {}

    /** Backs up the database of the server running on {@code dataDirectory} into the new directory {@code target}. */
    public static void backup(Path dataDirectory, Path target) {
        Path cluster = dataDirectory.resolve(EmbeddedDatabase.CLUSTER);
        try {
            requireEmpty(target);
            int port = runningPort(cluster);
            String password = Files.readString(DatabaseSecret.file(dataDirectory), StandardCharsets.UTF_8)
                    .strip();
            Path copy = target.resolve(EmbeddedDatabase.CLUSTER);
            try (Connection c = connect(port, password);
                    Statement st = c.createStatement()) {
                st.execute(
                        "SELECT pg_create_physical_replication_slot('arena_backup_' || pg_backend_pid(), true, true)");
                String startSegment = single(
                        st,
                        "SELECT pg_walfile_name(pg_start_backup('puzzle-arena " + Instant.now() + "', true, false))");
                LOG.infof("Backup of %s started (WAL from %s)", cluster, startSegment);
                copyTree(cluster, copy, true);
                String stopSegment;
                try (ResultSet rs = st.executeQuery(
                        "SELECT pg_walfile_name(lsn), labelfile, spcmapfile FROM pg_stop_backup(false, false)")) {
                    rs.next();
                    stopSegment = rs.getString(1);
                    Files.writeString(copy.resolve("backup_label"), rs.getString(2), StandardCharsets.UTF_8);
                    String map = rs.getString(3);
                    if (map != null && !map.isEmpty()) {
                        Files.writeString(copy.resolve("tablespace_map"), map, StandardCharsets.UTF_8);
                    }
                }
                copyWal(cluster.resolve("pg_wal"), copy.resolve("pg_wal"), startSegment, stopSegment);
                // The temporary slot goes with the session; the WAL it held is free again.
            }
            Files.copy(
                    DatabaseSecret.file(dataDirectory),
                    target.resolve(DatabaseSecret.FILE),
                    StandardCopyOption.COPY_ATTRIBUTES);
            LOG.infof("Backup written to %s", target);
        } catch (IOException e) {
            throw new UncheckedIOException("backup failed: " + e.getMessage(), e);
        } catch (SQLException e) {
            throw new IllegalStateException("backup failed: " + e.getMessage(), e);
        }
    }

    /**
     * Puts a backup in place as the database of {@code dataDirectory}, which must not hold one (nor run
     * a server). The next start recovers it (replaying the WAL the backup carries) and serves it.
     */
    public static void restore(Path backup, Path dataDirectory) {
        Path from = backup.resolve(EmbeddedDatabase.CLUSTER);
        if (!Files.isRegularFile(from.resolve("backup_label"))
                || !Files.isRegularFile(backup.resolve(DatabaseSecret.FILE))) {
            throw new IllegalArgumentException(
                    backup + " is not a Puzzle Arena backup (no postgres/backup_label or " + DatabaseSecret.FILE + ")");
        }
        try (DataDirectoryLock lock = DataDirectoryLock.acquire(dataDirectory)) {
            Path cluster = dataDirectory.resolve(EmbeddedDatabase.CLUSTER);
            if (Files.exists(cluster) && !isEmpty(cluster)) {
                throw new IllegalStateException(
                        cluster + " already holds a database: move it away first (restore never" + " overwrites data)");
            }
            copyTree(from, cluster, false);
            Files.copy(
                    backup.resolve(DatabaseSecret.FILE),
                    DatabaseSecret.file(dataDirectory),
                    StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.COPY_ATTRIBUTES);
            Files.setPosixFilePermissions(
                    DatabaseSecret.file(dataDirectory), PosixFilePermissions.fromString("rw-------"));
        } catch (IOException e) {
            throw new UncheckedIOException("restore failed: " + e.getMessage(), e);
        }
    }

    /** The port of the postmaster running on {@code cluster} (its postmaster.pid's fourth line). */
    private static int runningPort(Path cluster) throws IOException {
        if (OrphanedPostgres.postmaster(cluster).isEmpty()) {
            throw new IllegalStateException("no server is running on " + cluster.getParent()
                    + ": start it (bin/server), or copy the stopped data directory as it is");
        }
        return Integer.parseInt(
                Files.readAllLines(cluster.resolve("postmaster.pid")).get(3).strip());
    }

    private static Connection connect(int port, String password) throws SQLException {
        Properties p = new Properties();
        p.setProperty("user", "postgres");
        p.setProperty("password", password);
        return DriverManager.getConnection("jdbc:postgresql://localhost:" + port + "/postgres", p);
    }

    private static String single(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /**
     * Copies a cluster's files as they are now; files PostgreSQL removes meanwhile are skipped (WAL
     * replay covers them). {@code live}: from a running cluster, leaving out its run-time state.
     */
    private static void copyTree(Path from, Path to, boolean live) throws IOException {
        Files.walkFileTree(from, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                Path made = to.resolve(from.relativize(dir).toString());
                Files.createDirectories(
                        made, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(PRIVATE_DIRECTORY)));
                Files.setPosixFilePermissions(made, PosixFilePermissions.fromString(PRIVATE_DIRECTORY));
                boolean emptied = live
                        && !dir.equals(from)
                        && dir.getParent().equals(from)
                        && EMPTIED_DIRECTORIES.contains(dir.getFileName().toString());
                if (emptied && dir.getFileName().toString().equals("pg_wal")) {
                    Files.createDirectories(made.resolve("archive_status"));
                }
                return emptied ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                String name = file.getFileName().toString();
                if (live
                        && ((file.getParent().equals(from) && SKIPPED_FILES.contains(name))
                                || name.startsWith("pgsql_tmp"))) {
                    return FileVisitResult.CONTINUE;
                }
                try {
                    Files.copy(
                            file,
                            to.resolve(from.relativize(file).toString()),
                            StandardCopyOption.COPY_ATTRIBUTES,
                            StandardCopyOption.REPLACE_EXISTING);
                } catch (NoSuchFileException gone) {
                    // dropped while copying: the WAL replay agrees
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                if (e instanceof NoSuchFileException) {
                    return FileVisitResult.CONTINUE;
                }
                throw e;
            }
        });
    }

    /** The WAL segments from the backup's start to its end, and the timelines' history files. */
    private static void copyWal(Path from, Path to, String first, String last) throws IOException {
        try (var files = Files.list(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String name = f.getFileName().toString();
                boolean segment =
                        WAL_SEGMENT.matcher(name).matches() && name.compareTo(first) >= 0 && name.compareTo(last) <= 0;
                if (segment || name.endsWith(".history")) {
                    Files.copy(f, to.resolve(name), StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        if (!Files.exists(to.resolve(last))) {
            throw new IOException("the WAL segment " + last + " ending the backup is missing");
        }
    }

    private static void requireEmpty(Path target) throws IOException {
        if (Files.exists(target) && !isEmpty(target)) {
            throw new IllegalArgumentException(target + " is not empty: back up into a new directory");
        }
        Files.createDirectories(target);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString(PRIVATE_DIRECTORY));
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (var entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }
}
