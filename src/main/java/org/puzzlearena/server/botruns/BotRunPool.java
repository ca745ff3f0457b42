package org.puzzlearena.server.botruns;

import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.jboss.logging.Logger;

/**
 * The bounded pool that executes bot runs: {@code arena.bot-runs.pool-size} threads (by default one
 * per core), so however many runs are asked for, at most that many searches compete with the HTTP
 * threads; the rest wait in the queue, as queued runs. Knows every run it holds, live or waiting.
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

    private final ConcurrentHashMap<Long, LiveRun> runs = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Long, Runnable> waiting = new ConcurrentHashMap<>();
    /** Admitting a run (insert, commit, hand over) vs the recovery's sweep of abandoned rows. */
    private final ReadWriteLock admission = new ReentrantReadWriteLock();
    private ThreadPoolExecutor executor;
    private int size;

    @PostConstruct
    void init() {
        size = settings.poolSize().orElse(Runtime.getRuntime().availableProcessors());
        if (size < 1) {
            throw new IllegalStateException("arena.bot-runs.pool-size must be at least 1, got " + size);
        }
        AtomicInteger n = new AtomicInteger();
        executor = new ThreadPoolExecutor(size, size, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "bot-run-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    public int size() {
        return size;
    }

    /** Runs waiting for a thread of the pool (metrics: the bot-run queue's depth). */
    public int queued() {
        return waiting.size();
    }

    /** Runs whose search is executing now. */
    public int running() {
        return executor.getActiveCount();
    }

    ReadWriteLock admission() {
        return admission;
    }

    void submit(LiveRun run) {
        runs.put(run.id, run);
        Runnable task = () -> {
            waiting.remove(run.id);
            try {
                execution.execute(run);
            } finally {
                runs.remove(run.id);
            }
        };
        waiting.put(run.id, task);
        executor.execute(task);
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
        Runnable task = waiting.remove(run.id);
        if (task != null) {
            executor.remove(task);
        }
        runs.remove(run.id);
    }

    /**
     * The server stops: queued runs end as interrupted at once, running searches are cancelled and
     * their workers store them as interrupted with their best. Whatever does not make it in time
     * (a crash, a kill) the start-up recovery marks interrupted; the saved best stays either way.
     */
    void stop(@Observes ShutdownEvent event) {
        for (LiveRun run : all()) {
            if (run.requestStop(LiveRun.Stop.INTERRUPT)) {
                try {
                    recorder.endedBeforeStart(run.id, BotRunState.INTERRUPTED);
                } catch (RuntimeException e) {
                    LOG.warnf("run %d: could not store its interruption (%s); recovery will", run.id, e.toString());
                }
                dropQueued(run);
            }
        }
        executor.shutdown();
        try {
            if (!executor.awaitTermination(5, TimeUnit.SECONDS)) {
                LOG.warn("bot runs still stopping after 5 s; the next start marks them interrupted");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
