package org.puzzlearena.hosting;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.BitSet;

/**
 * The user ids root-started sandboxes run as, one per sandbox running at a time: RLIMIT_NPROC counts
 * every task of a user machine-wide, so sandboxes sharing one user would share one process cap, and
 * one bot's fork bomb would make another's forks fail. A sandbox takes a free uid from the range for
 * its whole run and gives it back after its last process is killed.
 *
 * <p>A uid is free when no sandbox of this JVM holds it, no other process on the machine holds its
 * lock file (an fcntl lock, so a worker that dies frees its uids with it), and no process of that
 * uid is running (a leftover, or a user of the machine that happens to have it: skipped). The range
 * comes from the system property {@code arena.sandbox.uids} or the environment's
 * {@code PUZZLE_ARENA_SANDBOX_UIDS}, as {@code FIRST-LAST}; by default 61000-61063, below systemd's
 * dynamic users (61184-65519) and above Debian's ordinary accounts.
 */
public final class UidPool {

    public static final String PROPERTY = "arena.sandbox.uids";
    public static final String ENVIRONMENT = "PUZZLE_ARENA_SANDBOX_UIDS";
    public static final String DEFAULT_RANGE = "61000-61063";

    /** Where the lock files are: root's, so no other user can hold a uid's lock. */
    private static final Path LOCKS = Path.of(System.getProperty("arena.sandbox.uid-locks", "/run/puzzle-arena-uids"));

    private static final long RETRY_MILLIS = 20;

    private static volatile UidPool shared;

    private final int first;
    private final int count;
    private final Path locks;
    private final BitSet taken = new BitSet();

    UidPool(int first, int last, Path locks) {
        if (first <= 0 || last < first || last >= 65534) {
            throw new IllegalArgumentException(
                    "a sandbox uid range is FIRST-LAST with 0 < FIRST <= LAST < 65534, got " + first + "-" + last);
        }
        this.first = first;
        this.count = last - first + 1;
        this.locks = locks;
    }

    /** The machine's pool, from {@link #PROPERTY}, else {@link #ENVIRONMENT}, else {@link #DEFAULT_RANGE}. */
    public static UidPool shared() {
        UidPool p = shared;
        if (p == null) {
            synchronized (UidPool.class) {
                if (shared == null) {
                    shared = parse(configuredRange(), LOCKS);
                }
                p = shared;
            }
        }
        return p;
    }

    private static String configuredRange() {
        String property = System.getProperty(PROPERTY);
        if (property != null && !property.isBlank()) {
            return property;
        }
        String env = System.getenv(ENVIRONMENT);
        return env != null && !env.isBlank() ? env : DEFAULT_RANGE;
    }

    static UidPool parse(String range, Path locks) {
        String[] parts = range.trim().split("-");
        try {
            if (parts.length != 2) {
                throw new NumberFormatException();
            }
            return new UidPool(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()), locks);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    "a sandbox uid range is FIRST-LAST (e.g. 61000-61063), got '" + range + "'");
        }
    }

    public int first() {
        return first;
    }

    public int last() {
        return first + count - 1;
    }

    /** A uid held by one sandbox until closed. */
    public final class Lease implements AutoCloseable {
        private final int uid;
        private final FileChannel channel;
        private final FileLock lock;

        private Lease(int uid, FileChannel channel, FileLock lock) {
            this.uid = uid;
            this.channel = channel;
            this.lock = lock;
        }

        public int uid() {
            return uid;
        }

        @Override
        public void close() {
            try {
                lock.release();
                channel.close();
            } catch (IOException e) {
                // Closing the channel releases the lock in any case.
            }
            release(uid);
        }
    }

    /** Thrown when every uid stayed taken for the whole wait. */
    public static final class Exhausted extends RuntimeException {
        Exhausted(String message) {
            super(message);
        }
    }

    /** The first free uid, waiting up to {@code wait} for one. */
    public Lease acquire(Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            Lease lease = tryAcquire();
            if (lease != null) {
                return lease;
            }
            if (System.nanoTime() > deadline) {
                throw new Exhausted("all " + count + " sandbox uids (" + first + "-" + last()
                        + ") are in use: more sandboxes run at once than the range has uids (" + PROPERTY + ")");
            }
            try {
                Thread.sleep(RETRY_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for a sandbox uid", e);
            }
        }
    }

    private Lease tryAcquire() {
        for (int i = 0; i < count; i++) {
            if (!reserve(i)) {
                continue;
            }
            int uid = first + i;
            Lease lease = lockFile(uid);
            if (lease != null && ProcessTree.tasksOfUser(uid) == 0) {
                return lease;
            }
            if (lease != null) {
                lease.close();
            } else {
                release(uid);
            }
        }
        return null;
    }

    private synchronized boolean reserve(int index) {
        if (taken.get(index)) {
            return false;
        }
        taken.set(index);
        return true;
    }

    private synchronized void release(int uid) {
        taken.clear(uid - first);
    }

    private Lease lockFile(int uid) {
        try {
            if (!Files.isDirectory(locks)) {
                Files.createDirectories(locks);
                Files.setPosixFilePermissions(locks, PosixFilePermissions.fromString("rwx------"));
            }
            FileChannel channel =
                    FileChannel.open(locks.resolve(uid + ".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                channel.close();
                return null;
            }
            return new Lease(uid, channel, lock);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock a sandbox uid in " + locks, e);
        }
    }
}
