package org.puzzlearena.server.http;

import io.netty.channel.ChannelHandler;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.net.impl.ConnectionBase;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.server.api.Problem;

/**
 * A request must arrive whole: its body within {@code arena.http.body-timeout} of its head, or it is
 * answered 408 and its connection closed. Together with the head deadline ({@link RequestDeadlines},
 * which this filter tells when each head is parsed and answered) a client can hold a connection only
 * by sending at a real pace. The body is buffered on the event loop until it is complete
 * ({@code quarkus.rest.input-buffer-size} is above the largest body accepted), so a trickling body
 * holds no worker thread while it arrives.
 *
 * <p>Runs before every other filter: a request refused by a later one (415, 413, 503 while
 * stopping) may still be trickling its body, and the deadline holds for it too.
 */
@Singleton
public class RequestDeadlineFilter {

    private static final String BODY_TIMER = RequestDeadlineFilter.class.getName() + ".bodyTimer";

    @Inject
    Vertx vertx;

    @ConfigProperty(name = "arena.http.body-timeout", defaultValue = "20s")
    Duration bodyTimeout;

    void register(@Observes Filters filters) {
        filters.register(this::watch, 200_000);
    }

    private void watch(RoutingContext rc) {
        HttpServerRequest request = rc.request();
        RequestDeadlines heads = headDeadlinesOf(request);
        if (heads != null) {
            // After an upgrade (or on HTTP/2) the connection carries no more HTTP/1 heads.
            if (request.version() == HttpVersion.HTTP_2 || isUpgrade(request)) {
                heads.stopWatching();
            } else {
                long number = heads.headParsed();
                rc.addEndHandler(done -> heads.answered(number));
            }
        }
        if (bodyTimeout.isPositive() && !request.isEnded() && RequestBodies.announced(request)) {
            long timer = vertx.setTimer(bodyTimeout.toMillis(), fired -> {
                // A client that went away meanwhile has nobody to answer.
                if (!request.isEnded() && !rc.response().closed()) {
                    timeOut(rc);
                }
            });
            rc.put(BODY_TIMER, timer);
            rc.addEndHandler(done -> {
                if (request.isEnded()) {
                    vertx.cancelTimer(timer);
                }
            });
        }
        rc.next();
    }

    /**
     * The body has arrived whole (read by {@link BodyBuffering}): the deadline is met. Its timer
     * cannot tell by itself, since {@code isEnded()} answers false again once Quarkus REST pauses the
     * request to hand it to a worker thread, and a grade computed for longer than the deadline was
     * answered 408 under its own answer.
     */
    static void bodyArrived(RoutingContext rc) {
        Long timer = rc.get(BODY_TIMER);
        if (timer != null) {
            rc.vertx().cancelTimer(timer);
        }
    }

    private void timeOut(RoutingContext rc) {
        HttpConnection connection = rc.request().connection();
        if (rc.response().headWritten()) {
            connection.close();
            return;
        }
        rc.response()
                .setStatusCode(408)
                .putHeader(HttpHeaders.CONNECTION, "close")
                .putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                .end(RouteProblems.json(Problem.of(
                        408,
                        "Request Timeout",
                        "the request body did not arrive within " + bodyTimeout.toMillis() + " ms of its head",
                        null)))
                .onComplete(written -> connection.close());
    }

    private static RequestDeadlines headDeadlinesOf(HttpServerRequest request) {
        if (request.connection() instanceof ConnectionBase connection) {
            ChannelHandler handler = connection.channel().pipeline().get(RequestDeadlines.NAME);
            return handler instanceof RequestDeadlines deadlines ? deadlines : null;
        }
        return null;
    }

    private static boolean isUpgrade(HttpServerRequest request) {
        return request.getHeader(HttpHeaders.UPGRADE) != null;
    }
}
