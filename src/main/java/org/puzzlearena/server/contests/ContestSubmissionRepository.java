package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.db.SqlValues;
import org.puzzlearena.server.submissions.Submission;

/**
 * The submissions of a contest as its scoreboard and its pages read them. Every read takes a
 * {@link Cut}: what a viewer may see of a frozen board is decided here, in the query, so nothing
 * received after the freeze can reach a participant's view by another route.
 */
@ApplicationScoped
public class ContestSubmissionRepository {

    /** No cut-off: later than any receipt PostgreSQL can store that matters here. */
    private static final Instant NEVER = Instant.parse("9999-12-31T00:00:00Z");

    @Inject
    EntityManager em;

    /**
     * What a view shows: submissions received before {@code before}, plus all of the account
     * {@code ownAccount}'s (the viewer's own; -1 for none).
     */
    public record Cut(Instant before, long ownAccount) {
        public static final Cut EVERYTHING = new Cut(null, -1);

        public static Cut frozenAt(Instant freeze, Long viewerAccount) {
            return new Cut(freeze, viewerAccount == null ? -1 : viewerAccount);
        }

        Instant limit() {
            return before == null ? NEVER : before;
        }
    }

    /** A participant's best on one instance. */
    public record Best(BoardKey key, String game, String instance, int score, Instant receivedAt, long submissionId) {}

    /** How many submissions a participant made and the last one's receipt, within a cut. */
    public record Activity(long submissions, Instant last) {}

    private static final String VISIBLE =
            "s.contest_id = :contest AND (s.received_at < :before OR s.account_id = :own)";

    public List<Best> bests(long contestId, Cut cut) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT DISTINCT ON (s.account_id, coalesce(s.bot_name, ''), s.game, s.instance_id)
                       s.account_id, s.bot_name, s.game, s.instance_id, s.score, s.received_at, s.id
                  FROM submissions s
                 WHERE %s
                 ORDER BY s.account_id, coalesce(s.bot_name, ''), s.game, s.instance_id, s.score DESC, s.received_at, s.id""".formatted(VISIBLE))
                .setParameter("contest", contestId)
                .setParameter("before", cut.limit())
                .setParameter("own", cut.ownAccount())
                .getResultList();
        List<Best> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            out.add(new Best(
                    BoardKey.participant(((Number) r[0]).longValue(), (String) r[1]),
                    (String) r[2],
                    (String) r[3],
                    ((Number) r[4]).intValue(),
                    SqlValues.instant(r[5]),
                    ((Number) r[6]).longValue()));
        }
        return out;
    }

    public Map<BoardKey, Activity> activity(long contestId, Cut cut) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT s.account_id, s.bot_name, count(*), max(s.received_at)
                  FROM submissions s WHERE %s
                 GROUP BY s.account_id, s.bot_name""".formatted(VISIBLE))
                .setParameter("contest", contestId)
                .setParameter("before", cut.limit())
                .setParameter("own", cut.ownAccount())
                .getResultList();
        Map<BoardKey, Activity> out = new HashMap<>();
        for (Object[] r : rows) {
            out.put(
                    BoardKey.participant(((Number) r[0]).longValue(), (String) r[1]),
                    new Activity(((Number) r[2]).longValue(), SqlValues.instant(r[3])));
        }
        return out;
    }

    /** Submissions of the contest within a cut, optionally of one account only, oldest first. */
    public List<Submission> list(long contestId, Cut cut, Long accountId, int offset, int limit) {
        return em.createQuery("""
                from Submission s join fetch s.account a
                 where s.contestId = :contest and (s.receivedAt < :before or a.id = :own)
                   and (:account = -1L or a.id = :account)
                 order by s.receivedAt, s.id""", Submission.class)
                .setParameter("contest", contestId)
                .setParameter("before", cut.limit())
                .setParameter("own", cut.ownAccount())
                .setParameter("account", accountId == null ? -1L : accountId)
                .setFirstResult(offset)
                .setMaxResults(limit)
                .getResultList();
    }

    public long count(long contestId, Cut cut, Long accountId) {
        return em.createQuery("""
                select count(s) from Submission s
                 where s.contestId = :contest and (s.receivedAt < :before or s.account.id = :own)
                   and (:account = -1L or s.account.id = :account)""", Long.class)
                .setParameter("contest", contestId)
                .setParameter("before", cut.limit())
                .setParameter("own", cut.ownAccount())
                .setParameter("account", accountId == null ? -1L : accountId)
                .getSingleResult();
    }

    /** A participant's accepted submissions received after {@code since}, oldest first (their receipts). */
    public List<Instant> acceptedSince(long contestId, ParticipantId who, Instant since) {
        @SuppressWarnings("unchecked")
        List<Object> rows = em.createNativeQuery("""
                SELECT received_at FROM submissions
                 WHERE contest_id = ?1 AND account_id = ?2 AND coalesce(bot_name, '') = ?3 AND received_at > ?4
                 ORDER BY received_at""")
                .setParameter(1, contestId)
                .setParameter(2, who.accountId())
                .setParameter(3, who.botKey())
                .setParameter(4, since)
                .getResultList();
        return rows.stream().map(SqlValues::instant).toList();
    }

    /** A participant's best score on one instance of a contest. */
    public int bestOf(long contestId, ParticipantId who, BoardId board) {
        Object best = em.createNativeQuery("""
                SELECT max(score) FROM submissions
                 WHERE contest_id = ?1 AND account_id = ?2 AND coalesce(bot_name, '') = ?3 AND game = ?4 AND instance_id = ?5""")
                .setParameter(1, contestId)
                .setParameter(2, who.accountId())
                .setParameter(3, who.botKey())
                .setParameter(4, board.game())
                .setParameter(5, board.instance())
                .getSingleResult();
        return ((Number) best).intValue();
    }

    public Optional<Submission> find(long id) {
        return em.createQuery("from Submission s join fetch s.account where s.id = :id", Submission.class)
                .setParameter("id", id)
                .getResultStream()
                .findFirst();
    }
}
