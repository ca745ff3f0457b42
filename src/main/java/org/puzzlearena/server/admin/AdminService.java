package org.puzzlearena.server.admin;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Role;
import org.puzzlearena.server.accounts.RoleRepository;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.db.AdvisoryLocks;

/** Users and their roles, as admins manage them. */
@ApplicationScoped
public class AdminService {

    /** Serialises role changes, so two admins cannot withdraw each other's admin role at once. */
    private static final long ROLES_LOCK = 0x41524e41_524f4c45L; // "ARNAROLE"

    @Inject
    AccountRepository accounts;

    @Inject
    RoleRepository roles;

    @Inject
    AuditLog audit;

    @Inject
    AdvisoryLocks locks;

    @Inject
    Clock clock;

    public record UserPage(long total, int offset, List<UserView> users) {}

    @Transactional
    public AdminOutcome.Listing users(String query, String role, int offset, int limit) {
        if (role != null && Role.of(role).isEmpty()) {
            return new AdminOutcome.UnknownRoleFilter(
                    Arrays.stream(Role.values()).map(Role::id).toList());
        }
        List<UserView> users = accounts.searchWithRoles(query, role, offset, limit).stream()
                .map(a -> new UserView(a.id(), a.username(), a.roles(), a.createdAt()))
                .toList();
        long total = accounts.countMatching(query, role);
        return new AdminOutcome.Users(new UserPage(total, offset, users));
    }

    @Transactional
    public AdminOutcome.UserOutcome user(String username) {
        Account a = accounts.findByUsername(username).orElse(null);
        if (a == null) {
            return new AdminOutcome.NoSuchUser(username);
        }
        return new AdminOutcome.User(view(a, roles.rolesOf(a.id)));
    }

    /**
     * Sets an account's roles to exactly {@code wanted} ("participant" may be listed; it is
     * implicit). An admin cannot withdraw their own admin role: another admin must, so the
     * platform always keeps one. The change and its audit row commit together.
     */
    @Transactional
    public AdminOutcome.UserOutcome setRoles(Caller admin, String username, List<String> wanted) {
        if (wanted == null) {
            return new AdminOutcome.RolesMissing();
        }
        Set<Role> target = EnumSet.noneOf(Role.class);
        for (int i = 0; i < wanted.size(); i++) {
            String id = wanted.get(i);
            if ("participant".equals(id)) {
                continue;
            }
            Role r = id == null ? null : Role.of(id).orElse(null);
            if (r == null) {
                return new AdminOutcome.BadRole(i);
            }
            target.add(r);
        }
        locks.lock(ROLES_LOCK);
        // Checked again under the lock: another admin may have just withdrawn this one's role.
        if (!roles.has(admin.accountId(), Role.ADMIN)) {
            return new AdminOutcome.NoLongerAdmin();
        }
        Account a = accounts.findByUsername(username).orElse(null);
        if (a == null) {
            return new AdminOutcome.NoSuchUser(username);
        }
        if (a.id == admin.accountId() && !target.contains(Role.ADMIN)) {
            return new AdminOutcome.OwnAdminRole();
        }
        Set<Role> before = roles.rolesOf(a.id);
        List<String> granted = new ArrayList<>();
        List<String> withdrawn = new ArrayList<>();
        Instant now = clock.instant();
        for (Role r : Role.values()) {
            if (target.contains(r) && !before.contains(r)) {
                roles.grant(a.id, r, admin.accountId(), now);
                granted.add(r.id());
            } else if (!target.contains(r) && before.contains(r)) {
                roles.withdraw(a.id, r);
                withdrawn.add(r.id());
            }
        }
        if (!granted.isEmpty() || !withdrawn.isEmpty()) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("before", ids(before));
            details.put("after", ids(target));
            details.put("granted", granted);
            details.put("withdrawn", withdrawn);
            audit.record(admin, "user.roles", "user:" + a.username, details);
        }
        return new AdminOutcome.User(view(a, target));
    }

    private static UserView view(Account a, Set<Role> r) {
        return new UserView(a.id, a.username, ids(r), a.createdAt);
    }

    private static List<String> ids(Set<Role> r) {
        return r.stream().sorted().map(Role::id).toList();
    }
}
