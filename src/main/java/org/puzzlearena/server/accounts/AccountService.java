package org.puzzlearena.server.accounts;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.server.api.ApiException;

/** Registration, login sessions and API tokens. */
@ApplicationScoped
public class AccountService {

    static final int MIN_PASSWORD = 8;
    static final int MAX_PASSWORD = 200;
    static final int MAX_USERNAME = 40;

    @Inject
    AccountRepository accounts;

    @Inject
    ApiTokenRepository tokens;

    @Inject
    LoginSessionRepository sessions;

    @Inject
    PasswordHasher passwords;

    @ConfigProperty(name = "arena.sessions.lifetime")
    Duration sessionLifetime;

    /** A session secret (for the cookie) and its account. */
    public record NewSession(String secret, Account account, Duration lifetime) {
    }

    /** A token shown once. */
    public record NewToken(ApiToken token, String secret) {
    }

    @Transactional
    public Account register(String username, String password) {
        String name = checkUsername(username);
        checkPassword(password);
        if (accounts.findByUsername(name).isPresent()) {
            throw ApiException.conflict("username", "the username '" + name + "' is taken");
        }
        Account a = new Account();
        a.username = name;
        a.passwordHash = passwords.hash(password);
        a.createdAt = Instant.now();
        accounts.persist(a);
        // The unique index on lower(username) decides races between two registrations of one name.
        accounts.flush();
        return a;
    }

    @Transactional
    public NewSession login(String username, String password) {
        if (username == null || password == null) {
            throw ApiException.badRequest(username == null ? "username" : "password", "username and password are required");
        }
        // A name no account can have (invisible characters) is not looked up: it is simply unknown.
        String name = DisplayNames.normalise(username);
        Account a = DisplayNames.isPrintable(name) ? accounts.findByUsername(name).orElse(null) : null;
        if (a == null) {
            passwords.burnEquivalentTime(password);
            throw ApiException.unauthorized("wrong username or password");
        }
        if (!passwords.matches(password, a.passwordHash)) {
            throw ApiException.unauthorized("wrong username or password");
        }
        String secret = Secrets.newSecret("s_");
        LoginSession s = new LoginSession();
        s.idHash = Secrets.hash(secret);
        s.account = a;
        s.createdAt = Instant.now();
        s.expiresAt = s.createdAt.plus(sessionLifetime);
        sessions.persist(s);
        return new NewSession(secret, a, sessionLifetime);
    }

    @Transactional
    public void logout(String secret) {
        if (secret != null) {
            sessions.deleteById(Secrets.hash(secret));
        }
    }

    @Transactional
    public NewToken createToken(Caller owner, String name) {
        String tokenName = name == null || name.isBlank() ? "bot" : DisplayNames.check(name, "name", 1, 60);
        String secret = Secrets.newSecret("pa_");
        ApiToken t = new ApiToken();
        t.account = accounts.findById(owner.accountId());
        t.name = tokenName;
        t.tokenHash = Secrets.hash(secret);
        t.createdAt = Instant.now();
        tokens.persist(t);
        return new NewToken(t, secret);
    }

    @Transactional
    public List<ApiToken> listTokens(Caller owner) {
        return tokens.listFor(accounts.findById(owner.accountId()));
    }

    /** Revokes one of the caller's tokens; someone else's token is reported as not found. */
    @Transactional
    public void revokeToken(Caller owner, long tokenId) {
        ApiToken t = tokens.findById(tokenId);
        if (t == null || t.account.id != owner.accountId()) {
            throw ApiException.notFound("no token " + tokenId + " of yours");
        }
        if (t.revokedAt == null) {
            t.revokedAt = Instant.now();
        }
    }

    static String checkUsername(String username) {
        return DisplayNames.check(username, "username", 3, MAX_USERNAME);
    }

    static void checkPassword(String password) {
        if (password == null || password.length() < MIN_PASSWORD || password.length() > MAX_PASSWORD) {
            throw ApiException.badRequest("password", "a password has " + MIN_PASSWORD + " to " + MAX_PASSWORD + " characters");
        }
    }

    /**
     * The person these credentials name, checked exactly as a log-in is (same errors, same
     * protections against guessing), for a bot that asks for a token in one call. The session the
     * check opens is closed at once: the bot holds a token, never a cookie.
     */
    public Caller personWithCredentials(String username, String password) {
        NewSession s = login(username, password);
        logout(s.secret());
        return Caller.person(s.account());
    }
}
