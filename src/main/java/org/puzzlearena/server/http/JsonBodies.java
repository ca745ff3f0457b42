package org.puzzlearena.server.http;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.puzzlearena.server.api.Problem;

/**
 * The API reads JSON only: a write (POST, PUT, PATCH, DELETE under /api) that carries a body must say
 * {@code Content-Type: application/json}, or it is refused with 415 before any resource reads it (a
 * missing type is no longer taken for JSON). Besides meaning what it says, this is half of the CSRF
 * defence: a page of another origin can make a browser send a form or {@code text/plain} body without
 * asking, but {@code application/json} only after a CORS preflight, which this server never grants.
 * A write without a body (cancel, register, log out) carries nothing to misread, whatever type a
 * client library labels it with; {@link SameOriginWrites} refuses those from other origins.
 *
 * <p>One endpoint takes bytes instead: a hosted bot's upload ({@code POST /api/hosted-bots/{id}/versions},
 * docs/HOSTED_BOTS.md) is the program itself, {@code application/octet-stream} or {@code application/zip},
 * and nothing else there. Neither type is one a page may send without a preflight (only form types and
 * {@code text/plain} are), so the CSRF half holds; the body limit is the same 1 MiB.
 */
@Singleton
public class JsonBodies {

    /** A hosted bot's upload: the one endpoint whose body is bytes (HostedBotsResource.upload). */
    private static final Pattern BOT_UPLOAD = Pattern.compile("/api/hosted-bots/[0-9]+/versions");

    private static final Set<String> BOT_UPLOAD_TYPES = Set.of("application/octet-stream", "application/zip");

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
                                        isBotUpload(request)
                                                ? "send the bot as the body, with 'Content-Type: application/octet-stream'"
                                                        + " (one source file) or 'Content-Type: application/zip' (an archive)"
                                                : "send the body as JSON with 'Content-Type: application/json'",
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
        return isBotUpload(request) ? BOT_UPLOAD_TYPES.contains(media) : media.equals("application/json");
    }

    private static boolean isBotUpload(HttpServerRequest request) {
        return request.method() == HttpMethod.POST
                && BOT_UPLOAD.matcher(request.path()).matches();
    }
}
