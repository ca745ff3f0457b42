package org.puzzlearena.server.http;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.Locale;
import org.puzzlearena.server.api.Problem;

/**
 * The API reads JSON only: a write (POST, PUT, PATCH, DELETE under /api) that carries a body must say
 * {@code Content-Type: application/json}, or it is refused with 415 before any resource reads it (a
 * missing type is no longer taken for JSON). Besides meaning what it says, this is half of the CSRF
 * defence: a page of another origin can make a browser send a form or {@code text/plain} body without
 * asking, but {@code application/json} only after a CORS preflight, which this server never grants.
 * A write without a body (cancel, register, log out) carries nothing to misread, whatever type a
 * client library labels it with; {@link SameOriginWrites} refuses those from other origins.
 */
@Singleton
public class JsonBodies {

    void register(@Observes Filters filters) {
        filters.register(
                rc -> {
                    HttpServerRequest request = rc.request();
                    if (UnsafeApiRequests.matches(request) && !acceptable(request)) {
                        RouteProblems.send(
                                rc,
                                Problem.of(
                                        415,
                                        "Unsupported Media Type",
                                        "send the body as JSON with 'Content-Type: application/json'",
                                        null));
                        return;
                    }
                    rc.next();
                },
                950);
    }

    private static boolean acceptable(HttpServerRequest request) {
        if (!RequestBodies.announced(request)) {
            return true;
        }
        String type = request.getHeader("Content-Type");
        if (type == null) {
            return false;
        }
        int semicolon = type.indexOf(';');
        String media =
                (semicolon < 0 ? type : type.substring(0, semicolon)).strip().toLowerCase(Locale.ROOT);
        return media.equals("application/json");
    }
}
