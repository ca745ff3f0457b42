package org.puzzlearena.server.live;

import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.quarkus.websockets.next.CloseReason;
import io.quarkus.websockets.next.OpenConnections;
import io.quarkus.websockets.next.WebSocketConnection;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.interceptor.Interceptor;
import java.time.Duration;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * At SIGTERM every live-feed connection is closed with 1001 (going away), and its client reconnects
 * to another instance or to this one restarted. Nobody waits for a websocket: it commits nothing and
 * lives as long as its client wants. Left open, each one counted as a request in flight for Quarkus's
 * own graceful shutdown, which then waited its whole timeout (30 s, beyond Docker's 10 s stop) and
 * logged an ERROR.
 *
 * <p>It runs after the request drain ({@code server/http/RequestDrain}, an earlier observer of the same
 * event) has begun refusing new requests, upgrades included, so a client cannot reconnect to the
 * stopping server in between.
 */
@ApplicationScoped
public class LiveShutdown {

    private static final Logger LOG = Logger.getLogger(LiveShutdown.class);
    /** Closing is a frame each: far less than this unless a client's connection is stuck. */
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(3);
    /** After RequestDrain's observer, which has the default priority (APPLICATION + 500). */
    private static final int AFTER_REQUEST_DRAIN = Interceptor.Priority.APPLICATION + 600;

    @Inject
    OpenConnections connections;

    void closeAll(@Observes @Priority(AFTER_REQUEST_DRAIN) ShutdownDelayInitiatedEvent stopping) {
        List<WebSocketConnection> open = List.copyOf(connections.listAll());
        for (WebSocketConnection c : open) {
            c.close(new CloseReason(CloseCodes.GOING_AWAY, "the server is stopping; reconnect in a moment"))
                    .subscribe()
                    .with(ok -> {}, failure -> {}); // already closing or gone: nothing more to say
        }
        long deadline = System.nanoTime() + CLOSE_TIMEOUT.toNanos();
        while (connections.stream().findAny().isPresent() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        long left = connections.stream().count();
        if (left > 0) {
            LOG.warnf("Stopping: %d of %d websocket connections did not close in %s", left, open.size(), CLOSE_TIMEOUT);
        } else {
            LOG.infof("Stopping: closed %d websocket connections (1001, going away)", open.size());
        }
    }
}
