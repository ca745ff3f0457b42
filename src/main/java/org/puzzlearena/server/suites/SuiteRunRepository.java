package org.puzzlearena.server.suites;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.db.SqlValues;

@ApplicationScoped
public class SuiteRunRepository implements PanacheRepository<SuiteRun> {

    void persistItem(SuiteRunItem item) {
        getEntityManager().persist(item);
    }

    /** The items of a suite run in the suite's order, each with its bot run's state and best score. */
    List<ItemStatus> items(long suiteRunId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = getEntityManager()
                .createNativeQuery("SELECT i.id, i.position, i.game, i.instance_id, i.cpu_seconds, i.bot_run_id,"
                        + " i.attempts, i.refusal, b.state, b.best_score FROM suite_run_items i"
                        + " LEFT JOIN bot_runs b ON b.id = i.bot_run_id WHERE i.suite_run_id = ?1 ORDER BY i.position")
                .setParameter(1, suiteRunId)
                .getResultList();
        return rows.stream()
                .map(r -> new ItemStatus(
                        ((Number) r[0]).longValue(),
                        ((Number) r[1]).intValue(),
                        (String) r[2],
                        (String) r[3],
                        ((Number) r[4]).doubleValue(),
                        r[5] == null ? null : ((Number) r[5]).longValue(),
                        ((Number) r[6]).intValue(),
                        (String) r[7],
                        (String) r[8],
                        r[9] == null ? null : ((Number) r[9]).intValue()))
                .toList();
    }

    /** Records the item's bot run, if the item still waits for one: whether it did. */
    boolean link(long itemId, long botRunId) {
        return getEntityManager()
                        .createNativeQuery("UPDATE suite_run_items SET bot_run_id = ?1, attempts = attempts + 1"
                                + " WHERE id = ?2 AND bot_run_id IS NULL AND refusal IS NULL")
                        .setParameter(1, botRunId)
                        .setParameter(2, itemId)
                        .executeUpdate()
                == 1;
    }

    /** Lets go of the item's run (interrupted by a server stop), so that it is started anew. */
    void release(long itemId, long botRunId) {
        getEntityManager()
                .createNativeQuery("UPDATE suite_run_items SET bot_run_id = NULL WHERE id = ?1 AND bot_run_id = ?2")
                .setParameter(1, itemId)
                .setParameter(2, botRunId)
                .executeUpdate();
    }

    void refuse(long itemId, String why) {
        getEntityManager()
                .createNativeQuery("UPDATE suite_run_items SET refusal = ?1 WHERE id = ?2 AND bot_run_id IS NULL")
                .setParameter(1, why)
                .setParameter(2, itemId)
                .executeUpdate();
    }

    /** Ends a running suite run as {@code state} (with its total when finished): whether it was running. */
    boolean end(long id, String state, Long total, Instant at) {
        return update(
                        "state = ?1, total = ?2, endedAt = ?3 where id = ?4 and state = ?5",
                        state,
                        total,
                        at,
                        id,
                        SuiteRun.RUNNING)
                == 1;
    }

    List<Long> runningIds() {
        return getEntityManager()
                .createQuery("select s.id from SuiteRun s where s.state = ?1 order by s.id", Long.class)
                .setParameter(1, SuiteRun.RUNNING)
                .getResultList();
    }

    /** The suite run that bot run {@code botRunId} is an item of, if any. */
    Optional<Long> ofBotRun(long botRunId) {
        return getEntityManager()
                .createQuery("select i.suiteRunId from SuiteRunItem i where i.botRunId = ?1", Long.class)
                .setParameter(1, botRunId)
                .getResultStream()
                .findFirst();
    }

    /** One item's score in a finished suite run: what the comparison is computed from. */
    record FinishedScore(long suiteRunId, String bot, boolean hosted, long seed, int position, int score) {}

    /** Every item score of the finished runs of suite {@code suiteId}, by suite run then position. */
    List<FinishedScore> finishedScores(String suiteId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = getEntityManager()
                .createNativeQuery("SELECT s.id, s.bot, s.hosted, s.seed, i.position, b.best_score FROM suite_runs s"
                        + " JOIN suite_run_items i ON i.suite_run_id = s.id JOIN bot_runs b ON b.id = i.bot_run_id"
                        + " WHERE s.suite_id = ?1 AND s.state = 'finished' ORDER BY s.id, i.position")
                .setParameter(1, suiteId)
                .getResultList();
        return rows.stream()
                .map(r -> new FinishedScore(
                        ((Number) r[0]).longValue(),
                        (String) r[1],
                        (Boolean) r[2],
                        ((Number) r[3]).longValue(),
                        ((Number) r[4]).intValue(),
                        ((Number) r[5]).intValue()))
                .toList();
    }

    /** Suite runs newest first, of one suite and/or one owner (null: any). */
    List<SuiteRunSummary> page(String suiteId, Long accountId, int offset, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = filtered(
                        "SELECT s.id, s.suite_id, s.bot, s.hosted, a.username, s.seed, s.state, s.created_at,"
                                + " s.ended_at, s.total, (SELECT count(*) FROM suite_run_items i WHERE"
                                + " i.suite_run_id = s.id), (SELECT count(*) FROM suite_run_items i JOIN bot_runs b"
                                + " ON b.id = i.bot_run_id WHERE i.suite_run_id = s.id AND b.state = 'finished')"
                                + " FROM suite_runs s JOIN accounts a ON a.id = s.account_id",
                        " ORDER BY s.id DESC OFFSET " + offset + " LIMIT " + limit,
                        suiteId,
                        accountId)
                .getResultList();
        return rows.stream()
                .map(r -> new SuiteRunSummary(
                        ((Number) r[0]).longValue(),
                        (String) r[1],
                        (String) r[2],
                        (Boolean) r[3],
                        (String) r[4],
                        ((Number) r[5]).longValue(),
                        (String) r[6],
                        SqlValues.instant(r[7]),
                        r[8] == null ? null : SqlValues.instant(r[8]),
                        ((Number) r[10]).intValue(),
                        ((Number) r[11]).intValue(),
                        r[9] == null ? null : ((Number) r[9]).longValue()))
                .toList();
    }

    long count(String suiteId, Long accountId) {
        return ((Number) filtered("SELECT count(*) FROM suite_runs s", "", suiteId, accountId)
                        .getSingleResult())
                .longValue();
    }

    private jakarta.persistence.Query filtered(String select, String tail, String suiteId, Long accountId) {
        StringBuilder sql = new StringBuilder(select);
        sql.append(" WHERE TRUE");
        if (suiteId != null) {
            sql.append(" AND s.suite_id = :suite");
        }
        if (accountId != null) {
            sql.append(" AND s.account_id = :account");
        }
        jakarta.persistence.Query q =
                getEntityManager().createNativeQuery(sql.append(tail).toString());
        if (suiteId != null) {
            q.setParameter("suite", suiteId);
        }
        if (accountId != null) {
            q.setParameter("account", accountId);
        }
        return q;
    }
}
