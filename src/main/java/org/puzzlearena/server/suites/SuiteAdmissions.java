package org.puzzlearena.server.suites;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.puzzlearena.server.BackgroundWork;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.botruns.BotRunEnded;
import org.puzzlearena.server.botruns.BotRunOutcome;
import org.puzzlearena.server.botruns.BotRunRequest;
import org.puzzlearena.server.botruns.BotRunService;
import org.puzzlearena.server.botruns.BotRunState;
import org.puzzlearena.server.db.AdvisoryLocks;

/**
 * Drives suite runs: admits each run's waiting items through the bot-run service as its owner's run
 * slots free up, and ends the suite run when its items have ended. A suite run never holds more
 * than its owner's active-run limit at once: its items are ordinary bot runs of the owner, admitted
 * by {@link BotRunService} like any other (limits, contests' checks, fair turns, workers, boards),
 * and an item refused for want of a slot simply waits here, in the database, for the next step.
 *
 * <p>A step happens when one of the suite run's bot runs ends ({@link BotRunEnded}, on whichever
 * instance or worker stored the end), when the run starts, and on a sweep of every running suite
 * run each {@code arena.suites.sweep-interval} on every instance, which also picks up the suite
 * runs a stopped server left (its pending items; a run interrupted by the stop is started anew, at
 * most {@value #MAX_ATTEMPTS} times). Steps of one suite run are serialised across instances by an
 * advisory lock, so an item is never admitted twice.
 */
@ApplicationScoped
public class SuiteAdmissions {

    private static final Logger LOG = Logger.getLogger(SuiteAdmissions.class);

    /** Bot runs one item may use when server stops interrupt them; then the suite run fails. */
    static final int MAX_ATTEMPTS = 3;

    /** Bot-run states that fail the suite run (an interrupted run is retried first). */
    private static final Set<String> FAILING = Set.of("failed", "cancelled", "interrupted", "refused");

    @Inject
    Clock clock;

    @Inject
    SuiteRunRepository repository;

    @Inject
    SuiteConfigurations configurations;

    @Inject
    BotRunService botRuns;

    @Inject
    AdvisoryLocks locks;

    @Inject
    SuiteSettings settings;

    private volatile ScheduledExecutorService steps;

