package org.puzzlearena.server;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Stops a background executor at shutdown and waits for its current task: a task that still
 * writes to the database must end before {@link ShutdownGate} lets the embedded PostgreSQL stop.
 */
public final class BackgroundWork {

    private BackgroundWork() {}

    /** Interrupts {@code executor}'s tasks and waits up to {@code limit} for them to end; null is a no-op. */
    public static void stopAndWait(ExecutorService executor, Duration limit) {
        if (executor == null) {
            return;
        }
        executor.shutdownNow();
        try {
            executor.awaitTermination(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
