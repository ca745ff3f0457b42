package org.puzzlearena.server.accounts;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * A person's password and sessions: changing the password (the current one is checked as a log-in
 * is, and every other session ends), listing and ending sessions, and the reset that needs no email
 * server: an admin issues a single-use, expiring link, the person sets a new password with it, and
 * every session of the account ends and every API token of it is revoked. Every change is audited.
 */
@ApplicationScoped
public class PasswordService {

    @Inject
    Clock clock;

    @Inject
    AccountRepository accounts;

    @Inject
    LoginSessionRepository sessions;

    @Inject
    PasswordResetRepository resets;

    @Inject
    ApiTokenRepository tokens;

    @Inject
    LoginTrust trust;

    @Inject
    PasswordHasher passwords;

    @Inject
    PasswordHashingGate hashing;

    @Inject
    RateLimits limits;

    @Inject
    AuditLog audit;

    @ConfigProperty(name = "arena.password-reset.lifetime", defaultValue = "24h")
    Duration resetLifetime;

    /** A session as its owner sees it; {@code current} is the browser asking. */
    public record SessionInfo(String id, Instant createdAt, Instant expiresAt, String userAgent, boolean current) {}

    /** A reset link's secret (shown once, to the admin who issued it) and when it expires. */
    public record IssuedReset(String username, String secret, Instant expiresAt) {}

    /**
     * Sets a new password when {@code current} is the account's password; ends every other
     * session of the account (this browser's, {@code sessionHash}, stays). A wrong current
     * password counts as a failed log-in from the caller's address.
     */
    public PasswordOutcome.Change change(Caller person, String sessionHash, String current, String replacement) {
        if (current == null) {
            return new PasswordOutcome.CurrentPasswordMissing();
        }
        if (AccountService.refusedPassword(replacement) != null) {
            return new PasswordOutcome.BadPassword();
        }
        // Both come from the request: no hash to compute, and a wrong current one would be refused anyway.
        if (replacement.equals(current)) {
            return new PasswordOutcome.SamePassword();
        }
        limits.requireAddressHasRoom(RateLimits.Limit.LOGIN_FAILURES);
        String stored = storedHash(person.accountId());
        if (!hashing.check(() -> passwords.matches(current, stored))) {
            limits.charge(RateLimits.Limit.LOGIN_FAILURES);
            return new PasswordOutcome.WrongCurrentPassword();
        }
        String hash = hashing.run(() -> passwords.hash(replacement));
        return new PasswordOutcome.Changed(store(person, hash, sessionHash));
    }

    @Transactional
    String storedHash(long accountId) {
        return accounts.findById(accountId).passwordHash;
    }

    @Transactional
    long store(Caller person, String hash, String keepSession) {
        accounts.findById(person.accountId()).passwordHash = hash;
        long ended = sessions.deleteAllBut(person.accountId(), keepSession);
        audit.record(person, "account.password-change", "user:" + person.username(), Map.of("sessionsEnded", ended));
        return ended;
    }

    @Transactional
    public List<SessionInfo> sessions(Caller person, String sessionHash) {
        return sessions.liveOf(person.accountId(), clock.instant()).stream()
                .map(s -> new SessionInfo(
                        s.publicId(), s.createdAt, s.expiresAt, s.userAgent, s.idHash.equals(sessionHash)))
                .toList();
    }

    /** Ends one of the caller's sessions, by its public id; someone else's is reported as not found. */
    @Transactional
    public PasswordOutcome.Ending endSession(Caller person, String publicId) {
        if (publicId == null
                || !publicId.matches("[0-9a-f]{" + LoginSession.PUBLIC_ID_LENGTH + "}")
                || !sessions.deleteByPublicId(person.accountId(), publicId)) {
            return new PasswordOutcome.NoSession(publicId);
        }
        audit.record(person, "session.end", "user:" + person.username(), Map.of("session", publicId));
        return new PasswordOutcome.Ended();
    }

