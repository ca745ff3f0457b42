package org.puzzlearena.server.botruns;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import org.jboss.logging.Logger;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.accounts.Role;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.catalog.InstanceReservations;
import org.puzzlearena.server.cluster.ClusterEvents;
import org.puzzlearena.server.hostedbots.HostedBotVersions;
import org.puzzlearena.server.hostedbots.StoredVersion;
import org.puzzlearena.server.live.RunChannel;
import org.puzzlearena.server.live.RunChannels;
import org.puzzlearena.server.live.RunMessages;

/**
 * Bot runs as the API offers them: start (checked, limited per caller, queued for the pool),
 * show, cancel, restart and resume. Runs are public to read, except those a contest seals
 * ({@link BotRunSeals}); only their owner stops or repeats them.
 */
@ApplicationScoped
public class BotRunService {

    /** The server's clock (ServerClock): tests move it. */
    @Inject
    Clock clock;

    private static final Logger LOG = Logger.getLogger(BotRunService.class);

    /** How long a cancel waits for the search to unwind and its end to be stored. */
    static final Duration CANCEL_WAIT = Duration.ofSeconds(2);

    @Inject
    RunPlans plans;

    @Inject
    RunAllowance allowance;

    @Inject
    BotRunSettings settings;

    @Inject
    BotRunRepository runs;

    @Inject
    AccountRepository accounts;

    @Inject
    BotRunPool pool;

    @Inject
    RunChannels channels;

    @Inject
    BotRunRecorder recorder;

    @Inject
    InstanceReservations reservations;

    @Inject
    BotRunSeals seals;

    @Inject
    RunLeases leases;

    @Inject
    RunRelays relays;

    @Inject
    ClusterEvents events;

    @Inject
    BotRunQueue queue;

    @Inject
    HostedBotVersions hostedVersions;

    @Inject
    Permissions permissions;

    static final String CONTROL_KEY = "bot-runs.control";

    private ClusterEvents.Watch control;

    /** Hears cancels for the runs this instance executes, from whichever instance took them. */
    void listen(@Observes StartupEvent event) {
        control = events.watch(CONTROL_KEY, RunControl.class, c -> {
            switch (c) {
                case RunControl.Cancel cancel -> pool.find(cancel.runId()).ifPresent(this::stop);
                case RunControl.Subscribe subscribe -> relays.serve(subscribe);
                case RunControl.Unsubscribe unsubscribe -> relays.serve(unsubscribe);
            }
        });
    }

    @PreDestroy
    void stopListening() {
        if (control != null) {
            control.close();
        }
    }

    public BotRunOutcome start(Caller caller, BotRunRequest request) {
        return startPublic(caller, request, null, null, r -> Optional.empty());
    }

    /**
     * A public run, as {@link #start}, that also records what it is for in the transaction that
     * creates it, as {@link #startLinked} does (a suite run's item, say): the contests' checks apply.
     */
    public BotRunOutcome startPublicLinked(Caller caller, BotRunRequest request, RunLink link) {
        return startPublic(caller, request, null, null, link);
    }

    /**
     * What {@link #start} would make of the request's own fields for this caller (their sense, the
     * caller's limits), without starting anything: the run's name ({@link BotNames}), or the refusal
     * of the field at fault. The per-account active runs and the queue are not checked.
     */
    public Checked<String> check(Caller caller, BotRunRequest request) {
        return switch (plans.plan(request, allowance.limitsFor(caller))) {
            case Checked.Valid<RunPlan>(RunPlan valid) -> Checked.valid(valid.name());
            case Checked.Refused<RunPlan>(FieldRefusal why) -> Checked.refused(why);
        };
    }

    /**
     * A public run (new, or a restart or resume of {@code source}): seen by everyone, so none on a
     * contest's own instance before the contest ends, and sealed or refused by {@link BotRunSeals}.
     */
    private BotRunOutcome startPublic(
            Caller caller, BotRunRequest request, RunOrigin origin, BotRun source, RunLink link) {
        if (request != null) {
            Optional<String> reserved = reservations.reservedNow(request.game(), request.instance());
            if (reserved.isPresent()) {
                return new BotRunOutcome.InstanceReserved(reserved.get());
            }
        }
        Long sourceId = source == null ? null : source.id;
        return start(caller, request, origin, source, r -> {
            Optional<BotRunOutcome.Refused> sealed = seals.admit(caller, r, sourceId);
            return sealed.isPresent() ? sealed : link.link(r);
        });
    }

