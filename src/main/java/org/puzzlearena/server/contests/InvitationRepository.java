package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.db.SqlValues;

/** A contest's invitation codes (table contest_invitations, V23). */
@ApplicationScoped
public class InvitationRepository {

    @Inject
    EntityManager em;

    /** An invitation as stored. */
    public record Invitation(
            long id,
            long contestId,
            String hint,
            String label,
            int maxUses,
            int uses,
            Instant expiresAt,
            String createdBy,
            Instant createdAt,
            Instant revokedAt) {

        int remaining() {
            return maxUses - uses;
        }
    }

    private static final String SELECT = """
            SELECT i.id, i.contest_id, i.code_hint, i.label, i.max_uses, i.uses, i.expires_at, a.username,
                   i.created_at, i.revoked_at
              FROM contest_invitations i JOIN accounts a ON a.id = i.created_by
            """;

    public long insert(
            long contestId,
            String codeHash,
            String hint,
            String label,
            int maxUses,
            Instant expiresAt,
            long by,
            Instant at) {
        return ((Number) em.createNativeQuery("""
                INSERT INTO contest_invitations (contest_id, code_hash, code_hint, label, max_uses, expires_at, created_by, created_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id""")
                        .setParameter(1, contestId)
                        .setParameter(2, codeHash)
                        .setParameter(3, hint)
                        .setParameter(4, label)
                        .setParameter(5, maxUses)
                        .setParameter(6, expiresAt)
                        .setParameter(7, by)
                        .setParameter(8, at)
                        .getSingleResult())
                .longValue();
    }

    public List<Invitation> ofContest(long contestId) {
        return list(SELECT + " WHERE i.contest_id = ?1 ORDER BY i.id", contestId);
    }

    public Optional<Invitation> find(long contestId, long id) {
        return list(SELECT + " WHERE i.contest_id = ?1 AND i.id = ?2", contestId, id).stream()
                .findFirst();
    }

    /** The invitation with this code's hash; {@code lock}: locked until the transaction ends (its uses are counted). */
    public Optional<Invitation> byCode(String codeHash, boolean lock) {
        return list(SELECT + " WHERE i.code_hash = ?1" + (lock ? " FOR UPDATE OF i" : ""), codeHash).stream()
                .findFirst();
    }

    public void revoke(long id, Instant at) {
        em.createNativeQuery("UPDATE contest_invitations SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL")
                .setParameter(1, id)
                .setParameter(2, at)
                .executeUpdate();
    }

    public void use(long id) {
        em.createNativeQuery("UPDATE contest_invitations SET uses = uses + 1 WHERE id = ?1")
                .setParameter(1, id)
                .executeUpdate();
    }

    private List<Invitation> list(String sql, Object... params) {
        var q = em.createNativeQuery(sql);
        for (int i = 0; i < params.length; i++) {
            q.setParameter(i + 1, params[i]);
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        return rows.stream()
                .map(r -> new Invitation(
                        ((Number) r[0]).longValue(),
                        ((Number) r[1]).longValue(),
                        (String) r[2],
                        (String) r[3],
                        ((Number) r[4]).intValue(),
                        ((Number) r[5]).intValue(),
                        SqlValues.instant(r[6]),
                        (String) r[7],
                        SqlValues.instant(r[8]),
                        SqlValues.instant(r[9])))
                .toList();
    }
}
