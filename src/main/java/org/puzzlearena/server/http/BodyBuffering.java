package org.puzzlearena.server.http;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;
import org.puzzlearena.server.api.BodySizeLimit;
import org.puzzlearena.server.api.Problem;

/**
 * An API request's body is read whole on the event loop before any worker thread takes the request.
 * The API's resources are blocking: without this, Quarkus REST hands a request with a body to a
 * worker thread at once and that thread reads the body as it arrives, so a few hundred bodies
 * trickling in a byte at a time hold every worker thread (200) and the API stops answering. Quarkus
 * REST reads a body that is already buffered ({@code RoutingContext.getBody()}) instead of the
 * connection.
 *
 * <p>Runs after the filters that refuse a request from its head (size, media type, origin), so that
 * no refused body is buffered; {@link RequestDeadlineFilter} bounds how long a body may take, and a
 * body sent without a length (chunked) may have at most {@link BodySizeLimit#MAX_BYTES}, as one with. A
 * client that goes away before its body is complete has nobody to answer: one DEBUG line. Vert.x's
 * own body handler fails the request then, and logs an ERROR for each; it also keeps watching the
 * connection once the body is in, failing a request whose client hangs up while it is being served.
 */
@Singleton
public class BodyBuffering {

    private static final Logger LOG = Logger.getLogger(BodyBuffering.class);

    void register(@Observes Filters filters) {
        filters.register(
                rc -> {
                    HttpServerRequest request = rc.request();
                    // HTTP/2 is off (application.properties); an HTTP/2 request could not be paused once read.
                    if (request.version() != HttpVersion.HTTP_2
                            && UnsafeApiRequests.matches(request)
                            && RequestBodies.announced(request)
                            && !request.isEnded()) {
                        buffer(rc, request);
                    } else {
                        rc.next();
                    }
                },
                900);
    }

    private static void buffer(RoutingContext rc, HttpServerRequest request) {
        Buffer body = Buffer.buffer();
        boolean[] over = {false};
        request.handler(chunk -> {
            if (over[0]) {
                return;
            }
            if (body.length() + chunk.length() > BodySizeLimit.MAX_BYTES) {
                over[0] = true;
                rc.response().putHeader(HttpHeaders.CONNECTION, "close");
                RouteProblems.send(
                        rc,
                        Problem.of(
                                413,
                                "Request body too large",
                                "a request body may have at most " + BodySizeLimit.MAX_BYTES + " bytes",
                                null));
                return;
            }
            body.appendBuffer(chunk);
        });
        request.exceptionHandler(e -> LOG.debugf("a client went away before its body was complete: %s", e));
        request.endHandler(end -> {
            request.handler(null);
            request.exceptionHandler(null);
            if (!over[0]) {
                RequestDeadlineFilter.bodyArrived(rc);
                rc.setBody(body);
                rc.next();
            }
        });
        request.resume();
    }
}