    /**
     * What a new run is for, recorded in the transaction that creates it: empty once recorded, or
     * why the run may not be (nothing recorded; the run is then rolled back).
     */
    @FunctionalInterface
    public interface RunLink {
        Optional<BotRunOutcome.Refused> link(BotRun run);
    }

    /**
     * Starts a run and, in the transaction that creates it, records what it is for (a contest's
     * reference bot, say): the run and its link exist together or not at all; a refusal from
     * {@code link} (a run on a board it does not accept, say) rolls the run back and is the answer.
     */
    public BotRunOutcome startLinked(Caller caller, BotRunRequest request, RunLink link) {
        return start(caller, request, null, null, link);
    }

    /** The same configuration again, from scratch. */
    public BotRunOutcome restart(Caller caller, long id) {
        BotRun source = find(id).orElse(null);
        if (refusedOwnership(caller, id, source) instanceof BotRunOutcome.Refused refused) {
            return refused;
        }
        return startPublic(caller, requestOf(source), RunOrigin.RESTART, source, r -> Optional.empty());
    }

    /** The same configuration again, starting from the best the run kept: the result is at least as good. */
    public BotRunOutcome resume(Caller caller, long id) {
        BotRun source = find(id).orElse(null);
        if (refusedOwnership(caller, id, source) instanceof BotRunOutcome.Refused refused) {
            return refused;
        }
        if (source.runState().isActive()) {
            return new BotRunOutcome.StillActive(id, source.state);
        }
        if (source.hostedVersionId != null) {
            return new BotRunOutcome.FieldRefused(FieldRefusal.invalid(
                    "algorithm",
                    "a hosted run cannot resume: its program starts from scratch (it cannot be handed another"
                            + " run's best); restart it instead"));
        }
        return startPublic(caller, BotRunRequest.of(source), RunOrigin.RESUME, source, r -> Optional.empty());
    }

    /** The request that runs {@code source}'s configuration again: for a hosted run, its bot's same version. */
    private BotRunRequest requestOf(BotRun source) {
        if (source.hostedVersionId == null) {
            return BotRunRequest.of(source);
        }
        StoredVersion v = hostedVersions
                .byId(source.hostedVersionId)
                .orElseThrow(
                        () -> new IllegalStateException("hosted bot version " + source.hostedVersionId + " is gone"));
        return BotRunRequest.hosted(source.game, source.instanceId, v.botId(), v.number(), source.cpuSeconds);
    }

    /** Only its owner, or an admin logged in as a person, runs a hosted bot. */
    private boolean mayRun(Caller caller, StoredVersion v) {
        return v.ownerAccountId() == caller.accountId()
                || permissions.rolesOf(caller).contains(Role.ADMIN);
    }

    private BotRunOutcome start(Caller caller, BotRunRequest request, RunOrigin origin, BotRun source, RunLink link) {
        BotRunSettings.Limits limits = allowance.limitsFor(caller);
        RunPlan plan;
        switch (plans.plan(request, limits)) {
            case Checked.Valid<RunPlan>(RunPlan valid) -> plan = valid;
            case Checked.Refused<RunPlan>(FieldRefusal why) -> {
                return new BotRunOutcome.FieldRefused(why);
            }
        }
        if (plan.hosted() != null && !mayRun(caller, plan.hosted().version())) {
            return new BotRunOutcome.NotYourBot(plan.hosted().version().botId());
        }
        if (queue.enabled()) {
            return startOnWorkers(caller, plan, limits, origin, source, link);
        }
        Lock lock = pool.admission().readLock();
        lock.lock();
        try {
            BotRunOutcome created = create(caller, plan, limits, origin, source == null ? null : source.id, link);
            if (!(created instanceof BotRunOutcome.Started(BotRun run))) {
                return created;
            }
            RunChannel channel = channels.open(run.id, plan.initial(), run.name, run.state);
            List<String> resumeFrom =
                    origin == RunOrigin.RESUME && source.bestScore != null ? source.bestMoveList() : null;
            pool.submit(new LiveRun(run.id, caller.accountId(), plan, channel, resumeFrom));
            return created;
        } finally {
            lock.unlock();
        }
    }

