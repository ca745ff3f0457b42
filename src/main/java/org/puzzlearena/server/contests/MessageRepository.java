package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.db.SqlValues;

/** A contest's announcements, clarifications and read markers (tables of V27). */
@ApplicationScoped
public class MessageRepository {

    @Inject
    EntityManager em;

    /** An announcement as stored, with its author's name. */
    public record Announcement(long id, long contestId, long seq, String text, String author, Instant postedAt) {}

    /** A clarification as stored, with the names of its asker and answerer. */
    public record Clarification(
            long id,
            long contestId,
            long seq,
            long askerId,
            String asker,
            String question,
            String game,
            String instance,
            Instant askedAt,
            String answer,
            String answerer,
            boolean toAll,
            Instant answeredAt) {

        public boolean answered() {
            return answer != null;
        }
    }

    private static final String ANNOUNCEMENTS = """
            SELECT n.id, n.contest_id, n.seq, n.body, a.username, n.posted_at
              FROM contest_announcements n JOIN accounts a ON a.id = n.author_id
            """;

    private static final String CLARIFICATIONS = """
            SELECT c.id, c.contest_id, c.seq, c.asker_id, q.username, c.question, c.game, c.instance, c.asked_at,
                   c.answer, r.username, c.public, c.answered_at
              FROM contest_clarifications c JOIN accounts q ON q.id = c.asker_id
              LEFT JOIN accounts r ON r.id = c.answerer_id
            """;

    public long postAnnouncement(long contestId, String text, long authorId, Instant at) {
        return ((Number) em.createNativeQuery("""
                INSERT INTO contest_announcements (contest_id, body, author_id, posted_at)
                VALUES (?1, ?2, ?3, ?4) RETURNING id""")
                        .setParameter(1, contestId)
                        .setParameter(2, text)
                        .setParameter(3, authorId)
                        .setParameter(4, at)
                        .getSingleResult())
                .longValue();
    }

    public List<Announcement> announcements(long contestId) {
        return announcements(ANNOUNCEMENTS + " WHERE n.contest_id = ?1 ORDER BY n.id", contestId);
    }

    public Optional<Announcement> announcement(long id) {
        return announcements(ANNOUNCEMENTS + " WHERE n.id = ?1", id).stream().findFirst();
    }

    public long ask(long contestId, long askerId, String question, String game, String instance, Instant at) {
        return ((Number) em.createNativeQuery("""
                INSERT INTO contest_clarifications (contest_id, asker_id, question, game, instance, asked_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id""")
                        .setParameter(1, contestId)
                        .setParameter(2, askerId)
                        .setParameter(3, question)
                        .setParameter(4, game)
                        .setParameter(5, instance)
                        .setParameter(6, at)
                        .getSingleResult())
                .longValue();
    }

    /**
     * Answers a clarification unless it already is; true when this call answered it. The update's
     * condition decides, so two staff answering at once cannot both succeed.
     */
    public boolean answer(long id, String answer, long answererId, boolean toAll, Instant at) {
        return em.createNativeQuery("""
                        UPDATE contest_clarifications
                           SET answer = ?2, answerer_id = ?3, public = ?4, answered_at = ?5,
                               seq = nextval('contest_message_seq')
                         WHERE id = ?1 AND answer IS NULL""")
                        .setParameter(1, id)
                        .setParameter(2, answer)
                        .setParameter(3, answererId)
                        .setParameter(4, toAll)
                        .setParameter(5, at)
                        .executeUpdate()
                == 1;
    }

    public Optional<Clarification> clarification(long contestId, long id) {
        return clarifications(CLARIFICATIONS + " WHERE c.contest_id = ?1 AND c.id = ?2", contestId, id).stream()
                .findFirst();
    }

    /** Every clarification of the contest, for its staff. */
    public List<Clarification> allClarifications(long contestId) {
        return clarifications(CLARIFICATIONS + " WHERE c.contest_id = ?1 ORDER BY c.id", contestId);
    }

    /** What a non-staff account (or, with {@code accountId} -1, anyone) may read: its own questions and public answers. */
    public List<Clarification> visibleClarifications(long contestId, long accountId) {
        return clarifications(
                CLARIFICATIONS + " WHERE c.contest_id = ?1 AND (c.public OR c.asker_id = ?2) ORDER BY c.id",
                contestId,
                accountId);
    }

    /** The account's read marker on the contest (0: nothing read). */
    public long readSeq(long contestId, long accountId) {
        List<?> rows = em.createNativeQuery(
                        "SELECT read_seq FROM contest_message_reads WHERE contest_id = ?1 AND account_id = ?2")
                .setParameter(1, contestId)
                .setParameter(2, accountId)
                .getResultList();
        return rows.isEmpty() ? 0 : ((Number) rows.get(0)).longValue();
    }

    /** Moves the account's marker up to {@code seq} (never down: two tabs may mark in any order). */
    public void markRead(long contestId, long accountId, long seq) {
        em.createNativeQuery("""
                INSERT INTO contest_message_reads (contest_id, account_id, read_seq) VALUES (?1, ?2, ?3)
                ON CONFLICT (contest_id, account_id)
                DO UPDATE SET read_seq = GREATEST(contest_message_reads.read_seq, EXCLUDED.read_seq)""")
                .setParameter(1, contestId)
                .setParameter(2, accountId)
                .setParameter(3, seq)
                .executeUpdate();
    }

    private List<Announcement> announcements(String sql, Object... params) {
        return rows(sql, params).stream()
                .map(r -> new Announcement(
                        ((Number) r[0]).longValue(),
                        ((Number) r[1]).longValue(),
                        ((Number) r[2]).longValue(),
                        (String) r[3],
                        (String) r[4],
                        SqlValues.instant(r[5])))
                .toList();
    }

    private List<Clarification> clarifications(String sql, Object... params) {
        return rows(sql, params).stream()
                .map(r -> new Clarification(
                        ((Number) r[0]).longValue(),
                        ((Number) r[1]).longValue(),
                        ((Number) r[2]).longValue(),
                        ((Number) r[3]).longValue(),
                        (String) r[4],
                        (String) r[5],
                        (String) r[6],
                        (String) r[7],
                        SqlValues.instant(r[8]),
                        (String) r[9],
                        (String) r[10],
                        (Boolean) r[11],
                        SqlValues.instant(r[12])))
                .toList();
    }

    private List<Object[]> rows(String sql, Object... params) {
        var q = em.createNativeQuery(sql);
        for (int i = 0; i < params.length; i++) {
            q.setParameter(i + 1, params[i]);
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        return rows;
    }
}
