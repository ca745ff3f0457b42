package org.puzzlearena.server.profiles;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.db.SqlValues;

/** What a profile reads besides the boards: a participant's latest submissions and their contests. */
@ApplicationScoped
public class ProfileRepository {

    @Inject
    EntityManager em;

    /** An ordinary submission (contest submissions are the contest's: they are listed there). */
    public record RecentSubmission(long id, String game, String instance, int score, int moves, Instant receivedAt) {}

    /** A contest the participant registered for. */
    public record ContestTaken(long id, String title, Instant startsAt, Instant endsAt) {}

    public List<RecentSubmission> recent(ParticipantId who, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT id, game, instance_id, score, move_count, received_at
                  FROM submissions
                 WHERE account_id = ?1 AND coalesce(bot_name, '') = ?2 AND contest_id IS NULL
                 ORDER BY received_at DESC, id DESC
                 LIMIT ?3""")
                .setParameter(1, who.accountId())
                .setParameter(2, who.botKey())
                .setParameter(3, limit)
                .getResultList();
        List<RecentSubmission> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            out.add(new RecentSubmission(
                    ((Number) r[0]).longValue(),
                    (String) r[1],
                    (String) r[2],
                    ((Number) r[3]).intValue(),
                    ((Number) r[4]).intValue(),
                    SqlValues.instant(r[5])));
        }
        return out;
    }

    public List<ContestTaken> contests(ParticipantId who) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT c.id, c.title, c.starts_at, c.ends_at
                  FROM contest_registrations g JOIN contests c ON c.id = g.contest_id
                 WHERE g.account_id = ?1 AND coalesce(g.bot_name, '') = ?2
                 ORDER BY c.starts_at DESC, c.id DESC
                 LIMIT 100""")
                .setParameter(1, who.accountId())
                .setParameter(2, who.botKey())
                .getResultList();
        List<ContestTaken> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            out.add(new ContestTaken(
                    ((Number) r[0]).longValue(), (String) r[1], SqlValues.instant(r[2]), SqlValues.instant(r[3])));
        }
        return out;
    }
}