    /**
     * With a broker: the run is stored, then published to the workers' queue; if the broker does not
     * take it, the run ends as failed at once and the client hears 503 (nothing waits forever).
     */
    private BotRunOutcome startOnWorkers(
            Caller caller, RunPlan plan, BotRunSettings.Limits limits, RunOrigin origin, BotRun source, RunLink link) {
        BotRunOutcome created = create(caller, plan, limits, origin, source == null ? null : source.id, link);
        if (!(created instanceof BotRunOutcome.Started(BotRun run))) {
            return created;
        }
        try {
            queue.publish(run.id);
        } catch (IOException e) {
            LOG.errorf("run %d: the broker did not take it (%s)", run.id, e.toString());
            recorder.endedBeforeStart(run.id, BotRunState.FAILED);
            return new BotRunOutcome.QueueUnavailable(e.getMessage());
        }
        return created;
    }

    @Transactional
    BotRunOutcome create(
            Caller caller, RunPlan plan, BotRunSettings.Limits limits, RunOrigin origin, Long originId, RunLink link) {
        runs.lockAccount(caller.accountId());
        List<BotRun> active = runs.activeOf(caller.accountId());
        if (active.size() >= limits.maxActive()) {
            return new BotRunOutcome.TooManyActive(active.size(), Duration.ofSeconds(retryAfter(active, limits)));
        }
        if (runs.countQueued() >= settings.maxQueued()) {
            return new BotRunOutcome.QueueFull();
        }
        BotRun r = new BotRun();
        r.account = accounts.findById(caller.accountId());
        // A resumed run starts from another run's best: its result is not what its configuration
        // alone finds, so its leaderboard name says so.
        r.name = origin == RunOrigin.RESUME ? plan.name() + ", resumed from run " + originId : plan.name();
        r.game = plan.initial().game().id();
        r.instanceId = plan.initial().instanceId();
        if (plan.hosted() != null) {
            // An uploaded program has no configuration of ours: the columns hold neutral values.
            r.algorithm = HostedPlans.ALGORITHM;
            r.hostedVersionId = plan.hosted().version().id();
            r.level = 0;
            r.memorize = false;
            r.iterations = 1;
            r.threads = 1;
        } else {
            configure(r, plan);
        }
        r.seconds = plan.seconds();
        r.cpuSeconds = plan.cpuSeconds();
        r.playouts = plan.playouts();
        r.seed = plan.seed();
        r.state = BotRunState.QUEUED.id();
        r.origin = origin;
        r.originRunId = originId;
        r.createdAt = clock.instant();
        r.budgetSeconds = plan.budget().wallSeconds();
        runs.persist(r);
        runs.flush();
        if (!queue.enabled()) {
            leases.claim(r.id); // alone, this instance holds it; with a broker, the worker that claims it
        }
        Optional<BotRunOutcome.Refused> refused = link.link(r);
        if (refused.isPresent()) {
            // The run and its link exist together or not at all.
            QuarkusTransaction.setRollbackOnly();
            return refused.get();
        }
        return new BotRunOutcome.Started(r);
    }

    private static void configure(BotRun r, RunPlan plan) {
        r.algorithm = plan.config().algorithm();
        r.level = plan.config().level();
        r.beamSizes = plan.config().beamSizes() == null
                ? null
                : String.join(
                        ",",
                        Arrays.stream(plan.config().beamSizes())
                                .mapToObj(Integer::toString)
                                .toList());
        r.policy = plan.config().policy();
        r.memorize = plan.config().memorize();
        r.iterations = plan.config().iterations();
        r.threads = plan.config().threads();
    }

    /** When one of the caller's runs should have ended: the earliest end of their running runs' budgets. */
    private long retryAfter(List<BotRun> active, BotRunSettings.Limits limits) {
        Instant now = clock.instant();
        long best = (long) Math.ceil(limits.maxSeconds());
        for (BotRun r : active) {
            if (r.startedAt != null) {
                double budget = r.seconds != null ? Math.min(r.seconds, limits.maxSeconds()) : limits.maxSeconds();
                long left = (long)
                        Math.ceil(budget - Duration.between(r.startedAt, now).toMillis() / 1000.0);
                best = Math.min(best, left);
            }
        }
        return Math.max(1, best);
    }

    @Transactional
    public Optional<BotRun> find(long id) {
        Optional<BotRun> r = runs.findByIdOptional(id);
        r.ifPresent(run -> run.account.username.length()); // loaded for views outside the transaction
        return r;
    }

    /** The bot versions of the hosted runs among {@code runs}, by version id (for their views). */
    public java.util.Map<Long, StoredVersion> hostedVersionsOf(List<BotRun> runs) {
        java.util.Map<Long, StoredVersion> out = new java.util.HashMap<>();
        for (BotRun r : runs) {
            if (r.hostedVersionId != null && !out.containsKey(r.hostedVersionId)) {
                hostedVersions.byId(r.hostedVersionId).ifPresent(v -> out.put(v.id(), v));
            }
        }
        return out;
    }

