package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.jboss.logging.Logger;
import org.puzzlearena.search.ParallelBeamSearch;
import org.puzzlearena.server.beamtasks.BeamTasks;
import org.puzzlearena.server.cluster.ClusterSettings;
import org.puzzlearena.server.cluster.RabbitWorkQueue;
import org.puzzlearena.server.cluster.ServerInstance;
import org.puzzlearena.server.live.RunChannel;
import org.puzzlearena.server.live.RunChannels;

/**
 * With a broker ({@code ARENA_BROKER_URL}), bot runs go through the durable queue
 * {@value #QUEUE} instead of this process's pool: an instance that admits a run publishes its id,
 * and every process with a bot pool (server instances, and {@code bin/worker}s) takes runs from it,
 * as many at once as it has pool threads (docs/SCALING.md, "Bot runs on workers").
 *
 * <p>A delivery is acknowledged when the run's end is stored, so a worker that dies (kill -9) or
 * stops answering the broker's heartbeats gives its run back: the broker delivers it to another
 * worker, which claims it once the dead one's lease has run out and continues from the best kept
 * in PostgreSQL. The longest run (600 s by default) is far below RabbitMQ's acknowledgement timeout
 * (30 min), so acknowledging at the end is safe. Each claim bumps the run's epoch and every write
 * names it: a paused worker that comes back finds its epoch stale and writes nothing.
 */
@ApplicationScoped
public class BotRunQueue {

    private static final Logger LOG = Logger.getLogger(BotRunQueue.class);

    static final String QUEUE = "arena.bot-runs";

    /** A queued run, as published: only its id; PostgreSQL holds the rest. */
    record Message(long run) {}

    @Inject
    ClusterSettings cluster;

    @Inject
    BotRunSettings settings;

    @Inject
    ObjectMapper json;

    @Inject
    ServerInstance instance;

    @Inject
    BotRunPool pool;

    @Inject
    BotRunRecorder recorder;

    @Inject
    RunPlans plans;

    @Inject
    RunChannels channels;

    @Inject
    BeamTasks beamTasks;

    private RabbitWorkQueue queue;
    /** Deliveries waiting for their claim (a dead holder's lease to run out): off the client's thread. */
    private ExecutorService claims;

