package org.puzzlearena.server.operations;

import io.quarkus.runtime.configuration.MemorySize;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Not ready when the data directory's disk is (nearly) full: PostgreSQL then fails every write that
 * needs a new page while reads and the connection check still pass, so the database check alone
 * said UP through a full disk. Two signals: free space under {@code arena.health.min-free-space},
 * and a small file written and synced in the directory (the write itself failing).
 *
 * <p>The directory is the embedded database's ({@code arena.data-directory}, set by ArenaMain), or
 * configured for an external database whose disk this host shares; without one the check is UP
 * and says it watches nothing.
 */
@Readiness
@ApplicationScoped
public class DataDirectoryHealthCheck implements HealthCheck {

    static final String NAME = "Data directory disk";
    private static final int PROBE_BYTES = 4096;
    /** Health is public: answers are reused this long, so that polling it cannot become a storm of syncs. */
    private static final long REUSE_NANOS = 2_000_000_000L;

    private HealthCheckResponse last;
    private long lastAt;

    @ConfigProperty(name = "arena.data-directory")
    Optional<String> dataDirectory;

    @ConfigProperty(name = "arena.health.min-free-space", defaultValue = "512M")
    MemorySize minFreeSpace;

    @Override
    public synchronized HealthCheckResponse call() {
        long now = System.nanoTime();
        if (last == null || now - lastAt > REUSE_NANOS) {
            last = check();
            lastAt = now;
        }
        return last;
    }

    private HealthCheckResponse check() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME);
        if (dataDirectory.isEmpty()) {
            return response.up().withData("directory", "none configured").build();
        }
        Path dir = Path.of(dataDirectory.get());
        response.withData("directory", dir.toAbsolutePath().toString())
                .withData("minFreeBytes", minFreeSpace.asLongValue());
        try {
            long free = Files.getFileStore(dir).getUsableSpace();
            response.withData("freeBytes", free);
            if (free < minFreeSpace.asLongValue()) {
                return response.down()
                        .withData("reason", "free space under arena.health.min-free-space")
                        .build();
            }
            probeWrite(dir);
            return response.up().build();
        } catch (IOException | RuntimeException e) {
            return response.down()
                    .withData("reason", "cannot write in the data directory: " + e)
                    .build();
        }
    }

    /** Writes and syncs a page-sized file, as PostgreSQL extending a table does, then removes it. */
    private static void probeWrite(Path dir) throws IOException {
        Path probe = dir.resolve(".health-probe");
        try (FileChannel channel = FileChannel.open(
                probe, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer page = ByteBuffer.allocate(PROBE_BYTES);
            while (page.hasRemaining()) {
                channel.write(page);
            }
            channel.force(true);
        } finally {
            Files.deleteIfExists(probe);
        }
    }
}
