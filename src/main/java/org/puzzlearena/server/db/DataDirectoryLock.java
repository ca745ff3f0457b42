package org.puzzlearena.server.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The claim of one server process on a data directory: an OS file lock on {@code server.lock},
 * which holds the owner's pid. The operating system drops the lock when its process dies however it
 * dies (kill -9 included), so a free lock means every earlier owner is gone and whatever it left
 * running may be cleaned up; a held lock means a live server, which is never touched.
 */
public final class DataDirectoryLock implements AutoCloseable {

    static final String FILE = "server.lock";

    private final FileChannel channel;
    private final FileLock lock;

    private DataDirectoryLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the directory, or throws {@link DataDirectoryInUseException} naming the live owner's pid. */
    public static DataDirectoryLock acquire(Path dataDirectory) {
        try {
            Files.createDirectories(dataDirectory);
            Path file = dataDirectory.resolve(FILE);
            FileChannel channel = FileChannel.open(
                    file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null; // held by this very process (a second start inside one JVM)
            }
            if (lock == null) {
                String owner = Files.readString(file, StandardCharsets.UTF_8).strip();
                channel.close();
                throw new DataDirectoryInUseException(dataDirectory, owner.isEmpty() ? "unknown" : owner);
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8)), 0);
            channel.force(true);
            return new DataDirectoryLock(channel, lock);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock the data directory " + dataDirectory, e);
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
