package org.puzzlearena.server.botruns;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

@ApplicationScoped
public class BotRunRepository implements PanacheRepository<BotRun> {

    private static final List<String> ACTIVE = List.of(BotRunState.QUEUED.id(), BotRunState.RUNNING.id());

    /**
     * Locks the account's row until the transaction ends: two requests of one account that count
     * its active runs then add one are serialised, so neither can slip past the limit.
     */
    public void lockAccount(long accountId) {
        getEntityManager()
                .createNativeQuery("SELECT id FROM accounts WHERE id = ?1 FOR UPDATE")
                .setParameter(1, accountId)
                .getResultList();
    }

    public List<BotRun> activeOf(long accountId) {
        return list("account.id = ?1 and state in ?2", accountId, ACTIVE);
    }

    public long countQueued() {
        return count("state", BotRunState.QUEUED.id());
    }

    /** The runs matching the filters given (null: any), newest first. */
    public List<BotRun> search(
            Long accountId,
            String game,
            String instanceId,
            String state,
            Collection<Long> hidden,
            int offset,
            int limit) {
        return search(accountId, game, instanceId, state, null, hidden, offset, limit);
    }

    /** Also by configuration: {@code config} is a run's name ({@link BotNames}), its leaderboard identity. */
    public List<BotRun> search(
            Long accountId,
            String game,
            String instanceId,
            String state,
            String config,
            Collection<Long> hidden,
            int offset,
            int limit) {
        Filter f = filter(accountId, game, instanceId, state, config, hidden);
        return find(f.query + " order by id desc", f.params)
                .range(offset, offset + limit - 1)
                .list();
    }

    public long countMatching(Long accountId, String game, String instanceId, String state, Collection<Long> hidden) {
        return countMatching(accountId, game, instanceId, state, null, hidden);
    }

    public long countMatching(
            Long accountId, String game, String instanceId, String state, String config, Collection<Long> hidden) {
        Filter f = filter(accountId, game, instanceId, state, config, hidden);
        return count(f.query, f.params);
    }

    private record Filter(String query, Parameters params) {}

    private static Filter filter(
            Long accountId, String game, String instanceId, String state, String config, Collection<Long> hidden) {
        List<String> where = new ArrayList<>();
        Parameters p = new Parameters();
        where.add("1 = 1");
        if (accountId != null) {
            where.add("account.id = :account");
            p.and("account", accountId);
        }
        if (game != null) {
            where.add("game = :game");
            p.and("game", game);
        }
        if (instanceId != null) {
            where.add("instanceId = :instance");
            p.and("instance", instanceId);
        }
        if (state != null) {
            where.add("state = :state");
            p.and("state", state);
        }
        if (config != null) {
            where.add("name = :config");
            p.and("config", config);
        }
        if (!hidden.isEmpty()) {
            where.add("id not in :hidden");
            p.and("hidden", hidden);
        }
        return new Filter(String.join(" and ", where), p);
    }

    /** Finished runs whose leaderboard entry is held back (by a seal: see {@link HeldEntries}). */
    public List<Long> withHeldEntry() {
        return getEntityManager()
                .createQuery(
                        "select r.id from BotRun r where r.state = :state and r.submissionId is null order by r.id",
                        Long.class)
                .setParameter("state", BotRunState.FINISHED.id())
                .getResultList();
    }

    /** The run, its row locked until the transaction ends: its entry is made once. */
    public BotRun lockForEntry(long id) {
        return findById(id, jakarta.persistence.LockModeType.PESSIMISTIC_WRITE);
    }

    /** Queued to running; false when the run is no longer queued (cancelled meanwhile). */
    public boolean markRunning(long id, Instant startedAt) {
        return update(
                        "state = ?1, startedAt = ?2 where id = ?3 and state = ?4",
                        BotRunState.RUNNING.id(),
                        startedAt,
                        id,
                        BotRunState.QUEUED.id())
                == 1;
    }

    /** A queued run ends before it started (cancelled, or the server stops); false if it already started. */
    public boolean endQueued(long id, BotRunState state, Instant endedAt) {
        return update(
                        "state = ?1, endedAt = ?2 where id = ?3 and state = ?4",
                        state.id(),
                        endedAt,
                        id,
                        BotRunState.QUEUED.id())
                == 1;
    }

    /** An active run no worker holds (left by a stopped server) ends; false if it is not active. */
    public boolean endAbandoned(long id, BotRunState state, Instant endedAt) {
        return update("state = ?1, endedAt = ?2 where id = ?3 and state in ?4", state.id(), endedAt, id, ACTIVE) == 1;
    }

    /** A running run's best so far and counters; never touches a run that has ended meanwhile. */
    public void saveProgress(
            long id,
            Integer bestScore,
            String bestMoves,
            String bestPoints,
            Instant savedAt,
            long playouts,
            long elapsedMs) {
        update(
                "bestScore = ?1, bestMoves = ?2, bestPoints = ?3, bestSavedAt = ?4, playoutsDone = ?5, elapsedMs = ?6"
                        + " where id = ?7 and state = ?8",
                bestScore,
                bestMoves,
                bestPoints,
                savedAt,
                playouts,
                elapsedMs,
                id,
                BotRunState.RUNNING.id());
    }

    /**
     * What a crashed or stopped server leaves behind: runs still queued or running that no worker of
     * this process executes. They become interrupted; their saved best stays. Returns how many.
     */
    public int interruptAbandoned(Collection<Long> liveIds, Instant now) {
        // Abandoned: active, held by no worker of this instance, and not held by another live instance
        // (no lease, or one that ran out: its instance stopped renewing it).
        String abandoned = "state in ?3 and (leaseUntil is null or leaseUntil < current_timestamp)";
        if (liveIds.isEmpty()) {
            return update(
                    "state = ?1, endedAt = ?2, stopReason = null, executor = null, leaseUntil = null where "
                            + abandoned,
                    BotRunState.INTERRUPTED.id(),
                    now,
                    ACTIVE);
        }
        return update(
                "state = ?1, endedAt = ?2, stopReason = null, executor = null, leaseUntil = null where " + abandoned
                        + " and id not in ?4",
                BotRunState.INTERRUPTED.id(),
                now,
                ACTIVE,
                liveIds);
    }

    /** This instance holds these runs for another lease (the database's clock). */
    public int renewLeases(String executor, Collection<Long> ids, java.time.Duration lease) {
        if (ids.isEmpty()) {
            return 0;
        }
        return getEntityManager()
                .createNativeQuery("UPDATE bot_runs SET executor = ?1, lease_until = now() + make_interval(secs => ?2)"
                        + " WHERE id IN (?3) AND state IN (?4)")
                .setParameter(1, executor)
                .setParameter(2, (double) lease.toMillis() / 1000.0)
                .setParameter(3, ids)
                .setParameter(4, ACTIVE)
                .executeUpdate();
    }

    /** The instance holding an active run while its lease lasts, or empty (ended, or abandoned). */
    public java.util.Optional<String> liveExecutor(long id) {
        @SuppressWarnings("unchecked")
        java.util.List<String> rows = getEntityManager()
                .createNativeQuery("SELECT executor FROM bot_runs WHERE id = ?1 AND state IN (?2)"
                        + " AND executor IS NOT NULL AND lease_until >= now()")
                .setParameter(1, id)
                .setParameter(2, ACTIVE)
                .getResultList();
        return rows.stream().findFirst();
    }
}
