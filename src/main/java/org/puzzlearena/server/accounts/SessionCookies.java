package org.puzzlearena.server.accounts;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.NewCookie;
import java.time.Duration;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on other sites'
 * sub-requests and form posts), and Secure (only over HTTPS) when {@code arena.sessions.secure-cookie}
 * says so, which by default it does exactly when {@code arena.public-url} is an https:// address.
 * A server reached over plain HTTP (a laptop, the tests) must not set it: browsers would drop the cookie.
 */
@ApplicationScoped
public class SessionCookies {

    @ConfigProperty(name = "arena.sessions.secure-cookie")
    Optional<Boolean> secureSetting;

    @ConfigProperty(name = "arena.public-url")
    Optional<String> publicUrl;

    private boolean secure;

    @PostConstruct
    void init() {
        secure = secure(secureSetting, publicUrl);
    }

    static boolean secure(Optional<Boolean> setting, Optional<String> publicUrl) {
        return setting.orElseGet(() -> publicUrl
                .map(u -> u.strip().regionMatches(true, 0, "https://", 0, 8))
                .orElse(false));
    }

    public boolean isSecure() {
        return secure;
    }

    NewCookie issue(String secret, Duration lifetime) {
        return builder(secret).maxAge((int) lifetime.toSeconds()).build();
    }

    /**
     * The trusted-device cookie (docs/SECURITY.md, log-in throttling): HttpOnly and SameSite as the
     * session's, and sent only to the log-in endpoint, the one place it is read.
     */
    NewCookie device(String secret, Duration lifetime) {
        return new NewCookie.Builder(LoginTrust.DEVICE_COOKIE)
                .value(secret)
                .path("/api/session")
                .httpOnly(true)
                .secure(secure)
                .sameSite(NewCookie.SameSite.LAX)
                .maxAge((int) Math.min(Integer.MAX_VALUE, lifetime.toSeconds()))
                .build();
    }

    NewCookie expired() {
        return builder("").maxAge(0).build();
    }

    private NewCookie.Builder builder(String value) {
        return new NewCookie.Builder(Authenticator.SESSION_COOKIE)
                .value(value)
                .path("/")
                .httpOnly(true)
                .secure(secure)
                .sameSite(NewCookie.SameSite.LAX);
    }
}
