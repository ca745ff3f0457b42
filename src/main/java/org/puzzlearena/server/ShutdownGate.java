package org.puzzlearena.server;

import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Opens once every other shutdown observer has run (it observes last), so that {@link ArenaMain}
 * stops the embedded PostgreSQL only after the application's own shutdown work that still writes
 * to it, such as the bot run pool storing its runs as interrupted.
 */
@ApplicationScoped
public class ShutdownGate {

    private static final CountDownLatch STOPPED = new CountDownLatch(1);

    void last(@Observes @Priority(Integer.MAX_VALUE) ShutdownEvent event) {
        STOPPED.countDown();
    }

    /** Waits until the application's shutdown observers have run, at most {@code limit}. */
    static void awaitApplicationStopped(Duration limit) {
        try {
            STOPPED.await(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