    void onStart(@Observes StartupEvent event) {
        ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "suite-runs");
            t.setDaemon(true);
            return t;
        });
        long every = settings.sweepInterval().toMillis();
        s.scheduleWithFixedDelay(this::sweepQuietly, every, every, TimeUnit.MILLISECONDS);
        steps = s;
    }

    /**
     * Stops stepping while the application is still whole: at its shutdown event, not when its beans
     * are destroyed, since a step then in flight met a container already gone and logged an ERROR
     * (SigtermAfterLabUseIT). A step not taken now is taken by the next start's sweep.
     */
    void stop(@Observes ShutdownEvent event) {
        ScheduledExecutorService s = steps;
        steps = null;
        BackgroundWork.stopAndWait(s, Duration.ofSeconds(5));
    }

    /** A bot run's end is stored: its suite run, if it is an item of one, takes a step (off this thread). */
    void runEnded(@Observes(during = TransactionPhase.AFTER_SUCCESS) BotRunEnded ended) {
        ScheduledExecutorService s = steps;
        if (s == null) {
            return;
        }
        try {
            s.execute(() -> {
                try {
                    QuarkusTransaction.requiringNew()
                            .call(() -> repository.ofBotRun(ended.runId()))
                            .ifPresent(this::advance);
                } catch (RuntimeException e) {
                    LOG.warnf(e, "suite run of bot run %d: step failed; the sweep retries", ended.runId());
                }
            });
        } catch (RejectedExecutionException stopping) {
            LOG.debugf("suite run of bot run %d: stepped by the next start's sweep (stopping)", ended.runId());
        }
    }

    private void sweepQuietly() {
        try {
            sweep();
        } catch (RuntimeException e) {
            LOG.warnf(e, "suite runs sweep failed; retried in %s", settings.sweepInterval());
        }
    }

    /** One step of every running suite run (what a restarted server does first). */
    public void sweep() {
        for (long id : QuarkusTransaction.requiringNew().call(repository::runningIds)) {
            advance(id);
        }
    }

    /**
     * One step of suite run {@code id}, alone: the lock is held in a transaction of its own while
     * the step's work runs in transactions of their own (a bot run must be committed before the
     * pool or a worker looks for it).
     */
    public void advance(long id) {
        QuarkusTransaction.requiringNew().run(() -> {
            locks.lock("suite-run:" + id);
            QuarkusTransaction.suspendingExisting().run(() -> step(id));
        });
    }

    private record Stand(SuiteRun run, Caller caller, List<ItemStatus> items) {}

    private Stand stand(long id) {
        return QuarkusTransaction.requiringNew().call(() -> {
            SuiteRun run = repository.findById(id);
            return run == null ? null : new Stand(run, run.caller(), repository.items(id));
        });
    }

    private void step(long id) {
        Stand stand = stand(id);
        if (stand == null || !SuiteRun.RUNNING.equals(stand.run().state)) {
            return;
        }
        boolean released = false;
        for (ItemStatus item : stand.items()) {
            if ("interrupted".equals(item.state()) && item.attempts() < MAX_ATTEMPTS) {
                QuarkusTransaction.requiringNew().run(() -> repository.release(item.itemId(), item.botRunId()));
                released = true;
            }
        }
        if (released) {
            stand = stand(id);
        }
        List<ItemStatus> items = stand.items();
        if (items.stream().anyMatch(SuiteAdmissions::failing)) {
            fail(stand);
            return;
        }
        if (items.stream().allMatch(i -> "finished".equals(i.state()))) {
            end(
                    id,
                    SuiteRun.FINISHED,
                    items.stream().mapToLong(ItemStatus::score).sum());
            return;
        }
        admit(stand);
    }

    /** A failed, cancelled or refused item, one interrupted too often, or one that finished without a score. */
    private static boolean failing(ItemStatus item) {
        return FAILING.contains(item.state()) || ("finished".equals(item.state()) && item.score() == null);
    }

    /** Admits the waiting items in order until the owner has no free run slot. */
    private void admit(Stand stand) {
        ObjectNode config = configurations.parse(stand.run().configuration);
        for (ItemStatus item : stand.items()) {
            if (!item.pending()) {
                continue;
            }
            BotRunRequest request;
            switch (configurations.request(config, item.game(), item.instance(), item.cpuSeconds())) {
                case Checked.Valid<BotRunRequest>(BotRunRequest valid) -> request = valid;
                case Checked.Refused<BotRunRequest>(FieldRefusal why) -> {
                    refuse(stand, item, describe(why));
                    return;
                }
            }
            BotRunOutcome outcome = botRuns.startPublicLinked(stand.caller(), request, run -> {
                if (!repository.link(item.itemId(), run.id)) {
                    // Only under this suite run's lock are items linked: another step got here first.
                    throw new IllegalStateException("item " + item.itemId() + " was admitted meanwhile");
                }
                return Optional.empty();
            });
            switch (outcome) {
                case BotRunOutcome.Started started -> {}
                // No slot (the owner's active runs, the server's queue): the next run's end or sweep retries.
                case BotRunOutcome.TooManyActive busy -> {
                    return;
                }
                case BotRunOutcome.QueueFull full -> {
                    return;
                }
                // The run was stored, linked and ended as failed: the next step fails the suite run.
                case BotRunOutcome.QueueUnavailable down -> {
                    return;
                }
                case BotRunOutcome.Refused refused -> {
                    refuse(stand, item, describe(refused));
                    return;
                }
            }
        }
    }

    private void refuse(Stand stand, ItemStatus item, String why) {
        LOG.infof(
                "suite run %d: item %d (%s %s) refused: %s",
                stand.run().id, item.position(), item.game(), item.instance(), why);
        QuarkusTransaction.requiringNew().run(() -> repository.refuse(item.itemId(), why));
        fail(stand);
    }

    /**
     * Ends the suite run as failed and cancels its items still queued or running: their scores can
     * no longer make a total, so they would only spend their owner's slots and the workers' CPU. The
     * waiting items stay unstarted, since only a running suite run admits. Their ends step this suite
     * run again, which finds it ended and does nothing.
     */
    private void fail(Stand stand) {
        end(stand.run().id, SuiteRun.FAILED, null);
        stopItems(stand);
    }

    /**
     * Cancels suite run {@code id} if it is still running, as its owner's (or an admin's) request:
     * ends it as cancelled and stops its items as a failure does. Under the run's lock, so no step
     * admits an item meanwhile. Whether it was running.
     */
    public boolean cancel(long id) {
        boolean[] cancelled = {false};
        QuarkusTransaction.requiringNew().run(() -> {
            locks.lock("suite-run:" + id);
            QuarkusTransaction.suspendingExisting().run(() -> {
                Stand stand = stand(id);
                if (stand == null || !SuiteRun.RUNNING.equals(stand.run().state)) {
                    return;
                }
                cancelled[0] = QuarkusTransaction.requiringNew()
                        .call(() -> repository.end(id, SuiteRun.CANCELLED, null, clock.instant()));
                if (cancelled[0]) {
                    stopItems(stand);
                }
            });
        });
        return cancelled[0];
    }

    /** Cancels the items still queued or running of a suite run that has ended without a total. */
    private void stopItems(Stand stand) {
        for (ItemStatus item : stand.items()) {
            if (item.botRunId() != null && isActive(item.runState())) {
                botRuns.cancel(stand.caller(), item.botRunId());
            }
        }
    }

    private static boolean isActive(String runState) {
        return runState != null && BotRunState.of(runState).isActive();
    }

    private void end(long id, String state, Long total) {
        QuarkusTransaction.requiringNew().run(() -> repository.end(id, state, total, clock.instant()));
    }

    private static String describe(FieldRefusal why) {
        return (why.field() == null ? "" : why.field() + ": ") + why.reason();
    }

    /** Why the bot-run service refused an item, in words (the HTTP problem is the bot runs' resource's). */
    static String describe(BotRunOutcome.Refused refused) {
        return switch (refused) {
            case BotRunOutcome.FieldRefused f -> describe(f.why());
            case BotRunOutcome.InstanceReserved r -> r.why();
            case BotRunOutcome.ContestForbidsBots c ->
                "contest " + c.contestId() + " ('" + c.title() + "') allows no bots and holds " + c.game() + " "
                        + c.instance() + " until " + c.endsAt();
            default -> refused.toString();
        };
    }
}