    @PostConstruct
    void connect() {
        if (cluster.url().isEmpty()) {
            return;
        }
        queue = RabbitWorkQueue.open(cluster, "bot runs", QUEUE);
        claims = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "bot-run-claim");
            t.setDaemon(true);
            return t;
        });
    }

    /** Whether runs go through the broker's queue (a broker is configured). */
    public boolean enabled() {
        return queue != null;
    }

    /** Puts a committed run in the queue; throws when the broker does not take it. */
    void publish(long runId) throws IOException {
        queue.publish(json.writeValueAsBytes(new Message(runId)));
    }

    /** Publishes runs again (the sweep's requeued ones); a failure leaves them to the next sweep. */
    void republish(List<Long> runIds) {
        for (long id : runIds) {
            try {
                publish(id);
            } catch (IOException e) {
                LOG.warnf("run %d: could not put it back in the queue (%s); the next sweep retries", id, e.toString());
            }
        }
    }

    /**
     * Takes runs from the queue, as many at once as the pool has threads, and does beam-search tasks
     * on as many (none of either for an API-only instance).
     */
    void consume(@Observes StartupEvent event) throws IOException {
        if (queue == null || pool.size() == 0) {
            return;
        }
        beamTasks.serve(pool.size());
        queue.consume(pool.size(), (body, ack) -> {
            long id;
            try {
                id = json.readValue(body, Message.class).run();
            } catch (IOException e) {
                LOG.errorf("a message in %s is not a run (%s); dropped", QUEUE, e.toString());
                ack.ack();
                return;
            }
            claims.execute(() -> take(id, ack));
        });
        LOG.infof("taking bot runs from the queue %s, %d at a time, as instance %s", QUEUE, pool.size(), instance.id());
    }

    /**
     * Claims a delivered run and hands it to the pool, or settles the delivery: the run ended (a
     * cancel while queued), or a live holder renews its lease (this delivery is a duplicate: the
     * holder's own delivery carries the run). A holder that stopped renewing is waited out.
     */
    void take(long id, RabbitWorkQueue.Delivery ack) {
        try {
            Instant seenLease = null;
            long giveUp = System.nanoTime() + 3 * settings.lease().toNanos();
            while (true) {
                OptionalInt epoch = recorder.claim(id, instance.id(), settings.lease());
                if (epoch.isPresent()) {
                    startOrFail(id, epoch.getAsInt(), ack);
                    return;
                }
                Optional<BotRun> stored = recorder.stored(id);
                if (stored.isEmpty() || !stored.get().runState().isActive()) {
                    ack.ack();
                    return;
                }
                BotRun r = stored.get();
                boolean renewed = seenLease != null && r.leaseUntil != null && r.leaseUntil.isAfter(seenLease);
                if (instance.id().equals(r.executor) || renewed) {
                    ack.ack();
                    return;
                }
                if (System.nanoTime() > giveUp) {
                    ack.requeue();
                    return;
                }
                seenLease = r.leaseUntil;
                Thread.sleep(Math.max(100, settings.lease().toMillis() / 2));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ack.requeue();
        } catch (RuntimeException e) {
            LOG.errorf(e, "run %d: taking it from the queue failed; it goes back", id);
            ack.requeue();
        }
    }

    /**
     * Starts a claimed run; one that cannot start here (its stored configuration no longer makes a
     * plan) ends as failed with the reason, instead of going back to the queue to fail again forever.
     */
    private void startOrFail(long id, int epoch, RabbitWorkQueue.Delivery ack) {
        try {
            start(id, epoch, ack);
        } catch (RuntimeException e) {
            LOG.errorf(e, "run %d: it cannot start on this worker; it ends as failed", id);
            BotRun r = recorder.stored(id).orElseThrow();
            recorder.finish(
                    id,
                    epoch,
                    new RunOutcome(
                            BotRunState.FAILED,
                            null,
                            null,
                            List.of(),
                            null,
                            r.playoutsDone,
                            r.elapsedMs,
                            r.cpuMs,
                            null,
                            "the worker could not start the run: " + e.getMessage()));
            ack.ack();
        }
    }

    /** The claimed run on this process's pool, from its predecessor's best with what is left of its budget. */
    private void start(long id, int epoch, RabbitWorkQueue.Delivery ack) {
        BotRun r = recorder.stored(id).orElseThrow();
        RunPlan plan = plans.continuing(r);
        if (plan.algorithm() instanceof ParallelBeamSearch beam
                && !plan.budget().cpuTime()) {
            // Its lower-level searches go to every worker's cores through the task queue. Not with a
            // CPU budget: the CPU time other processes spend would go uncounted, so it stays here.
            plan = plan.withAlgorithm(
                    beam.withWorkers(beamTasks.workersFor(plan.initial(), epoch).orElseThrow()));
        }
        RunChannel channel = channels.open(id, plan.initial(), r.name, BotRunState.RUNNING.id(), epoch);
        // A hosted run's bot starts again from scratch with its full budget (HostedPlans.restartPlan):
        // nothing of an earlier attempt is carried into it.
        boolean fresh = plan.hosted() != null;
        List<String> resumeFrom = !fresh && r.bestScore != null ? r.bestMoveList() : null;
        if (r.elapsedMs > 0 && !fresh) {
            LOG.infof(
                    "run %d: continuing it (epoch %d) from its best %s with %.1f s left",
                    id, epoch, r.bestScore, plan.budget().wallSeconds());
        } else if (fresh && r.attempts > 0) {
            LOG.infof("run %d: starting its hosted bot again (attempt %d, epoch %d)", id, r.attempts + 1, epoch);
        }
        LiveRun run = new LiveRun(
                id,
                r.account.id,
                plan,
                channel,
                resumeFrom,
                epoch,
                fresh ? 0 : r.playoutsDone,
                fresh ? 0 : r.elapsedMs,
                fresh || r.cpuMs == null ? 0 : r.cpuMs,
                state -> {
                    if (state == BotRunState.QUEUED) {
                        ack.requeue(); // given back (this worker stops): another one continues it
                    } else {
                        ack.ack();
                    }
                });
        pool.submit(run);
    }

    /** Runs waiting in the queue (metrics), or 0 without a broker or when it cannot say. */
    public long waiting() {
        try {
            return queue == null ? 0 : queue.waiting();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    @PreDestroy
    void close() {
        if (claims != null) {
            claims.shutdownNow();
        }
        if (queue != null) {
            queue.close();
        }
    }
}
