package org.puzzlearena.server.http;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;

/** What a request's head says of its body. */
final class RequestBodies {

    private RequestBodies() {}

    /** The head announces a body: chunked, or a length other than 0. */
    static boolean announced(HttpServerRequest request) {
        if (request.getHeader(HttpHeaders.TRANSFER_ENCODING) != null) {
            return true;
        }
        String length = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        return length != null && !length.strip().equals("0");
    }
}
