package org.puzzlearena.server.http;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/**
 * Headers on every response (API, app, websockets' refusals, errors): a Content-Security-Policy that
 * lets the page run only this server's own scripts, styles and connections (the app's websockets
 * included: 'self' covers ws: and wss: to the same host) and no one frame it; nosniff; no referrer
 * to other sites. And the app's caching: only Vite's content-hashed files under /assets/ are
 * immutable; index.html, the app's routes (answered with index.html) and the other root files are
 * {@code no-cache} (revalidated every time), so a new release reaches everyone on their next load.
 */
@Singleton
public class SecurityHeaders {

    /** The app's policy: everything from this origin, nothing inline, no plugins, no framing. */
    static final String APP_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
            + "frame-ancestors 'none'";
    /** Swagger UI's page starts itself with an inline script and inline styles. */
    static final String SWAGGER_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; "
            + "base-uri 'none'; frame-ancestors 'none'";

    static final String HASHED_ASSETS = "public, max-age=31536000, immutable";

    void register(@Observes Filters filters) {
        filters.register(
                rc -> {
                    rc.addHeadersEndHandler(v -> decorate(rc));
                    rc.next();
                },
                2000);
    }

    private static void decorate(RoutingContext rc) {
        String path = rc.request().path();
        path = path == null ? "/" : path;
        MultiMap headers = rc.response().headers();
        if (path.startsWith("/q/dev-ui") || path.startsWith("/q/dev")) {
            headers.set("Content-Security-Policy", "frame-ancestors 'self'"); // dev mode only: its own scripts
        } else {
            headers.set("Content-Security-Policy", path.startsWith("/q/swagger-ui") ? SWAGGER_POLICY : APP_POLICY);
            headers.set("X-Frame-Options", "DENY");
        }
        headers.set("X-Content-Type-Options", "nosniff");
        headers.set("Referrer-Policy", "same-origin");
        if (isApp(path) && rc.response().getStatusCode() < 400) {
            headers.set("Cache-Control", path.startsWith("/assets/") ? HASHED_ASSETS : "no-cache");
        }
    }

    /** The browser app's files and routes: everything but the API, the websockets and Quarkus' /q. */
    private static boolean isApp(String path) {
        return !(path.startsWith("/api/") || path.equals("/api") || path.startsWith("/ws/") || path.startsWith("/q/"));
    }
}
