package org.puzzlearena.server.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.vertx.http.runtime.filters.Filters;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/**
 * Refuses a request body over {@value #MAX_BYTES} bytes with a problem document, from its declared
 * Content-Length, before it is read. (The HTTP layer's own limit, set higher in
 * application.properties, remains the backstop for bodies sent without a length: it answers a
 * bare 413.) Solutions are kilobytes; a megabyte is far above any real one.
 */
@Singleton
public class BodySizeLimit {

    public static final long MAX_BYTES = 1024 * 1024;

    private static final String BODY = body();

    void register(@Observes Filters filters) {
        filters.register(
                rc -> {
                    String length = rc.request().getHeader("Content-Length");
                    if (length != null && tooLong(length)) {
                        rc.response()
                                .setStatusCode(413)
                                .putHeader("Content-Type", Problem.MEDIA_TYPE)
                                .putHeader("Connection", "close")
                                .end(BODY);
                        return;
                    }
                    rc.next();
                },
                1000);
    }

    private static boolean tooLong(String length) {
        try {
            return Long.parseLong(length.trim()) > MAX_BYTES;
        } catch (NumberFormatException e) {
            return false; // the HTTP layer rejects a malformed length itself
        }
    }

    private static String body() {
        try {
            return new ObjectMapper()
                    .writeValueAsString(Problem.of(
                            413,
                            "Request body too large",
                            "a request body may have at most " + MAX_BYTES + " bytes",
                            null));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
