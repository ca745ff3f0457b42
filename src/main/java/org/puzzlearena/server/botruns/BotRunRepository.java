package org.puzzlearena.server.botruns;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

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
        return findById(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /**
     * Queued to running on this process, a new epoch for the run: the epoch its writes name, or
     * empty when the run is no longer queued (cancelled meanwhile).
     */
    public OptionalInt markRunning(long id, Instant startedAt) {
        return epochOf(getEntityManager()
                .createNativeQuery("UPDATE bot_runs SET state = ?1, started_at = ?2, epoch = epoch + 1"
                        + " WHERE id = ?3 AND state = ?4 RETURNING epoch")
                .setParameter(1, BotRunState.RUNNING.id())
                .setParameter(2, startedAt)
                .setParameter(3, id)
                .setParameter(4, BotRunState.QUEUED.id())
                .getResultList());
    }

    /**
     * A worker takes a run from the queue: a queued run, or a running one whose holder stopped
     * renewing its lease, becomes running under {@code executor} with a new epoch (returned). Empty
     * when the run has ended, or another executor holds it and its lease has not run out.
     */
    public OptionalInt claim(long id, String executor, Duration lease, Instant now) {
        return epochOf(getEntityManager()
                .createNativeQuery("UPDATE bot_runs SET state = ?1, epoch = epoch + 1, executor = ?2,"
                        + " lease_until = now() + make_interval(secs => ?3), started_at = COALESCE(started_at, ?4)"
                        + " WHERE id = ?5 AND state IN (?6) AND (lease_until IS NULL OR lease_until < now())"
                        + " RETURNING epoch")
                .setParameter(1, BotRunState.RUNNING.id())
                .setParameter(2, executor)
                .setParameter(3, (double) lease.toMillis() / 1000.0)
                .setParameter(4, now)
                .setParameter(5, id)
                .setParameter(6, ACTIVE)
                .getResultList());
    }

    private static OptionalInt epochOf(List<?> rows) {
        return rows.isEmpty() ? OptionalInt.empty() : OptionalInt.of(((Number) rows.get(0)).intValue());
    }

    /**
     * Runs whose holder stopped renewing their lease (its worker died or hangs) go back to the queue:
     * queued, held by nobody, their best and counters kept. Returns their ids, to be published again.
     */
    @SuppressWarnings("unchecked")
    public List<Long> requeueExpired() {
        List<Number> ids = getEntityManager()
                .createNativeQuery("UPDATE bot_runs SET state = ?1, executor = NULL, lease_until = NULL"
                        + " WHERE state IN (?2) AND lease_until < now() RETURNING id")
                .setParameter(1, BotRunState.QUEUED.id())
                .setParameter(2, ACTIVE)
                .getResultList();
        return ids.stream().map(Number::longValue).toList();
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

    /**
     * A worker stopping gracefully gives its run back to the queue with its counters (its best was
     * raised just before, {@link #raiseBest}); nothing happens if its epoch is no longer the run's.
     */
    public boolean handBack(long id, int epoch, long playouts, long elapsedMs, Long cpuMs) {
        return update(
                        "state = ?1, executor = null, leaseUntil = null, playoutsDone = ?2, elapsedMs = ?3,"
                                + " cpuMs = ?7 where id = ?4 and epoch = ?5 and state = ?6",
                        BotRunState.QUEUED.id(),
                        playouts,
                        elapsedMs,
                        id,
                        epoch,
                        BotRunState.RUNNING.id(),
                        cpuMs)
                == 1;
    }

    /**
     * The holder of {@code epoch} found {@code score}: stored unless the run already keeps a better
     * best (a continuing worker starts from its predecessor's), so the best is only ever raised.
     */
    public void raiseBest(long id, int epoch, int score, String moves, Instant savedAt) {
        update(
                "bestScore = ?1, bestMoves = ?2, bestSavedAt = ?3 where id = ?4 and epoch = ?5 and state = ?6"
                        + " and (bestScore is null or bestScore <= ?1)",
                score,
                moves,
                savedAt,
                id,
                epoch,
                BotRunState.RUNNING.id());
    }

    /**
     * A running run's chart and counters (CPU time null unless budgeted in it), written by the holder
     * of {@code epoch}: never touches a run that has ended meanwhile or that a successor took. False
     * when nothing was written.
     */
    public boolean saveProgress(long id, int epoch, String bestPoints, long playouts, long elapsedMs, Long cpuMs) {
        return update(
                        "bestPoints = ?1, playoutsDone = ?2, elapsedMs = ?3, cpuMs = ?7"
                                + " where id = ?4 and state = ?5 and epoch = ?6",
                        bestPoints,
                        playouts,
                        elapsedMs,
                        id,
                        BotRunState.RUNNING.id(),
                        epoch,
                        cpuMs)
                == 1;
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

    /** This instance takes an active run for a lease (the database's clock): at admission, on one process. */
    public void holdLease(String executor, long id, Duration lease) {
        getEntityManager()
                .createNativeQuery("UPDATE bot_runs SET executor = ?1, lease_until = now() + make_interval(secs => ?2)"
                        + " WHERE id = ?3 AND state IN (?4)")
                .setParameter(1, executor)
                .setParameter(2, (double) lease.toMillis() / 1000.0)
                .setParameter(3, id)
                .setParameter(4, ACTIVE)
                .executeUpdate();
    }

    /**
     * This instance holds these runs for another lease, those it still holds: a run another executor
     * took meanwhile (this one was paused past its lease) is not taken back. Returns the ids renewed.
     */
    @SuppressWarnings("unchecked")
    public Set<Long> renewLeases(String executor, Collection<Long> ids, Duration lease) {
        if (ids.isEmpty()) {
            return Set.of();
        }
        List<Number> renewed = getEntityManager()
                .createNativeQuery("UPDATE bot_runs SET lease_until = now() + make_interval(secs => ?2)"
                        + " WHERE id IN (?3) AND state IN (?4) AND executor = ?1 RETURNING id")
                .setParameter(1, executor)
                .setParameter(2, (double) lease.toMillis() / 1000.0)
                .setParameter(3, ids)
                .setParameter(4, ACTIVE)
                .getResultList();
        Set<Long> out = new HashSet<>();
        renewed.forEach(n -> out.add(n.longValue()));
        return out;
    }

    /** The instance holding an active run while its lease lasts, or empty (ended, or abandoned). */
    public Optional<String> liveExecutor(long id) {
        @SuppressWarnings("unchecked")
        List<String> rows = getEntityManager()
                .createNativeQuery("SELECT executor FROM bot_runs WHERE id = ?1 AND state IN (?2)"
                        + " AND executor IS NOT NULL AND lease_until >= now()")
                .setParameter(1, id)
                .setParameter(2, ACTIVE)
                .getResultList();
        return rows.stream().findFirst();
    }

    /**
     * A hosted run's bot starts (again): one more attempt, and no best, chart or counters from an
     * earlier attempt, since the new process starts from scratch. False when this holder lost the run.
     */
    public boolean startHostedAttempt(long id, int epoch) {
        return update(
                        "attempts = attempts + 1, bestScore = null, bestMoves = null, bestPoints = null,"
                                + " bestSavedAt = null, playoutsDone = 0, elapsedMs = 0, cpuMs = 0"
                                + " where id = ?1 and state = ?2 and epoch = ?3",
                        id,
                        BotRunState.RUNNING.id(),
                        epoch)
                == 1;
    }

    /** A hosted run's record of its attempt, as its current holder stores it before its end. */
    public boolean saveHostedRecord(long id, int epoch, String recordJson) {
        return update(
                        "hostedRecord = ?1 where id = ?2 and state = ?3 and epoch = ?4",
                        recordJson,
                        id,
                        BotRunState.RUNNING.id(),
                        epoch)
                == 1;
    }
}
