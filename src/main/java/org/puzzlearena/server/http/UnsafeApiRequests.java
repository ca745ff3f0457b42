package org.puzzlearena.server.http;

import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import java.util.Set;

/** The requests that change something through the API: POST, PUT, PATCH and DELETE under /api. */
final class UnsafeApiRequests {

    private static final Set<HttpMethod> UNSAFE =
            Set.of(HttpMethod.POST, HttpMethod.PUT, HttpMethod.PATCH, HttpMethod.DELETE);

    private UnsafeApiRequests() {}

    static boolean matches(HttpServerRequest request) {
        String path = request.path();
        return UNSAFE.contains(request.method()) && path != null && (path.equals("/api") || path.startsWith("/api/"));
    }
}
