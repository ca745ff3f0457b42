package org.puzzlearena.server.botruns;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.server.live.RunChannel;

/**
 * A run this server executes, from queued to ended: its plan, its live feed, and the hand-over
 * between the worker that runs it and whoever stops it (its owner, or the server shutting down).
 *
 * <p>Who records the end: if a stop comes before a worker {@link #claim claimed} the run, the
 * stopper does (a queued run ends at once, however long the queue); afterwards the worker does,
 * once its search has unwound with the best so far.
 */
final class LiveRun {

    enum Stop {
        NONE,
        CANCEL,
        INTERRUPT,
        /** A worker stopping gracefully: the run goes back to the queue, for another worker to continue. */
        HAND_BACK,
        /** Another worker took the run (this one was paused past its lease): stop, write nothing. */
        LOST
    }

    final long id;
    final long accountId;
    final RunPlan plan;
    final RunChannel channel;
    /** For a resumed run: the kept best it starts from (canonical moves); otherwise null. */
    final List<String> resumeFrom;
    /** Completes with the end state once it is stored. */
    final CompletableFuture<BotRunState> ended = new CompletableFuture<>();

    private Stop stop = Stop.NONE;
    private boolean claimed;
    private SearchContext context;
    /** The progress version last written by the periodic save. */
    volatile long savedVersion;
    /** The best score last written by the periodic save. */
    volatile Integer savedBest;

    /** The run's epoch while this process holds it (set by the claim): every write names it. */
    volatile int epoch;
    /** Continuing a run a worker before this one began: what that one had done, counted in the totals. */
    final long carriedPlayouts;

    final long carriedElapsedMs;

    final long carriedCpuMs;

    /** A hosted run's bot's CPU time as the sandbox last measured it (its process tree's); -1 before. */
    volatile long sandboxCpuMs = -1;
    /** Called with the run's end once it is stored or given up here: settles its queue message. */
    final Consumer<BotRunState> settle;

    LiveRun(long id, long accountId, RunPlan plan, RunChannel channel, List<String> resumeFrom) {
        this(id, accountId, plan, channel, resumeFrom, 0, 0, 0, 0, state -> {});
    }

    /** A run claimed from the queue, with its epoch, and what earlier workers did when it continues. */
    LiveRun(
            long id,
            long accountId,
            RunPlan plan,
            RunChannel channel,
            List<String> resumeFrom,
            int epoch,
            long carriedPlayouts,
            long carriedElapsedMs,
            long carriedCpuMs,
            Consumer<BotRunState> settle) {
        this.id = id;
        this.accountId = accountId;
        this.plan = plan;
        this.channel = channel;
        this.resumeFrom = resumeFrom;
        this.epoch = epoch;
        this.carriedPlayouts = carriedPlayouts;
        this.carriedElapsedMs = carriedElapsedMs;
        this.carriedCpuMs = carriedCpuMs;
        this.settle = settle;
    }

    /** The worker takes the run; false if it was stopped while queued (the stopper ended it). */
    synchronized boolean claim() {
        if (stop != Stop.NONE) {
            return false;
        }
        claimed = true;
        return true;
    }

    /** The search's context, made when the search starts (its clock starts with it). */
    /** Its turns on a pool slot (set when the pool takes it; null for a run never given to a pool). */
    volatile RunSlice slice;

    synchronized SearchContext startContext() {
        context = new SearchContext(plan.budget(), channel);
        context.setTimeslice(slice);
        if (stop != Stop.NONE) {
            context.cancel();
        }
        return context;
    }

    /**
     * Asks the run to stop; true for the first request that finds no worker on it: that caller
     * records the end. Later requests only repeat the cancellation.
     */
    synchronized boolean requestStop(Stop why) {
        boolean first = stop == Stop.NONE;
        if (first) {
            stop = why;
        }
        if (context != null) {
            context.cancel();
        }
        return first && !claimed;
    }

    synchronized Stop stopRequested() {
        return stop;
    }

    synchronized boolean isSearching() {
        return context != null;
    }

    /**
     * The CPU time the run's threads have used in all, its predecessors' included, for a run
     * budgeted in CPU seconds; null for other budgets (their CPU time is not measured).
     * {@code searchNanos} is this worker's share, or negative before its search starts.
     */
    Long totalCpuMs(long searchNanos) {
        if (!plan.budget().cpuTime()) {
            return null;
        }
        return carriedCpuMs + Math.max(0, searchNanos) / 1_000_000;
    }

    /**
     * {@link #totalCpuMs} as the search has it now; for a hosted run, its bot's process tree's as the
     * sandbox last measured it (the worker's own thread only waits on the bot).
     */
    synchronized Long totalCpuMs() {
        if (plan.hosted() != null) {
            return totalCpuMs(sandboxCpuMs < 0 ? -1 : sandboxCpuMs * 1_000_000);
        }
        return totalCpuMs(context == null ? -1 : context.cpuNanos());
    }
}
