package org.puzzlearena.server.http;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/**
 * An API request's body is read whole on the event loop before any worker thread takes the request.
 * The API's resources are blocking: without this, Quarkus REST hands a request with a body to a
 * worker thread at once and that thread reads the body as it arrives, so a few hundred bodies
 * trickling in a byte at a time hold every worker thread (200) and the API stops answering. Quarkus
 * REST reads a body that is already buffered instead of the connection ({@code
 * RoutingContext.body()}). Runs after the filters that refuse a request from its head (size, media
 * type, origin), so that no refused body is buffered; {@link RequestDeadlineFilter} bounds how long
 * a body may take, and the largest body accepted is 2 MiB ({@code quarkus.http.limits.max-body-size}).
 */
@Singleton
public class BodyBuffering {

    static final long MAX_BODY_BYTES = 2 * 1024 * 1024;

    private final BodyHandler buffer = BodyHandler.create(false)
            .setBodyLimit(MAX_BODY_BYTES)
            .setMergeFormAttributes(false)
            .setPreallocateBodyBuffer(false);

    void register(@Observes Filters filters) {
        filters.register(
                rc -> {
                    HttpServerRequest request = rc.request();
                    // HTTP/2 is off (application.properties); an HTTP/2 request could not be paused once read.
                    if (request.version() != HttpVersion.HTTP_2
                            && UnsafeApiRequests.matches(request)
                            && RequestBodies.announced(request)) {
                        buffer.handle(rc);
                    } else {
                        rc.next();
                    }
                },
                900);
    }
}
