package org.puzzlearena.server.http;

import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.puzzlearena.server.api.Problem;

/**
 * SIGTERM without lost answers: every request the server accepted is answered before it stops.
 *
 * <p>Quarkus's own graceful shutdown is not enough for that: while it drains it still lets new
 * requests in (answering them with {@code Connection: close}), and its count of requests in flight can
 * touch zero between two of them; the HTTP server then closes under a request that arrived a moment
 * later and has already committed, and its client sees a broken connection for a submission that is
 * stored. So this filter keeps its own count, and once the stop begins it admits nothing new: a new
 * request gets 503 with {@code Retry-After} and {@code Connection: close}, before any work. The stop
 * waits (in Quarkus's pre-shutdown phase, while the HTTP server and the database are fully up) until
 * the count is zero, at most {@code arena.http.drain-timeout}.
 *
 * <p>Websocket upgrades are not counted: a socket lives as long as its client wants, commits nothing,
 * and its clients reconnect to another instance. Once stopping, upgrades are refused like any request,
 * and the open sockets are closed ({@code server/live/LiveShutdown}).
 */
@Singleton
public class RequestDrain {

    private static final Logger LOG = Logger.getLogger(RequestDrain.class);

    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicBoolean draining = new AtomicBoolean();

    @Inject
    @ConfigProperty(name = "arena.http.drain-timeout", defaultValue = "25s")
    Duration drainTimeout;

    @Inject
    @ConfigProperty(name = "arena.http.drain-grace", defaultValue = "1s")
    Duration drainGrace;

    void register(@Observes Filters filters) {
        // Runs before every other filter, so a request refused while stopping has cost nothing.
        filters.register(this::admit, 100_000);
    }

    private void admit(RoutingContext rc) {
        if (isWebsocketUpgrade(rc)) {
            // Not counted, but not admitted once stopping either: the live feeds close their sockets
            // then (live/LiveShutdown), and a client reconnecting at once must not find this server.
            if (draining.get()) {
                refuse(rc);
            } else {
                rc.next();
            }
            return;
        }
        // Count first, then look at the flag: the drain sets the flag first, then reads the count, so
        // a request is either counted before the drain reads or sees the flag (never neither).
        inFlight.incrementAndGet();
        if (draining.get()) {
            inFlight.decrementAndGet();
            refuse(rc);
            return;
        }
        AtomicBoolean released = new AtomicBoolean();
        rc.addEndHandler(done -> {
            if (released.compareAndSet(false, true)) {
                inFlight.decrementAndGet();
            }
        });
        rc.next();
    }

    private static void refuse(RoutingContext rc) {
        rc.response().putHeader(HttpHeaders.CONNECTION, "close").putHeader("Retry-After", "5");
        RouteProblems.send(
                rc,
                Problem.of(
                        503,
                        "Server stopping",
                        "this server is stopping; send the request again (another instance, or this one once restarted)",
                        null));
    }

    private static boolean isWebsocketUpgrade(RoutingContext rc) {
        String upgrade = rc.request().getHeader(HttpHeaders.UPGRADE);
        return upgrade != null && upgrade.equalsIgnoreCase("websocket");
    }

    /** Fired by Quarkus before its own shutdown (quarkus.shutdown.delay-enabled), HTTP and database still up. */
    void drain(@Observes ShutdownDelayInitiatedEvent stopping) {
        draining.set(true);
        long start = System.nanoTime();
        long deadline = start + drainTimeout.toNanos();
        int waitingFor = inFlight.get();
        while (inFlight.get() > 0
                && System.nanoTime() < deadline
                && !Thread.currentThread().isInterrupted()) {
            sleep(Duration.ofMillis(5));
        }
        if (inFlight.get() == 0) {
            // The last answers are written, not yet read: a client whose answer is still in its socket
            // buffer when the server closes (a reset, if it already sent its next request) loses it.
            sleep(drainGrace);
        }
        long millis = Duration.ofNanos(System.nanoTime() - start).toMillis();
        if (inFlight.get() > 0) {
            LOG.warnf(
                    "Stopping with %d requests still in flight after %d ms (arena.http.drain-timeout)",
                    inFlight.get(), millis);
        } else {
            LOG.infof("Drained: %d requests in flight answered in %d ms; new requests get 503", waitingFor, millis);
        }
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
