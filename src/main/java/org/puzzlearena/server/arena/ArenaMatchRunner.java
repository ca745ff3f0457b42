package org.puzzlearena.server.arena;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.jboss.logging.Logger;
import org.puzzlearena.server.BackgroundWork;

/**
 * Plays the running matches' pairs (reference bots' in-process, a hosted version's in the sandbox
 * against its reference opponent), one pair at a time on one thread at the lowest priority, the
 * match with the fewest pairs first (so several people's matches advance in turn). Matches live in
 * the database, so a restart, or another instance, takes over where the last pair was counted; a
 * pair still being played at shutdown is dropped, never half-stored. With a broker the pairs are
 * played by the workers instead: this thread publishes each match's next pair as a job ({@link
 * ArenaJobs}, one job a pair whichever instance makes it), a hosted version's to the queue of the
 * workers with a sandbox; while no such worker consumes it, this instance plays the hosted pair's
 * job itself ({@link ArenaJobQueue#playHere}). It publishes again the jobs of any kind left undone
 * too long ({@code arena.ladder.republish-after}).
 */
@ApplicationScoped
public class ArenaMatchRunner {

    private static final Logger LOG = Logger.getLogger(ArenaMatchRunner.class);

    /** How long the thread rests when no match is running. */
    private static final long IDLE_MS = 1000;

    @Inject
    ArenaMatches matches;

    @Inject
    LadderGames ladder;

    @Inject
    HostedArenaGames hostedGames;

    @Inject
    HostedArenaEntries hostedEntries;

    @Inject
    ArenaJobs jobs;

    @Inject
    ArenaJobQueue jobQueue;

    @Inject
    ArenaSettings settings;

    /** The most time between two looks for stale jobs. */
    private static final long SWEEP_AT_MOST_EVERY_NS = TimeUnit.SECONDS.toNanos(30);

    /** When stale jobs were last looked for (System.nanoTime); none yet: the first loop looks at once. */
    private long lastSweep;

    private boolean swept;

    private volatile ScheduledExecutorService thread;
    private volatile boolean stopping;

    void onStart(@Observes StartupEvent event) {
        if (jobQueue.enabled() && !settings.scheduleHere()) {
            return; // a bin/worker: it plays the jobs that the scheduling instances publish
        }
        ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "arena-matches");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        s.schedule(this::loop, IDLE_MS, TimeUnit.MILLISECONDS);
        thread = s;
    }

    private void loop() {
        boolean played = false;
        try {
            played = step();
        } catch (RuntimeException e) {
            LOG.warn("arena match pair failed", e);
        }
        ScheduledExecutorService s = thread;
        if (s != null && !stopping) {
            s.schedule(this::loop, played ? 0 : IDLE_MS, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * Plays and counts the next due pair; false when no match is running. With a broker the pairs
     * become the workers' jobs, and a hosted version's pair is played here (as its job) only while no
     * worker with a sandbox takes the hosted queue and this instance has the sandbox.
     */
    boolean step() {
        if (jobQueue.enabled()) {
            boolean hostedWorkers = jobQueue.hostedWorkers();
            publishJobs(hostedWorkers);
            if (hostedWorkers || !jobQueue.sandboxHere()) {
                return false;
            }
            Optional<Long> job = jobs.dueHostedMatchPair();
            job.ifPresent(jobQueue::playHere);
            return job.isPresent();
        }
        return playNext();
    }

    private boolean playNext() {
        Optional<ArenaMatches.Due> due = matches.nextDue();
        if (due.isEmpty()) {
            return false;
        }
        ArenaMatches.Due d = due.get();
        Supplier<List<ArenaRecorder.Stored>> storePair;
        try {
            if (d.hosted()) {
                HostedArenaGames.HostedPair pair = hostedGames.play(d.match().game(), d.first(), d.second(), d.seed());
                storePair = () -> hostedEntries.record(pair);
            } else {
                LadderGames.PlayedPair pair = ladder.play(d.match().game(), d.first(), d.second(), d.seed());
                storePair = () -> ladder.store(pair);
            }
        } catch (RuntimeException e) {
            // Playing touches no database: the failure is the pair's own and would recur on every try.
            LOG.warnf(
                    e,
                    "arena match %d: pair %d cannot be played; the match ends failed",
                    d.match().id(),
                    d.index());
            matches.fail(d.match().id(), "pair " + d.index() + " cannot be played: " + reason(e));
            return true;
        }
        if (!stopping) {
            matches.count(d.match().id(), d.index(), storePair);
        }
        return true;
    }

    /** The running matches' next pairs as jobs for the workers, and now and then the stale jobs again. */
    private void publishJobs(boolean hostedToo) {
        jobQueue.dispatch(jobs.newMatchPairs(hostedToo));
        long sweepEvery = Math.min(
                SWEEP_AT_MOST_EVERY_NS, Math.max(1, settings.republishAfter().toNanos() / 4));
        if (!swept || System.nanoTime() - lastSweep >= sweepEvery) {
            swept = true;
            lastSweep = System.nanoTime();
            List<ArenaJobRepository.Queued> stale = jobs.stale();
            if (!stale.isEmpty()) {
                LOG.infof("arena jobs %s: not done long after they were published; publishing them again", stale);
                jobQueue.dispatch(stale);
            }
        }
    }

    private static String reason(RuntimeException e) {
        String message = e.getMessage();
        return e.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
    }

    void stop(@Observes ShutdownEvent event) {
        stopping = true;
        ScheduledExecutorService s = thread;
        thread = null;
        BackgroundWork.stopAndWait(s, Duration.ofSeconds(5));
    }
}
