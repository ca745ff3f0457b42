package org.puzzlearena.server.arena;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;
import org.puzzlearena.rating.Glicko2Constants;
import org.puzzlearena.server.BackgroundWork;

/**
 * The ladders at start-up and in the background: every reference bot is on its game's ladder
 * (added at the initial rating when new), and one thread at the lowest priority plays a pair every
 * {@code 60 / arena.ladder.pairs-per-minute} seconds, turn about across the games (a hosted
 * version's pair when one is due, else a matchmade pair of anchors), so the ladders keep settling
 * without taking a core from people's requests. Off at 0 (the tests play their games explicitly).
 * Several instances each play at that rate. With a broker the anchors' pairs are not played here:
 * each becomes a job for the broker's workers ({@link ArenaJobQueue}), skipped while {@code
 * arena.ladder.jobs-waiting} wait already, and a {@code bin/worker} schedules none ({@code
 * arena.ladder.schedule-here}); a hosted version's pair is a job too, for the workers with a sandbox
 * ({@link HostedLadderTurns#dispatchNext}), played here only while none of them is up.
 */
@ApplicationScoped
public class LadderScheduler {

    private static final Logger LOG = Logger.getLogger(LadderScheduler.class);

    @Inject
    ArenaPlayerRepository players;

    @Inject
    LadderGames ladder;

    @Inject
    HostedLadderTurns hostedTurns;

    @Inject
    ArenaSettings settings;

    @Inject
    Clock clock;

    @Inject
    ArenaJobs jobs;

    @Inject
    ArenaJobQueue jobQueue;

    private final AtomicInteger turn = new AtomicInteger();
    private volatile ScheduledExecutorService background;
    private volatile boolean stopping;

    void onStart(@Observes StartupEvent event) {
        addReferenceBots();
        double rate = settings.pairsPerMinute();
        if (rate <= 0 || !settings.scheduleHere()) {
            return;
        }
        ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "arena-ladder");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        long every = Math.max(1, Math.round(60_000 / rate));
        s.scheduleWithFixedDelay(this::stepQuietly, every, every, TimeUnit.MILLISECONDS);
        background = s;
    }

    @Transactional
    void addReferenceBots() {
        for (String game : ReferenceAnchors.games()) {
            for (String spec : ReferenceAnchors.specs(game)) {
                players.ensureReference(game, spec, Glicko2Constants.ARENA.newRating(), clock.instant());
            }
        }
    }

    /**
     * Plays one pair on the next game in turn (what the background thread does each time), or with a
     * broker publishes it for the workers.
     */
    public void step() {
        List<String> games = ReferenceAnchors.games();
        String game = games.get(Math.floorMod(turn.getAndIncrement(), games.size()));
        if (jobQueue.enabled()) {
            if (!stopping && !hostedTurns.dispatchNext(game) && jobQueue.waiting() < settings.jobsWaiting()) {
                jobs.newLadderPair(game).ifPresent(id -> jobQueue.publish(List.of(id)));
            }
            return;
        }
        step(game);
    }

    /**
     * Plays one pair of {@code game} here: a hosted version's when one is due (a provisional one
     * always is: {@link HostedLadderTurns}), else two reference anchors'.
     */
    public void step(String game) {
        if (!stopping && hostedTurns.playNext(game, () -> stopping).isEmpty()) {
            ladder.playPair(game, () -> stopping);
        }
    }

    private void stepQuietly() {
        try {
            step();
        } catch (RuntimeException e) {
            LOG.warn("a ladder pair failed; the next one is played as planned", e);
        }
    }

    void stop(@Observes ShutdownEvent event) {
        stopping = true;
        ScheduledExecutorService s = background;
        background = null;
        BackgroundWork.stopAndWait(s, Duration.ofSeconds(5));
    }
}
