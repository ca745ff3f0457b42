package org.puzzlearena.server.admin;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.accounts.AccountOutcome;
import org.puzzlearena.server.accounts.AccountProblems;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.AccountService;
import org.puzzlearena.server.accounts.PasswordHasher;
import org.puzzlearena.server.accounts.Role;
import org.puzzlearena.server.accounts.RoleRepository;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.db.AdvisoryLocks;

/**
 * Makes sure an admin exists from the first start (docs/CONTESTS.md, "The first admin").
 *
 * <ul>
 * <li>{@code ARENA_ADMIN_USERNAME} and {@code ARENA_ADMIN_PASSWORD} set ({@code arena.admin.*}):
 *     that account is created as an admin if it does not exist. If it exists it is made an admin
 *     only when the configured password is its password: otherwise whoever registered that name
 *     first (say, before the operator set the variables) would be handed the platform.</li>
 * <li>Nothing set: if no admin exists, an account {@code admin} (or {@code admin-xxxx} when that
 *     name is taken) is created with a random password, logged once: it exists from then on, so
 *     later starts create nothing and log nothing.</li>
 * </ul>
 * A transaction-scoped advisory lock makes two servers starting on one database agree.
 */
@ApplicationScoped
public class AdminBootstrap {

    private static final Logger LOG = Logger.getLogger(AdminBootstrap.class);
    private static final long LOCK_KEY = 0x41524e41_41444d4eL; // "ARNAADMN"
    private static final SecureRandom RANDOM = new SecureRandom();
    static final String DEFAULT_USERNAME = "admin";

    /** What the bootstrap did. {@code generatedPassword} is set only for a random first admin. */
    public record Outcome(Kind kind, String username, String generatedPassword) {
        public enum Kind {
            CREATED,
            PROMOTED,
            ALREADY_ADMIN,
            ADMIN_EXISTS,
            REFUSED
        }
    }

    @ConfigProperty(name = "arena.admin.username")
    Optional<String> configuredUsername;

    @ConfigProperty(name = "arena.admin.password")
    Optional<String> configuredPassword;

    @Inject
    AccountService accountService;

    @Inject
    AccountRepository accounts;

    @Inject
    RoleRepository roles;

    @Inject
    PasswordHasher passwords;

    @Inject
    AuditLog audit;

    @Inject
    AdvisoryLocks locks;

    @Inject
    Clock clock;

    @Inject
    FirstAdminNotice notice;

    void onStart(@Observes StartupEvent event) {
        Outcome o =
                ensureAdmin(configuredUsername.filter(s -> !s.isBlank()), configuredPassword.filter(s -> !s.isEmpty()));
        switch (o.kind()) {
            case CREATED -> {
                if (o.generatedPassword() != null) {
                    // Stored only as a hash; the notice shows it once the server listens (and keeps it
                    // in the data directory, readable only by this user).
                    notice.generated(o.username(), o.generatedPassword());
                    LOG.warnf(
                            "First admin created: username '%s', password '%s'. It is shown only this once; "
                                    + "log in and keep it safe, or set ARENA_ADMIN_USERNAME/ARENA_ADMIN_PASSWORD next time.",
                            o.username(), o.generatedPassword());
                } else {
                    LOG.infof("Admin '%s' created from ARENA_ADMIN_USERNAME/ARENA_ADMIN_PASSWORD", o.username());
                }
            }
            case PROMOTED ->
                LOG.infof("Account '%s' made an admin (ARENA_ADMIN_USERNAME, password confirmed)", o.username());
            case REFUSED ->
                LOG.errorf(
                        "ARENA_ADMIN_USERNAME names the existing account '%s' whose password is not "
                                + "ARENA_ADMIN_PASSWORD: it was NOT made an admin",
                        o.username());
            default -> LOG.debugf("admin bootstrap: %s", o.kind());
        }
    }

    /** The bootstrap's decision and its effect, in one transaction. */
    @Transactional
    public Outcome ensureAdmin(Optional<String> username, Optional<String> password) {
        locks.lock(LOCK_KEY);
        if (username.isPresent()) {
            return configured(
                    username.get(),
                    password.orElseThrow(
                            () -> new IllegalStateException(
                                    "ARENA_ADMIN_USERNAME is set but ARENA_ADMIN_PASSWORD is not: set both, or neither for a random one")));
        }
        if (roles.count(Role.ADMIN) > 0) {
            return new Outcome(Outcome.Kind.ADMIN_EXISTS, null, null);
        }
        String name = accounts.findByUsername(DEFAULT_USERNAME).isEmpty()
                ? DEFAULT_USERNAME
                : DEFAULT_USERNAME + "-"
                        + randomText(4)
                                .toLowerCase(Locale.ROOT)
                                .replace('_', 'x')
                                .replace('-', 'y');
        String secret = randomText(18);
        Account a = registered(name, secret, "the first admin");
        grant(a, "random");
        return new Outcome(Outcome.Kind.CREATED, a.username, secret);
    }

    private Outcome configured(String username, String password) {
        Optional<Account> existing = accounts.findByUsername(username);
        if (existing.isPresent()) {
            Account a = existing.get();
            if (roles.has(a.id, Role.ADMIN)) {
                return new Outcome(Outcome.Kind.ALREADY_ADMIN, a.username, null);
            }
            if (!passwords.matches(password, a.passwordHash)) {
                return new Outcome(Outcome.Kind.REFUSED, a.username, null);
            }
            grant(a, "promoted");
            return new Outcome(Outcome.Kind.PROMOTED, a.username, null);
        }
        Account a;
        try {
            a = registered(username, password, "ARENA_ADMIN_USERNAME/ARENA_ADMIN_PASSWORD");
        } catch (ApiException e) {
            throw new IllegalStateException(
                    "ARENA_ADMIN_USERNAME/ARENA_ADMIN_PASSWORD: " + e.problem().detail(), e);
        }
        grant(a, "configured");
        return new Outcome(Outcome.Kind.CREATED, a.username, null);
    }

    /** A new account, or the server does not start: {@code what} it was for, and why not. */
    private Account registered(String username, String password, String what) {
        return switch (accountService.register(username, password)) {
            case AccountOutcome.Registered r -> r.account();
            case AccountOutcome.Refused refused ->
                throw new IllegalStateException(
                        what + ": " + AccountProblems.of(refused).problem().detail());
        };
    }

    private void grant(Account a, String how) {
        roles.grant(a.id, Role.ADMIN, null, clock.instant());
        audit.recordServer("admin.bootstrap", "user:" + a.username, Map.of("role", "admin", "how", how));
    }

    private static String randomText(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
