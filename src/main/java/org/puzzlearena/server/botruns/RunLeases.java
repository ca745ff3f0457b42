package org.puzzlearena.server.botruns;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.Startup;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.puzzlearena.server.cluster.ServerInstance;

/**
 * Keeps this instance's claim on the runs it holds (queued or running) and, on every instance, turns
 * the runs of an instance that died into interrupted ones: with several instances on one database,
 * "active in the database but not held here" no longer means abandoned, so the test is a lease that
 * the holder renews and that runs out when it stops (docs/SCALING.md). With one process this changes
 * nothing users see: its start-up still interrupts what its predecessor left.
 */
@ApplicationScoped
@Startup
public class RunLeases {

    private static final Logger LOG = Logger.getLogger(RunLeases.class);

    @Inject
    BotRunSettings settings;

    @Inject
    BotRunRepository runs;

    @Inject
    BotRunPool pool;

    @Inject
    BotRunRecovery recovery;

    @Inject
    ServerInstance instance;

    @Inject
    BotRunQueue queue;

    @Inject
    BotRunRecorder recorder;

    private ScheduledExecutorService timer;

    @PostConstruct
    void start() {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "bot-run-leases");
            t.setDaemon(true);
            return t;
        });
        long renewMs = Math.max(100, settings.lease().toMillis() / 3);
        timer.scheduleWithFixedDelay(this::renew, renewMs, renewMs, TimeUnit.MILLISECONDS);
        long sweepMs = settings.sweepInterval().toMillis();
        timer.scheduleWithFixedDelay(this::sweep, sweepMs, sweepMs, TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stop() {
        timer.shutdownNow();
    }

    /** Claims a run for this instance when it is admitted, in the admitting transaction. */
    void claim(long runId) {
        runs.holdLease(instance.id(), runId, settings.lease());
    }

    void renew() {
        try {
            Set<Long> held = pool.liveIds();
            Set<Long> renewed = QuarkusTransaction.requiringNew()
                    .call(() -> runs.renewLeases(instance.id(), held, settings.lease()));
            for (Long id : held) {
                if (!renewed.contains(id)) {
                    pool.find(id).ifPresent(this::stopIfTakenOver);
                }
            }
        } catch (RuntimeException e) {
            // The database is away: the next renewal tries again (a lease outlives two misses).
            LOG.warnf("renewing the leases of this instance's bot runs failed: %s", e.toString());
        }
    }

    /**
     * With workers: a run whose holder stopped renewing its lease (killed, or paused) goes back to the
     * queue, to be continued by another worker from its kept best; the sweep of every process does it,
     * and the first one's update wins.
     */
    void requeueExpired() {
        try {
            List<Long> ids = recorder.requeueExpired();
            if (!ids.isEmpty()) {
                LOG.infof("runs %s: their worker stopped renewing them; back in the queue", ids);
                queue.republish(ids);
            }
        } catch (RuntimeException e) {
            LOG.warnf("looking for runs whose worker died failed: %s", e.toString());
        }
    }

    /**
     * A run this process executes whose lease or save was refused: if another worker claimed it
     * meanwhile (this one was paused past its lease), the search stops here and writes nothing more.
     */
    void stopIfTakenOver(LiveRun run) {
        if (run.epoch == 0) {
            return; // not started yet: its claim decides
        }
        recorder.stored(run.id).ifPresent(stored -> {
            if (stored.epoch != run.epoch && stored.runState().isActive()) {
                LOG.warnf(
                        "run %d: another worker took it over (epoch %d, this one holds %d); stopping it here",
                        run.id, stored.epoch, run.epoch);
                if (run.requestStop(LiveRun.Stop.LOST)) { // still waiting for a pool thread here
                    pool.dropQueued(run);
                    run.channel.closeForReconnect();
                    run.settle.accept(BotRunState.RUNNING);
                }
            }
        });
    }

    void sweep() {
        if (queue.enabled()) {
            requeueExpired();
            return;
        }
        try {
            int n = recovery.recover();
            if (n > 0) {
                LOG.infof("marked %d bot runs interrupted: the instance executing them stopped renewing them", n);
            }
        } catch (RuntimeException e) {
            LOG.warnf("looking for abandoned bot runs failed: %s", e.toString());
        }
    }
}