    /** A run known to exist (runs are never deleted): its absence is a programming error. */
    private BotRun stored(long id) {
        return find(id).orElseThrow(() -> new IllegalStateException("bot run " + id + " is gone"));
    }

    /** A run as the caller may see it: a sealed run is "not found" to all but its insiders. */
    public Optional<BotRun> findFor(long id, Optional<Caller> caller) {
        return find(id).filter(r -> seals.mayOpen(r.id, r.account.id, caller));
    }

    public record Page(long total, List<BotRun> runs) {}

    @Transactional
    public Page list(
            Optional<Caller> caller,
            String username,
            String game,
            String instance,
            String state,
            int offset,
            int limit) {
        return list(caller, username, game, instance, state, null, offset, limit);
    }

    /** Also by configuration ({@code config}: a run's name, the bot's leaderboard identity). */
    @Transactional
    public Page list(
            Optional<Caller> caller,
            String username,
            String game,
            String instance,
            String state,
            String config,
            int offset,
            int limit) {
        Set<Long> hidden = seals.hiddenFrom(caller);
        Long accountId = null;
        if (username != null) {
            var a = accounts.findByUsername(username);
            if (a.isEmpty()) {
                return new Page(0, List.of());
            }
            accountId = a.get().id;
        }
        List<BotRun> page = runs.search(accountId, game, instance, state, config, hidden, offset, limit);
        page.forEach(r -> r.account.username.length());
        return new Page(runs.countMatching(accountId, game, instance, state, config, hidden), page);
    }

    /**
     * Stops one of the caller's runs: a queued one at once, a running one as soon as its search
     * unwinds (milliseconds), keeping its best. Returns the run as it then stands; a run that has
     * already ended is returned as it is.
     */
    public BotRunOutcome.Cancellation cancel(Caller caller, long id) {
        BotRun run = find(id).orElse(null);
        if (refusedOwnership(caller, id, run) instanceof BotRunOutcome.Refused refused) {
            return refused;
        }
        if (!run.runState().isActive()) {
            return new BotRunOutcome.Stopped(run);
        }
        Optional<LiveRun> live = pool.find(id);
        if (live.isEmpty()) {
            if (liveExecutor(id).isPresent()) {
                // Another instance executes it: it hears the cancel and stores the run's end.
                events.publish(CONTROL_KEY, new RunControl.Cancel(id));
                return new BotRunOutcome.Stopped(awaitEnd(id));
            }
            // Active in the database but held by no live instance: left by a stopped server.
            recorder.endedAbandoned(id, BotRunState.CANCELLED);
            return new BotRunOutcome.Stopped(stored(id));
        }
        LiveRun r = live.get();
        stop(r);
        try {
            r.ended.get(CANCEL_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            LOG.warnf("run %d: still stopping after %s (%s)", id, CANCEL_WAIT, e.toString());
        }
        return new BotRunOutcome.Stopped(stored(id));
    }

    /** Stops a run this instance holds: a queued one ends at once, a running search unwinds. */
    private void stop(LiveRun r) {
        if (r.requestStop(LiveRun.Stop.CANCEL)) {
            recorder.endedBeforeStart(r.id, BotRunState.CANCELLED);
            pool.dropQueued(r);
            r.channel.ended(new RunMessages.Ending(BotRunState.CANCELLED.id(), null, null, 0, 0, null, null, null));
            r.ended.complete(BotRunState.CANCELLED);
        }
    }

    /** The instance executing run {@code id} while it holds the run, if that is not this one. */
    Optional<String> liveExecutor(long id) {
        return QuarkusTransaction.requiringNew().call(() -> runs.liveExecutor(id));
    }

    /** The run as stored once its executing instance has ended it, or as it is after CANCEL_WAIT. */
    private BotRun awaitEnd(long id) {
        long deadline = System.nanoTime() + CANCEL_WAIT.toNanos();
        BotRun run = stored(id);
        while (run.runState().isActive() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            run = stored(id);
        }
        return run;
    }

    /**
     * Why {@code run} (run {@code id}, null when there is none) is not the caller's to stop or
     * repeat: none, or someone else's (runs are public to read); null when it is the caller's.
     */
    private static BotRunOutcome.Refused refusedOwnership(Caller caller, long id, BotRun run) {
        if (run == null) {
            return new BotRunOutcome.NoRun(id);
        }
        if (run.account.id != caller.accountId()) {
            return new BotRunOutcome.NotYours(id);
        }
        return null;
    }
}
