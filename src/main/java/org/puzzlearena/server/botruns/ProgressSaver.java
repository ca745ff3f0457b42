package org.puzzlearena.server.botruns;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;
import org.puzzlearena.server.live.RunProgress;

/**
 * Saves each running run's best sequence and counters at most every
 * {@code arena.bot-runs.save-interval}, when they changed, on its own thread: a search never waits
 * for the database, and a crash loses at most that interval of progress.
 */
@ApplicationScoped
public class ProgressSaver {

    private static final Logger LOG = Logger.getLogger(ProgressSaver.class);

    @Inject
    BotRunPool pool;

    @Inject
    BotRunRecorder recorder;

    @Inject
    BotRunSettings settings;

    @Inject
    RunLeases leases;

    private ScheduledExecutorService timer;

    void start(@Observes StartupEvent event) {
        AtomicInteger n = new AtomicInteger();
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "bot-run-saver-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        long every = settings.saveInterval().toMillis();
        timer.scheduleWithFixedDelay(this::saveAll, every, every, TimeUnit.MILLISECONDS);
    }

    void stop(@Observes ShutdownEvent event) {
        if (timer != null) {
            timer.shutdownNow();
        }
    }

    /** One round: every searching run whose progress changed since its last save. */
    void saveAll() {
        for (LiveRun run : pool.all()) {
            if (!run.isSearching()) {
                continue;
            }
            RunProgress p = run.channel.progress();
            if (p.version() == run.savedVersion) {
                continue;
            }
            try {
                if (recorder.saveProgress(run, p)) {
                    run.savedVersion = p.version();
                    run.savedBest = p.bestScore();
                } else {
                    leases.stopIfTakenOver(run);
                }
            } catch (RuntimeException e) {
                LOG.warnf("run %d: saving its progress failed (%s); next round retries", run.id, e.toString());
            }
        }
    }
}
