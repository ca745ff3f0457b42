package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
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
     * {@code ownAccount}'s (the viewer's own, their teammates' too in a team contest; -1 for none);
     * with {@code publicPart}, none to a hidden instance (docs/CONTESTS.md, "The hidden final set").
     */
    public record Cut(Instant before, long ownAccount, boolean publicPart) {
        public static final Cut EVERYTHING = new Cut(null, -1, false);

        public static Cut frozenAt(Instant freeze, Long viewerAccount) {
            return new Cut(freeze, viewerAccount == null ? -1 : viewerAccount, false);
        }

        /** With {@code only}, this cut leaves out the submissions to the contest's hidden instances. */
        public Cut publicPartOnly(boolean only) {
            return new Cut(before, ownAccount, only);
        }

        Instant limit() {
            return before == null ? NEVER : before;
        }
    }

    /** A participant's best on one instance. */
    public record Best(BoardKey key, String game, String instance, int score, Instant receivedAt, long submissionId) {}

    /** How many submissions a participant made and the last one's receipt, within a cut. */
    public record Activity(long submissions, Instant last) {}

    /**
     * Within the cut, or the viewer's own: their account's, and in a team contest their teammates';
     * with {@code publicPart}, none to a hidden instance.
     */
    private static final String VISIBLE = """
            s.contest_id = :contest AND (s.received_at < :before OR s.account_id = :own
                OR s.account_id IN (SELECT mate.account_id
                                      FROM contest_team_members me
                                      JOIN contest_team_members mate ON mate.team_id = me.team_id
                                     WHERE me.contest_id = :contest AND me.account_id = :own
                                       AND me.status = 'accepted' AND mate.status = 'accepted'))
            AND (:publicPart = false OR NOT EXISTS (SELECT 1 FROM contest_instances ci
                 WHERE ci.contest_id = s.contest_id AND ci.game = s.game AND ci.instance_id = s.instance_id
                   AND ci.hidden))""";

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
                .setParameter("publicPart", cut.publicPart())
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
                .setParameter("publicPart", cut.publicPart())
                .getResultList();
        Map<BoardKey, Activity> out = new HashMap<>();
        for (Object[] r : rows) {
            out.put(
                    BoardKey.participant(((Number) r[0]).longValue(), (String) r[1]),
                    new Activity(((Number) r[2]).longValue(), SqlValues.instant(r[3])));
        }
        return out;
    }

    /**
     * What a contest submission's line repeats: a verified record of the board (there before the
     * submission), else the earliest earlier submission of the same line by another account, on the
     * ordinary boards (public) or in this contest within the cut (so a frozen view learns nothing of
     * later lines). {@code inContest} tells the second kind, whose link the viewer may not open.
     */
    public record Original(
            Long record,
            String holder,
            String recordLink,
            Long submission,
            long accountId,
            String username,
            String botName,
            boolean inContest) {}

    /** The originals of those of {@code submissionIds} that copy an earlier line, by submission id. */
    public Map<Long, Original> originals(long contestId, Cut cut, Collection<Long> submissionIds) {
        if (submissionIds.isEmpty()) {
            return Map.of();
        }
        // One probe of records_line and of submissions_line per shown best (docs/RECORDS.md, "Copies").
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT s.id, rec.id, rec.holder, s.game, s.instance_id, o.id, o.account_id, a.username, o.bot_name,
                       o.contest_id IS NOT NULL
                  FROM submissions s
                  LEFT JOIN LATERAL (SELECT r.id, r.holder FROM records r
                                      WHERE r.game = s.game AND r.instance_id = s.instance_id
                                        AND r.line_hash = s.line_hash AND r.verified AND r.added_at <= s.received_at
                                      LIMIT 1) rec ON true
                  LEFT JOIN LATERAL (SELECT o.id, o.account_id, o.bot_name, o.contest_id FROM submissions o
                                      WHERE o.game = s.game AND o.instance_id = s.instance_id
                                        AND o.line_hash = s.line_hash AND o.account_id <> s.account_id
                                        AND (o.received_at < s.received_at
                                             OR (o.received_at = s.received_at AND o.id < s.id))
                                        AND (o.contest_id IS NULL
                                             OR (o.contest_id = :contest
                                                 AND (o.received_at < :before OR o.account_id = :own)))
                                      ORDER BY o.received_at, o.id LIMIT 1) o ON true
                  LEFT JOIN accounts a ON a.id = o.account_id
                 WHERE s.id IN (:ids) AND s.line_hash IS NOT NULL AND (rec.id IS NOT NULL OR o.id IS NOT NULL)""")
                .setParameter("contest", contestId)
                .setParameter("before", cut.limit())
                .setParameter("own", cut.ownAccount())
                .setParameter("ids", submissionIds)
                .getResultList();
        Map<Long, Original> out = new HashMap<>();
        for (Object[] r : rows) {
            long id = ((Number) r[0]).longValue();
            if (r[1] != null) {
                out.put(
                        id,
                        new Original(
                                ((Number) r[1]).longValue(),
                                (String) r[2],
                                "/api/records/" + r[3] + "/" + r[4],
                                null,
                                -1,
                                null,
                                null,
                                false));
            } else {
                out.put(
                        id,
                        new Original(
                                null,
                                null,
                                null,
                                ((Number) r[5]).longValue(),
                                ((Number) r[6]).longValue(),
                                (String) r[7],
                                (String) r[8],
                                (Boolean) r[9]));
            }
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

    /** Every submission of some accounts (a team's members), oldest first. */
    public List<Submission> listOfAccounts(long contestId, Collection<Long> accountIds, int offset, int limit) {
        return em.createQuery("""
                from Submission s join fetch s.account a
                 where s.contestId = :contest and a.id in :accounts
                 order by s.receivedAt, s.id""", Submission.class)
                .setParameter("contest", contestId)
                .setParameter("accounts", accountIds)
                .setFirstResult(offset)
                .setMaxResults(limit)
                .getResultList();
    }

    public long countOfAccounts(long contestId, Collection<Long> accountIds) {
        return em.createQuery(
                        "select count(s) from Submission s where s.contestId = :contest and s.account.id in :accounts",
                        Long.class)
                .setParameter("contest", contestId)
                .setParameter("accounts", accountIds)
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
