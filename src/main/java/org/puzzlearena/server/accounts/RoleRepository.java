package org.puzzlearena.server.accounts;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The role grants of accounts (table account_roles). */
@ApplicationScoped
public class RoleRepository {

    @Inject
    EntityManager em;

    public Set<Role> rolesOf(long accountId) {
        @SuppressWarnings("unchecked")
        List<String> rows = em.createNativeQuery("SELECT role FROM account_roles WHERE account_id = ?1")
                .setParameter(1, accountId)
                .getResultList();
        Set<Role> roles = EnumSet.noneOf(Role.class);
        rows.forEach(r -> Role.of(r).ifPresent(roles::add));
        return roles;
    }

    /**
     * The accounts among {@code accountIds} that hold {@code role}, in one query: a live board asks
     * it for all its watchers at once rather than once per watcher.
     */
    public Set<Long> holding(Role role, Collection<Long> accountIds) {
        if (accountIds.isEmpty()) {
            return Set.of();
        }
        Set<Long> holders = new HashSet<>();
        for (Object id : em.createNativeQuery(
                        "SELECT account_id FROM account_roles WHERE role = ?1 AND account_id = ANY(?2)")
                .setParameter(1, role.id())
                .setParameter(2, accountIds.toArray(Long[]::new))
                .getResultList()) {
            holders.add(((Number) id).longValue());
        }
        return holders;
    }

    public boolean has(long accountId, Role role) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM account_roles WHERE account_id = ?1 AND role = ?2")
                                .setParameter(1, accountId)
                                .setParameter(2, role.id())
                                .getSingleResult())
                        .longValue()
                > 0;
    }

    /** Grants a role; false when the account already had it. {@code grantedBy} null: the server. */
    public boolean grant(long accountId, Role role, Long grantedBy, Instant at) {
        return em.createNativeQuery("""
                INSERT INTO account_roles (account_id, role, granted_at, granted_by) VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT DO NOTHING""")
                        .setParameter(1, accountId)
                        .setParameter(2, role.id())
                        .setParameter(3, at)
                        .setParameter(4, grantedBy)
                        .executeUpdate()
                > 0;
    }

    /** Withdraws a role; false when the account did not have it. */
    public boolean withdraw(long accountId, Role role) {
        return em.createNativeQuery("DELETE FROM account_roles WHERE account_id = ?1 AND role = ?2")
                        .setParameter(1, accountId)
                        .setParameter(2, role.id())
                        .executeUpdate()
                > 0;
    }

    public long count(Role role) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM account_roles WHERE role = ?1")
                        .setParameter(1, role.id())
                        .getSingleResult())
                .longValue();
    }
}
