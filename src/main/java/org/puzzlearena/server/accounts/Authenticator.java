package org.puzzlearena.server.accounts;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Cookie;
import jakarta.ws.rs.core.HttpHeaders;
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

    public static final String SESSION_COOKIE = "arena_session";
    private static final Duration LAST_USED_RESOLUTION = Duration.ofMinutes(1);

    @Inject
    ApiTokenRepository tokens;

    @Inject
    LoginSessionRepository sessions;

    /** The caller, or empty for an anonymous request. */
    @Transactional
    public Optional<Caller> identify(HttpHeaders headers) {
        String authorization = headers.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (authorization != null) {
            return Optional.of(bearer(authorization));
        }
        Cookie cookie = headers.getCookies().get(SESSION_COOKIE);
        if (cookie == null || cookie.getValue() == null || cookie.getValue().isBlank()) {
            return Optional.empty();
        }
        return sessions.findLive(Secrets.hash(cookie.getValue()), Instant.now()).map(s -> Caller.person(s.account));
    }

    /** The caller, or 401 with a problem saying how to authenticate. */
    public Caller require(HttpHeaders headers) {
        return identify(headers).orElseThrow(() -> ApiException.unauthorized(
                "log in (POST /api/session) or send an API token as 'Authorization: Bearer <token>'"));
    }

    /** The caller, who must be a person logged in through a session (tokens cannot manage tokens). */
    public Caller requirePerson(HttpHeaders headers) {
        Caller c = require(headers);
        if (c.isBot()) {
            throw new ApiException(org.puzzlearena.server.api.Problem.of(403, "Forbidden",
                    "this needs a logged-in person, not an API token", null));
        }
        return c;
    }

    private Caller bearer(String authorization) {
        String prefix = "Bearer ";
        if (!authorization.regionMatches(true, 0, prefix, 0, prefix.length())) {
            throw ApiException.unauthorized("the Authorization header must be 'Bearer <token>'");
        }
        String token = authorization.substring(prefix.length()).trim();
        ApiToken t = tokens.findActiveByHash(Secrets.hash(token))
                .orElseThrow(() -> ApiException.unauthorized("the API token is unknown or has been revoked"));
        Instant now = Instant.now();
        if (t.lastUsedAt == null || t.lastUsedAt.isBefore(now.minus(LAST_USED_RESOLUTION))) {
            t.lastUsedAt = now;
        }
        return Caller.bot(t);
    }
}
