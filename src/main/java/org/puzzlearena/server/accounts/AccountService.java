package org.puzzlearena.server.accounts;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.ratelimit.RateLimits;

/** Registration, login sessions and API tokens. */
@ApplicationScoped
public class AccountService {

    /** The server's clock (ServerClock): tests move it. */
    @Inject
    LoginTrust trust;

    @Inject
    Clock clock;

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

    @Inject
    PasswordHashingGate hashing;

    @Inject
    LoginThrottle throttle;

    @Inject
    LoginAudit loginAudit;

    @Inject
    RateLimits limits;

    @Inject
    AuditLog audit;

    @ConfigProperty(name = "arena.sessions.lifetime")
    Duration sessionLifetime;

    /** A session secret (for the cookie) and its account. */
    /** {@code device}: a new trusted-device cookie's secret for the browser, or null when it keeps its own. */
    public record NewSession(String secret, Account account, Duration lifetime, String device) {}

    /** A token shown once. */
    public record NewToken(ApiToken token, String secret) {}

    /**
     * A new account. The password is hashed before the transaction, in a hashing slot, so no
     * database connection waits on PBKDF2.
     */
    public AccountOutcome.Registration register(String username, String password) {
        String name = checkUsername(username);
        if (scriptsRefusal(name) instanceof AccountOutcome.Refused refused) {
            return refused;
        }
        if (refusedPassword(password) instanceof AccountOutcome.Refused refused) {
            return refused;
        }
        // A taken or look-alike name is refused before the costly hash: refused sign-ups do not
        // count against the address's allowance, so they must cost next to nothing.
        if (nameRefusal(name) instanceof AccountOutcome.Refused refused) {
            return refused;
        }
        return store(name, hashing.run(() -> passwords.hash(password)));
    }

    /** The normalised username, or a 400 naming {@code username} (its length, invisible characters). */
    public static String checkUsername(String raw) {
        return DisplayNames.check(raw, "username", 3, MAX_USERNAME);
    }

    /** The refusal of a (checked) username that mixes scripts, which lets a name pass for another; or null. */
    public static AccountOutcome.Refused scriptsRefusal(String name) {
        if (!UsernameSkeleton.mixesScripts(name)) {
            return null;
        }
        return new AccountOutcome.UsernameMixesScripts(UsernameSkeleton.scripts(name).stream()
                .map(s -> s.name().toLowerCase(Locale.ROOT))
                .sorted()
                .toList());
    }

    /** What {@code name} looks like: two names with one skeleton may not both be accounts. */
    public static String skeleton(String name) {
        return UsernameSkeleton.of(name);
    }

    /**
     * Why no new account may be called {@code name} (already checked by {@link #checkUsername}):
     * taken or reading like a taken one; null when it may (until someone else takes it).
     */
    @Transactional
    public AccountOutcome.Refused nameRefusal(String name) {
        if (accounts.findByUsername(name).isPresent()) {
            return new AccountOutcome.UsernameTaken(name);
        }
        var lookalike = accounts.findBySkeleton(UsernameSkeleton.of(name));
        if (lookalike.isPresent()) {
            return new AccountOutcome.UsernameLookalike(name, lookalike.get().username);
        }
        return null;
    }

    /**
     * A new account in the caller's transaction (an import or an invitation of a contest), with
     * {@code passwordHash} (or {@link PasswordHasher#NO_PASSWORD} until a set-password link is used).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public AccountOutcome.Registration create(String name, String passwordHash) {
        return store(name, passwordHash);
    }

    @Transactional
    AccountOutcome.Registration store(String name, String passwordHash) {
        if (accounts.findByUsername(name).isPresent()) {
            return new AccountOutcome.UsernameTaken(name);
        }
        String skeleton = UsernameSkeleton.of(name);
        var lookalike = accounts.findBySkeleton(skeleton);
        if (lookalike.isPresent()) {
            return new AccountOutcome.UsernameLookalike(name, lookalike.get().username);
        }
        Account a = new Account();
        a.username = name;
        a.usernameSkeleton = skeleton;
        a.passwordHash = passwordHash;
        a.createdAt = clock.instant();
        accounts.persist(a);
        // The unique indexes on lower(username) and on the skeleton decide races between two registrations.
        accounts.flush();
        return new AccountOutcome.Registered(a);
    }

    /**
     * A log-in: refused with 429 while the name is locked out or the client address has failed too
     * often (before any hashing: a refused attempt costs nothing); the password is checked in a
     * hashing slot outside any transaction; a failure is counted, logged and (on lock-out) audited.
     */
    public AccountOutcome.Login login(String username, String password) {
        return login(username, password, null);
    }

    /** As above, noting the browser ({@code userAgent}, clipped) so its owner can tell sessions apart. */
    public AccountOutcome.Login login(String username, String password, String userAgent) {
        return login(username, password, userAgent, null, false);
    }

