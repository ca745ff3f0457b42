package org.puzzlearena.server.accounts;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.db.SqlValues;

@ApplicationScoped
public class AccountRepository implements PanacheRepository<Account> {

    /** An account with the ids of its granted roles, sorted (as stored in account_roles). */
    public record WithRoles(long id, String username, List<String> roles, Instant createdAt) {}

    /** The accounts whose name contains {@code :q} (any case; null: all) and that hold {@code :role} (null: any). */
    private static final String MATCHING = """
             WHERE (CAST(:q AS text) IS NULL OR strpos(lower(a.username), lower(CAST(:q AS text))) > 0)
               AND (CAST(:role AS text) IS NULL
                    OR EXISTS (SELECT 1 FROM account_roles x WHERE x.account_id = a.id AND x.role = :role))""";

    /** Usernames are unique regardless of case. */
    public Optional<Account> findByUsername(String username) {
        return find("lower(username) = lower(?1)", username).firstResultOptional();
    }

    /** The account whose name looks like {@code skeleton} ({@link UsernameSkeleton}). */
    public Optional<Account> findBySkeleton(String skeleton) {
        return find("usernameSkeleton = ?1", skeleton).firstResultOptional();
    }

    /**
     * A page of the accounts whose name contains {@code nameContains} (any case; null: all) and that
     * hold {@code role} (null: any), by lower-case name then id.
     */
    public List<WithRoles> searchWithRoles(String nameContains, String role, int offset, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = getEntityManager()
                .createNativeQuery("""
                SELECT a.id, a.username, a.created_at,
                       (SELECT string_agg(r.role, ',' ORDER BY r.role) FROM account_roles r WHERE r.account_id = a.id)
                  FROM accounts a %s
                 ORDER BY lower(a.username), a.id OFFSET :offset LIMIT :limit""".formatted(MATCHING))
                .setParameter("q", nameContains)
                .setParameter("role", role)
                .setParameter("offset", offset)
                .setParameter("limit", limit)
                .getResultList();
        return rows.stream()
                .map(r -> new WithRoles(
                        ((Number) r[0]).longValue(),
                        (String) r[1],
                        r[3] == null ? List.of() : List.of(((String) r[3]).split(",")),
                        SqlValues.instant(r[2])))
                .toList();
    }

    /** How many accounts {@link #searchWithRoles} pages through. */
    public long countMatching(String nameContains, String role) {
        return ((Number) getEntityManager()
                        .createNativeQuery("SELECT count(*) FROM accounts a " + MATCHING)
                        .setParameter("q", nameContains)
                        .setParameter("role", role)
                        .getSingleResult())
                .longValue();
    }
}
