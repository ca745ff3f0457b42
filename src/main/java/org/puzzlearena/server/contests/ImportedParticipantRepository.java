package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import org.puzzlearena.server.accounts.PasswordHasher;
import org.puzzlearena.server.db.SqlValues;

/** A contest's imported participants (table contest_imported_participants, V23). */
@ApplicationScoped
public class ImportedParticipantRepository {

    @Inject
    EntityManager em;

    /** Records (or, for an account imported again, updates) one imported line. */
    public void record(long contestId, long accountId, ParticipantCsv.Row row, long by, Instant at) {
        em.createNativeQuery("""
                INSERT INTO contest_imported_participants
                       (contest_id, account_id, line, display_name, team, email, imported_by, imported_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                ON CONFLICT (contest_id, account_id) DO UPDATE
                   SET line = EXCLUDED.line, display_name = EXCLUDED.display_name, team = EXCLUDED.team,
                       email = EXCLUDED.email, imported_by = EXCLUDED.imported_by, imported_at = EXCLUDED.imported_at""")
                .setParameter(1, contestId)
                .setParameter(2, accountId)
                .setParameter(3, row.line())
                .setParameter(4, row.displayName())
                .setParameter(5, row.team())
                .setParameter(6, row.email())
                .setParameter(7, by)
                .setParameter(8, at)
                .executeUpdate();
    }

    /**
     * The contest's imported participants, latest import first then by line; {@code passwordSet}:
     * the account has a password (its set-password link was used, or it existed before the import).
     */
    public List<EventAccountViews.ImportedRow> ofContest(long contestId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT p.line, a.username, p.display_name, p.team, p.email, p.imported_at, b.username,
                       a.password_hash <> ?2
                  FROM contest_imported_participants p
                  JOIN accounts a ON a.id = p.account_id
                  JOIN accounts b ON b.id = p.imported_by
                 WHERE p.contest_id = ?1
                 ORDER BY p.imported_at DESC, p.line""")
                .setParameter(1, contestId)
                .setParameter(2, PasswordHasher.NO_PASSWORD)
                .getResultList();
        return rows.stream()
                .map(r -> new EventAccountViews.ImportedRow(
                        ((Number) r[0]).intValue(),
                        (String) r[1],
                        (String) r[2],
                        (String) r[3],
                        (String) r[4],
                        SqlValues.instant(r[5]),
                        (String) r[6],
                        (Boolean) r[7]))
                .toList();
    }
}