    /**
     * As above, with the browser's trusted-device cookie ({@code device}, may be null): while the
     * name is locked out, a log-in from an address or device that logged the account in before still
     * gets its password checked ({@link LoginTrust}), so nobody can keep a person out by failing on
     * purpose. Such a success leaves the lock in place for everyone else. A browser's log-in
     * ({@code browser}) gets a device cookie; a bot's one-call token has no use for one.
     */
    public AccountOutcome.Login login(
            String username, String password, String userAgent, String device, boolean browser) {
        if (username == null || password == null) {
            return new AccountOutcome.CredentialsMissing(username == null ? "username" : "password");
        }
        String name = DisplayNames.normalise(username);
        // A name no account can have (invisible characters, too long) is not looked up, nor tracked
        // per name (it would only fill memory): it is simply unknown, and counts against the address.
        boolean possible = DisplayNames.isPrintable(name) && name.codePointCount(0, name.length()) <= MAX_USERNAME;
        String key = possible ? LoginThrottle.key(name) : null;
        boolean throughLock = false;
        if (key != null) {
            Duration locked = throttle.lockedFor(key);
            if (!locked.isZero()) {
                Account owner = findAccount(name);
                if (owner == null || !trust.vouches(owner.id, limits.clientAddress(), device)) {
                    return new AccountOutcome.LockedOut(locked);
                }
                throughLock = true;
            }
        }
        limits.requireAddressHasRoom(RateLimits.Limit.LOGIN_FAILURES);
        Account a = possible ? findAccount(name) : null;
        boolean ok = hashing.check(() -> {
            if (a == null) {
                passwords.burnEquivalentTime(password);
                return false;
            }
            return passwords.matches(password, a.passwordHash);
        });
        if (!ok) {
            String address = limits.clientAddress();
            limits.charge(RateLimits.Limit.LOGIN_FAILURES);
            if (key != null) {
                loginAudit.failed(a != null ? a.username : name, a != null, throttle.failed(key, address));
            } else {
                loginAudit.failed(name, false, new LoginThrottle.Failure(1, null, List.of(address)));
            }
            return new AccountOutcome.WrongCredentials();
        }
        if (!throughLock) {
            throttle.succeeded(key);
        }
        NewSession s = openSession(a, userAgent == null ? null : Clip.clip(userAgent, 200));
        String newDevice = trust.remember(a.id, limits.clientAddress(), device, browser);
        return new AccountOutcome.LoggedIn(new NewSession(s.secret(), s.account(), s.lifetime(), newDevice));
    }

    @Transactional
    Account findAccount(String name) {
        return accounts.findByUsername(name).orElse(null);
    }

    @Transactional
    NewSession openSession(Account detached, String userAgent) {
        Account a = accounts.findById(detached.id);
        String secret = Secrets.newSecret("s_");
        LoginSession s = new LoginSession();
        s.idHash = Secrets.hash(secret);
        s.account = a;
        s.createdAt = clock.instant();
        s.expiresAt = s.createdAt.plus(sessionLifetime);
        s.userAgent = userAgent;
        sessions.persist(s);
        return new NewSession(secret, a, sessionLifetime, null);
    }

    /** Ends every session of the caller's account (every browser, this one too); audited. */
    @Transactional
    public long logoutEverywhere(Caller person) {
        long ended = sessions.delete("account.id = ?1", person.accountId());
        audit.record(person, "session.logout-all", "user:" + person.username(), Map.of("sessions", ended));
        return ended;
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
        t.createdAt = clock.instant();
        tokens.persist(t);
        return new NewToken(t, secret);
    }

    @Transactional
    public List<ApiToken> listTokens(Caller owner) {
        return tokens.listFor(accounts.findById(owner.accountId()));
    }

    /** Revokes one of the caller's tokens; someone else's token is reported as not found. */
    @Transactional
    public AccountOutcome.Revocation revokeToken(Caller owner, long tokenId) {
        ApiToken t = tokens.findById(tokenId);
        if (t == null || t.account.id != owner.accountId()) {
            return new AccountOutcome.NoToken(tokenId);
        }
        if (t.revokedAt == null) {
            t.revokedAt = clock.instant();
        }
        return new AccountOutcome.Revoked();
    }

    /** A new password's stored hash, computed in a hashing slot (outside any transaction). */
    public String hashPassword(String password) {
        return hashing.run(() -> passwords.hash(password));
    }

    /** Why {@code password} cannot be an account's password, or null when it can. */
    public static AccountOutcome.Refused refusedPassword(String password) {
        if (password == null || password.length() < MIN_PASSWORD || password.length() > MAX_PASSWORD) {
            return new AccountOutcome.BadPassword();
        }
        return null;
    }

    /**
     * The person these credentials name, checked exactly as a log-in is (same errors, same
     * protections against guessing), for a bot that asks for a token in one call. The session the
     * check opens is closed at once: the bot holds a token, never a cookie.
     */
    public AccountOutcome.Credentials personWithCredentials(String username, String password) {
        return switch (login(username, password)) {
            case AccountOutcome.LoggedIn(NewSession s) -> {
                logout(s.secret());
                yield new AccountOutcome.Person(Caller.person(s.account()));
            }
            case AccountOutcome.Refused refused -> refused;
        };
    }
}
