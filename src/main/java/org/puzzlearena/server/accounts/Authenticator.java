package org.puzzlearena.server.accounts;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Cookie;
import jakarta.ws.rs.core.HttpHeaders;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.puzzlearena.server.api.ApiException;

/**
 * Finds the caller of a request: {@code Authorization: Bearer <token>} for bots, the
 * {@value #SESSION_COOKIE} cookie for people. A bearer token that is wrong or revoked is refused
 * outright (never silently treated as anonymous).
 */
@ApplicationScoped
public class Authenticator {

    /** The server's clock (ServerClock): tests move it. */
    @Inject
    Clock clock;

    public static final String SESSION_COOKIE = "arena_session";
    private static final Duration LAST_USED_RESOLUTION = Duration.ofMinutes(1);

    @Inject
    ApiTokenRepository tokens;

    @Inject
    LoginSessionRepository sessions;

    /** The caller, or empty for an anonymous request. */
    public Optional<Caller> identify(HttpHeaders headers) {
        Cookie cookie = headers.getCookies().get(SESSION_COOKIE);
        return identify(headers.getHeaderString(HttpHeaders.AUTHORIZATION), cookie == null ? null : cookie.getValue());
    }

    /**
     * The caller from an Authorization header and the session cookie's value (either may be null):
     * for a websocket's upgrade request, which has no JAX-RS headers.
     */
    public Optional<Caller> identify(String authorization, String sessionSecret) {
        if (authorization != null) {
            // One statement, no transaction of its own: a bot's every request makes it.
            return Optional.of(bearer(authorization));
        }
        if (sessionSecret == null || sessionSecret.isBlank()) {
            return Optional.empty();
        }
        return QuarkusTransaction.joiningExisting()
                .call(() -> sessions.findLive(Secrets.hash(sessionSecret), clock.instant())
                        .map(s -> Caller.person(s.account)));
    }

    /** The value of the session cookie in a raw {@code Cookie} request header, or null. */
    public static String sessionFromCookieHeader(String cookieHeader) {
        if (cookieHeader == null) {
            return null;
        }
        for (String pair : cookieHeader.split(";")) {
            int eq = pair.indexOf('=');
            if (eq > 0 && pair.substring(0, eq).trim().equals(SESSION_COOKIE)) {
                return pair.substring(eq + 1).trim();
            }
        }
        return null;
    }

    /** The caller, or 401 with a problem saying how to authenticate. */
    public Caller require(HttpHeaders headers) {
        return identify(headers)
                .orElseThrow(() -> ApiException.unauthorized(
                        "log in (POST /api/session) or send an API token as 'Authorization: Bearer <token>'"));
    }

    /** The caller, who must be a person logged in through a session (tokens cannot manage tokens). */
    public Caller requirePerson(HttpHeaders headers) {
        Caller c = require(headers);
        if (c.isBot()) {
            throw ApiException.forbidden(null, "this needs a logged-in person, not an API token");
        }
        return c;
    }

    private Caller bearer(String authorization) {
        String prefix = "Bearer ";
        if (!authorization.regionMatches(true, 0, prefix, 0, prefix.length())) {
            throw ApiException.unauthorized("the Authorization header must be 'Bearer <token>'");
        }
        String token = authorization.substring(prefix.length()).trim();
        Instant now = clock.instant();
        return tokens.callerOfActiveToken(Secrets.hash(token), now, now.minus(LAST_USED_RESOLUTION))
                .orElseThrow(() -> ApiException.unauthorized("the API token is unknown or has been revoked"));
    }
}
