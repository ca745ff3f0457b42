package org.puzzlearena.server.botruns;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.Startup;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
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
        runs.renewLeases(instance.id(), java.util.List.of(runId), settings.lease());
    }

    void renew() {
        try {
            QuarkusTransaction.requiringNew()
                    .run(() -> runs.renewLeases(instance.id(), pool.liveIds(), settings.lease()));
        } catch (RuntimeException e) {
            // The database is away: the next renewal tries again (a lease outlives two misses).
            LOG.warnf("renewing the leases of this instance's bot runs failed: %s", e.toString());
        }
    }

    void sweep() {
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
