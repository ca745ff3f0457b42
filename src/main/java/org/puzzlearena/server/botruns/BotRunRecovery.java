package org.puzzlearena.server.botruns;

import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.concurrent.locks.Lock;
import org.jboss.logging.Logger;

/**
 * At start-up, the runs the previous server left queued or running (it stopped or crashed under
 * them) become interrupted, keeping the best they had saved; their owners restart or resume them.
 */
@ApplicationScoped
public class BotRunRecovery {

    /** The server's clock (ServerClock): tests move it. */
    @Inject
    Clock clock;

    private static final Logger LOG = Logger.getLogger(BotRunRecovery.class);

    @Inject
    BotRunRepository runs;

    @Inject
    BotRunPool pool;

    @Inject
    BotRunQueue queue;

    void onStart(@Observes StartupEvent event) {
        if (queue.enabled()) {
            // Several processes share the runs: a queued run waits in the broker for a worker, and one
            // whose worker died is put back by the lease sweep (RunLeases), never interrupted.
            return;
        }
        int n = recover();
        if (n > 0) {
            LOG.infof("marked %d bot runs interrupted: the server had stopped under them; their best is kept", n);
        }
    }

    /**
     * Marks interrupted every queued or running run that no worker of this server holds. At start-up
     * that is all of them; later (tests) the runs this server executes are left alone. Admissions
     * wait meanwhile, so a run being handed to the pool is never mistaken for an abandoned one.
     */
    public int recover() {
        Lock lock = pool.admission().writeLock();
        lock.lock();
        try {
            return interruptAbandoned();
        } finally {
            lock.unlock();
        }
    }

    @Transactional
    int interruptAbandoned() {
        return runs.interruptAbandoned(pool.liveIds(), clock.instant());
    }
}
