package org.puzzlearena.server.leaderboards;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Leaderboards computed from the submissions themselves: the best submission per participant
 * (higher score first, then earlier receipt, then lower id), so they can never drift from what
 * is stored.
 */
@ApplicationScoped
public class LeaderboardRepository {

    /**
     * Each participant's best row: PostgreSQL's DISTINCT ON keeps the first row per participant.
     * Contest submissions are not on the ordinary boards: a contest's frozen scoreboard must not
     * leak through them (and a contest has its own rules of play).
     */
    private static final String BEST = """
            SELECT DISTINCT ON (s.account_id, coalesce(s.bot_name, ''))
                   s.id, s.account_id, s.bot_name, s.score, s.move_count, s.received_at, s.bot_run_id
              FROM submissions s
             WHERE s.game = :game AND s.instance_id = :instance AND s.contest_id IS NULL
             ORDER BY s.account_id, coalesce(s.bot_name, ''), s.score DESC, s.received_at, s.id""";

    @Inject
    EntityManager em;

    /** The ranked entries, with their participants' names: one query. */
    private static final String RANKED = """
            SELECT b.id, a.username, b.bot_name, b.score, b.move_count, b.received_at, b.bot_run_id,
                   row_number() OVER (ORDER BY b.score DESC, b.received_at, b.id) AS rank, b.account_id
              FROM (%s) b JOIN accounts a ON a.id = b.account_id""".formatted(BEST);

    public List<LeaderboardEntry> page(String game, String instance, int offset, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT * FROM (%s) r
                 ORDER BY r.rank
                 OFFSET :offset LIMIT :limit""".formatted(RANKED))
                .setParameter("game", game).setParameter("instance", instance)
                .setParameter("offset", offset).setParameter("limit", limit)
                .getResultList();
        List<LeaderboardEntry> entries = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            entries.add(entry(r));
        }
        return entries;
    }

    /** A participant's entry (their best submission, ranked), or empty when they have none. */
    public Optional<LeaderboardEntry> entryOf(String game, String instance, long accountId, String botName) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT * FROM (%s) r
                 WHERE r.account_id = :account AND coalesce(r.bot_name, '') = :bot""".formatted(RANKED))
                .setParameter("game", game).setParameter("instance", instance)
                .setParameter("account", accountId).setParameter("bot", botName == null ? "" : botName)
                .getResultList();
        return rows.stream().findFirst().map(LeaderboardRepository::entry);
    }

    private static LeaderboardEntry entry(Object[] r) {
        long id = ((Number) r[0]).longValue();
        String username = (String) r[1];
        String bot = (String) r[2];
        LeaderboardEntry.Participant who = LeaderboardEntry.Participant.of(username, bot);
        String botRun = r[6] == null ? null : "/api/bot-runs/" + ((Number) r[6]).longValue();
        return new LeaderboardEntry(((Number) r[7]).intValue(), who, ((Number) r[3]).intValue(),
                ((Number) r[4]).intValue(), id, instant(r[5]), "/api/submissions/" + id, botRun);
    }

    public long participants(String game, String instance) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM (" + BEST + ") b")
                .setParameter("game", game).setParameter("instance", instance)
                .getSingleResult()).longValue();
    }

    /** The rank of a participant's best entry (1 = first). */
    public int rankOf(String game, String instance, long accountId, String botName) {
        Object rank = em.createNativeQuery("""
                SELECT x.rank FROM (
                    SELECT b.account_id, coalesce(b.bot_name, '') AS bot,
                           row_number() OVER (ORDER BY b.score DESC, b.received_at, b.id) AS rank
                      FROM (%s) b) x
                 WHERE x.account_id = :account AND x.bot = :bot""".formatted(BEST))
                .setParameter("game", game).setParameter("instance", instance)
                .setParameter("account", accountId).setParameter("bot", botName == null ? "" : botName)
                .getSingleResult();
        return ((Number) rank).intValue();
    }

    private static Instant instant(Object value) {
        return switch (value) {
            case Instant i -> i;
            case OffsetDateTime o -> o.toInstant();
            case java.sql.Timestamp t -> t.toInstant();
            default -> throw new IllegalStateException("unexpected timestamp type " + value.getClass());
        };
    }
}