    /** An admin issues a reset link for {@code username}; older unused links of the account stop working. */
    @Transactional
    public PasswordOutcome.Issue issue(Caller admin, String username) {
        Account a = accounts.findByUsername(username == null ? "" : username).orElse(null);
        if (a == null) {
            return new PasswordOutcome.NoAccount(username);
        }
        Instant now = clock.instant();
        resets.retireUnused(a.id, now);
        String secret = Secrets.newSecret("r_");
        PasswordReset r = new PasswordReset();
        r.tokenHash = Secrets.hash(secret);
        r.accountId = a.id;
        r.issuedBy = admin.accountId();
        r.createdAt = now;
        r.expiresAt = now.plus(resetLifetime);
        resets.persist(r);
        audit.record(
                admin, "user.password-reset.issue", "user:" + a.username, Map.of("expiresAt", r.expiresAt.toString()));
        return new PasswordOutcome.Issued(new IssuedReset(a.username, secret, r.expiresAt));
    }

    /**
     * Sets a new password with a reset link's secret: the link must be unused, unexpired and the
     * account's latest; it is then used up, and every session of the account ends. A bad secret
     * counts as a failed log-in from the caller's address (guessing is hopeless, and stays so).
     */
    public PasswordOutcome.Reset reset(String secret, String replacement) {
        if (secret == null || secret.isBlank()) {
            return new PasswordOutcome.TokenMissing();
        }
        if (AccountService.refusedPassword(replacement) != null) {
            return new PasswordOutcome.BadPassword();
        }
        limits.requireAddressHasRoom(RateLimits.Limit.LOGIN_FAILURES);
        String hash = hashing.run(() -> passwords.hash(replacement));
        PasswordOutcome.PasswordSet done = useReset(Secrets.hash(secret.strip()), hash);
        if (done == null) {
            limits.charge(RateLimits.Limit.LOGIN_FAILURES);
            return new PasswordOutcome.InvalidResetLink();
        }
        return done;
    }

    /**
     * Uses the link up, sets the password, ends every session and revokes every API token of the
     * account, in one transaction with its audit row; null when the link is not usable. A reset
     * means the password was lost or taken, and whoever held it may have made tokens with it
     * (POST /api/tokens takes a username and password), which would outlive the new password.
     */
    @Transactional
    PasswordOutcome.PasswordSet useReset(String tokenHash, String passwordHash) {
        Instant now = clock.instant();
        PasswordReset r = resets.findUsableForUpdate(tokenHash, now).orElse(null);
        if (r == null) {
            return null;
        }
        r.usedAt = now;
        Account a = accounts.findById(r.accountId);
        a.passwordHash = passwordHash;
        long ended = sessions.deleteAllBut(a.id, null);
        long revoked = tokens.revokeAllOf(a.id, now);
        // Whoever held the old password may have logged in: their address and device vouch no more.
        trust.forgetAll(a.id);
        audit.record(
                Caller.person(a),
                "user.password-reset.use",
                "user:" + a.username,
                Map.of("sessionsEnded", ended, "tokensRevoked", revoked));
        return new PasswordOutcome.PasswordSet(a.username, revoked);
    }

    /**
     * A set-password link for an account made for an event (an import), in the caller's transaction:
     * the reset machinery's single-use, expiring link, valid for {@code lifetime}. The import's own
     * audit row names the accounts; using the link is audited as every reset is.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public IssuedReset issueSetPasswordLink(Caller issuer, long accountId, String username, Duration lifetime) {
        Instant now = clock.instant();
        String secret = Secrets.newSecret("r_");
        PasswordReset r = new PasswordReset();
        r.tokenHash = Secrets.hash(secret);
        r.accountId = accountId;
        r.issuedBy = issuer.accountId();
        r.createdAt = now;
        r.expiresAt = now.plus(lifetime);
        resets.persist(r);
        return new IssuedReset(username, secret, r.expiresAt);
    }
}
