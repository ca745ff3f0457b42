package org.puzzlearena.server.botruns;

import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.jboss.logging.Logger;
import org.puzzlearena.server.cluster.ClusterSettings;

/**
 * The bounded pool that executes bot runs: {@code arena.bot-runs.pool-size} threads (by default one
 * per core), so however many runs are asked for, at most that many searches compete with the HTTP
 * threads; the rest wait in a {@link FairRunQueue}, as queued runs, taking turns across accounts.
 * A run that has had its slot for {@code arena.bot-runs.quantum} gives it up to a waiting run of
 * another account and queues again ({@link RunSlice}): its thread waits, and a fresh pool thread
 * takes the slot, so at most pool-size searches run at any moment however many are paused.
 * Knows every run it holds, live or waiting.
 */
@ApplicationScoped
public class BotRunPool {

    private static final Logger LOG = Logger.getLogger(BotRunPool.class);

    @Inject
    BotRunSettings settings;

    @Inject
    RunExecution execution;

    @Inject
    BotRunRecorder recorder;

    @Inject
    ClusterSettings cluster;

    private final ConcurrentHashMap<Long, LiveRun> runs = new ConcurrentHashMap<>();
    private final FairRunQueue queue = new FairRunQueue();
    private final List<Thread> workers = Collections.synchronizedList(new ArrayList<>());
    /** Set on a pool thread whose slot went to a paused run (or was given up by a run that then ended): it leaves the pool. */
    private static final ThreadLocal<Boolean> SLOT_PASSED = ThreadLocal.withInitial(() -> false);

    private final AtomicInteger threadNumbers = new AtomicInteger();
    /** Admitting a run (insert, commit, hand over) vs the recovery's sweep of abandoned rows. */
    private final ReadWriteLock admission = new ReentrantReadWriteLock();
    /** Pool threads executing a run now (metrics). */
    private final AtomicInteger active = new AtomicInteger();

    private int size;

    @PostConstruct
    void init() {
        size = settings.poolSize().orElse(Runtime.getRuntime().availableProcessors());
        // 0: an API-only instance of several, whose runs the workers execute (docs/SCALING.md).
        if (size < 0 || size == 0 && cluster.url().isEmpty()) {
            throw new IllegalStateException("arena.bot-runs.pool-size must be at least 1"
                    + (cluster.url().isEmpty() ? "" : " (or 0 with a broker: the workers run the bots)") + ", got "
                    + size);
        }
        for (int i = 1; i <= size; i++) {
            startWorker();
        }
    }

    private void startWorker() {
        Thread t = new Thread(this::work, "bot-run-" + threadNumbers.incrementAndGet());
        t.setDaemon(true);
        workers.add(t);
        t.start();
    }

    /** A pool thread: the fairest queued run next, until the server stops. */
    private void work() {
        while (true) {
            FairRunQueue.Entry next;
            try {
                next = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (next == null) {
                return;
            }
            active.incrementAndGet();
            try {
                next.task().run();
            } catch (RuntimeException e) {
                LOG.errorf(e, "bot run %d failed outside its search", next.runId());
            } finally {
                if (SLOT_PASSED.get()) {
                    // The slot is a resumed run's now (or was given up already): no slot to free here.
                    SLOT_PASSED.remove();
                    workers.remove(Thread.currentThread());
                    return;
                }
                active.decrementAndGet();
                queue.finished(next.accountId());
            }
        }
    }

    /** Whether a run of an account other than {@code accountId} waits for a slot. */
    boolean othersWaiting(long accountId) {
        return queue.hasOtherThan(accountId);
    }

    /**
     * A running run gives its slot up: it queues again, to be resumed through {@code slice}, and a
     * new pool thread takes the slot (the run's own thread waits inside its search).
     */
    void yieldSlot(long runId, long accountId, RunSlice slice) {
        active.decrementAndGet();
        queue.finished(accountId);
        queue.add(accountId, runId, () -> {
            slice.grant();
            // This thread's slot is the resumed run's now: the run's own thread continues with it.
            SLOT_PASSED.set(true);
        });
        startWorker();
    }

    /** A paused run that was stopped leaves the queue; false when a slot is already being handed to it. */
    boolean withdraw(long runId) {
        return queue.remove(runId);
    }

    public int size() {
        return size;
    }

    /** Runs waiting for a thread of the pool (metrics: the bot-run queue's depth). */
    public int queued() {
        return queue.size();
    }

    /** Runs whose search is executing now. */
    public int running() {
        return active.get();
    }

    ReadWriteLock admission() {
        return admission;
    }

    void submit(LiveRun run) {
        runs.put(run.id, run);
        RunSlice slice = new RunSlice(this, run, settings.quantum().toNanos());
        run.slice = slice;
        queue.add(run.accountId, run.id, () -> {
            try {
                execution.execute(run);
            } finally {
                runs.remove(run.id);
                run.settle.accept(run.ended.getNow(BotRunState.RUNNING));
                if (slice.slotLost()) {
                    SLOT_PASSED.set(true);
                }
            }
        });
    }

    Optional<LiveRun> find(long id) {
        return Optional.ofNullable(runs.get(id));
    }

    Collection<LiveRun> all() {
        return List.copyOf(runs.values());
    }

    public Set<Long> liveIds() {
        return Set.copyOf(runs.keySet());
    }

    /** A queued run that was stopped leaves the queue at once (its slot is free for others). */
    void dropQueued(LiveRun run) {
        queue.remove(run.id);
        runs.remove(run.id);
    }

    /**
     * The server stops: queued runs end as interrupted at once, running searches are cancelled and
     * their workers store them as interrupted with their best. Whatever does not make it in time
     * (a crash, a kill) the start-up recovery marks interrupted; the saved best stays either way.
     */
    void stop(@Observes ShutdownEvent event) {
        // With a broker the runs go back to the queue for another worker to continue; alone, the
        // server stops them as interrupted (resumable by their owners).
        LiveRun.Stop why = cluster.url().isPresent() ? LiveRun.Stop.HAND_BACK : LiveRun.Stop.INTERRUPT;
        for (LiveRun run : all()) {
            if (run.requestStop(why)) {
                if (why == LiveRun.Stop.HAND_BACK) {
                    // Claimed from the queue but not started: the broker redelivers it when this
                    // process's connection closes, and the lease sweep requeues it in the database.
                    dropQueued(run);
                    continue;
                }
                try {
                    recorder.endedBeforeStart(run.id, BotRunState.INTERRUPTED);
                } catch (RuntimeException e) {
                    LOG.warnf("run %d: could not store its interruption (%s); recovery will", run.id, e.toString());
                }
                dropQueued(run);
            }
        }
        queue.close();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        try {
            for (Thread t : List.copyOf(workers)) {
                t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (workers.stream().anyMatch(Thread::isAlive)) {
            LOG.warn("bot runs still stopping after 5 s; the next start marks them interrupted");
        }
    }
}
