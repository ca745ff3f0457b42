package org.puzzlearena.server.http;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.server.api.Problem;

/**
 * CSRF defence for browsers: a write through the API (POST, PUT, PATCH, DELETE under /api) that a
 * browser sends from a page of another origin is refused with 403, before it reaches any resource.
 * The session cookie is SameSite=Lax, which stops other sites but not another origin of the same site
 * (another port or subdomain of the same host); so the browser's own word is checked:
 * {@code Sec-Fetch-Site} must be {@code same-origin} (or {@code none}: the user typed it) when sent,
 * and {@code Origin} must be this server's own origin (the request's {@code Host}, or one of
 * {@code arena.http.allowed-origins}) when sent. A request with neither header (curl, a script) is no
 * browser's and passes; one with an {@code Authorization} header (a bot's API token) passes too: a page
 * can never make a browser add one to another origin without a CORS preflight, which this server never
 * grants, and the session cookie is not consulted when it is there.
 *
 * <p>The same check covers websocket handshakes ({@code /ws/...}): a socket is opened with the
 * browser's cookies and no CORS, so without it a page of another origin could read through a staff
 * member's session what only staff may see while a contest runs (a sealed yardstick's moves).
 */
@Singleton
public class SameOriginWrites {

    @Inject
    @ConfigProperty(name = "arena.http.allowed-origins")
    Optional<List<String>> allowedOrigins;

    void register(@Observes Filters filters) {
        filters.register(
                rc -> {
                    HttpServerRequest request = rc.request();
                    if ((UnsafeApiRequests.matches(request) || isSocketHandshake(request))
                            && request.getHeader("Authorization") == null) {
                        String refusal = refusal(request);
                        if (refusal != null) {
                            RouteProblems.send(rc, Problem.of(403, "Cross-origin request refused", refusal, null));
                            return;
                        }
                    }
                    rc.next();
                },
                940);
    }

    private static boolean isSocketHandshake(HttpServerRequest request) {
        String upgrade = request.getHeader("Upgrade");
        return upgrade != null && upgrade.equalsIgnoreCase("websocket");
    }

    private String refusal(HttpServerRequest request) {
        String site = request.getHeader("Sec-Fetch-Site");
        if (site != null && !site.equals("same-origin") && !site.equals("none")) {
            return "a page of another origin (Sec-Fetch-Site: " + site + ") may not use this browser's "
                    + "session here; bots send 'Authorization: Bearer <token>'";
        }
        String origin = request.getHeader("Origin");
        if (origin != null && !isOwn(origin, request.getHeader("Host"))) {
            return "a page of another origin (" + origin + ") may not use this browser's session here; "
                    + "bots send 'Authorization: Bearer <token>'";
        }
        return null;
    }

    private boolean isOwn(String origin, String host) {
        String normalized = origin.strip().toLowerCase(Locale.ROOT);
        if (allowedOrigins.isPresent()
                && allowedOrigins.get().stream()
                        .anyMatch(o -> o.strip().toLowerCase(Locale.ROOT).equals(normalized))) {
            return true;
        }
        String authority = authorityOf(normalized);
        return authority != null
                && host != null
                && authority.equals(withoutDefaultPort(host.strip().toLowerCase(Locale.ROOT)));
    }

    /** host[:port] of a serialized origin ("null" and anything unparsable give null: refused). */
    private static String authorityOf(String origin) {
        try {
            URI uri = new URI(origin);
            String scheme = uri.getScheme();
            if (uri.getRawAuthority() == null
                    || !("http".equals(scheme) || "https".equals(scheme))
                    || uri.getRawPath() != null && !uri.getRawPath().isEmpty()) {
                return null;
            }
            return withoutDefaultPort(uri.getRawAuthority());
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /**
     * Browsers leave the default port out of Origin; a Host header may carry it. The scheme is not
     * compared: behind a proxy that ends TLS, the server sees http where the page is https.
     */
    private static String withoutDefaultPort(String authority) {
        if (authority.endsWith(":80")) {
            return authority.substring(0, authority.length() - 3);
        }
        if (authority.endsWith(":443")) {
            return authority.substring(0, authority.length() - 4);
        }
        return authority;
    }
}
