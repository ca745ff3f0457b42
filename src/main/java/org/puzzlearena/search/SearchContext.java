package org.puzzlearena.search;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.State;

/**
 * The shared bookkeeping of one search run: the budget and its clock, cancellation, the playout
 * count, the best sequence seen by any playout (what makes every algorithm anytime), and the events
 * sent to the listener. Safe to share between the worker threads of a parallel search.
 *
 * <p>Cost per playout: one atomic increment, one int comparison, and every 64 playouts one clock
 * read. Everything else happens only on a new best or when statistics are due.
 */
public final class SearchContext {

    /** How often statistics are sent; frequent enough for a live chart, rare enough to be free. */
    public static final long STATS_INTERVAL_NANOS = 200_000_000L;

    private static final int CLOCK_CHECK_MASK = 63;

    private static final BooleanSupplier NEVER = () -> false;

    private final Budget budget;
    private final SearchListener listener;
    private final long startNanos;
    /** When the wall clock ends the search: a wall-clock budget's deadline, or a CPU budget's cap. */
    private final long wallDeadlineNanos;
    /** The searching threads' CPU clock for a CPU-time budget, else null. */
    private final SearchCpuClock cpuClock;
    /** The CPU nanoseconds a CPU-time budget allows (unused without a CPU clock). */
    private final long cpuBudgetNanos;

    private final AtomicLong playouts = new AtomicLong();
    private final AtomicLong iterations = new AtomicLong();

    private volatile boolean stopped;
    private volatile StopReason stopReason = StopReason.COMPLETED;
    private volatile int bestScore = Integer.MIN_VALUE;
    private int[] bestMoves = new int[0];
    private volatile String phase = "";
    private volatile Timeslice timeslice = Timeslice.NONE;
    private volatile BooleanSupplier stopCondition = NEVER;

    private long lastStatsNanos;
    private long lastStatsPlayouts;
    private long nextStatsNanos;

    public SearchContext(Budget budget, SearchListener listener) {
        this.budget = budget;
        this.listener = listener == null ? SearchListener.NONE : listener;
        this.startNanos = System.nanoTime();
        this.cpuClock = budget.cpuTime() && budget.hasDeadline() ? new SearchCpuClock() : null;
        this.cpuBudgetNanos = nanos(budget.seconds());
        double wall = budget.wallSeconds();
        this.wallDeadlineNanos = wall == Double.POSITIVE_INFINITY ? Long.MAX_VALUE : startNanos + nanos(wall);
        this.lastStatsNanos = startNanos;
        this.nextStatsNanos = startNanos + STATS_INTERVAL_NANOS;
    }

    public Budget budget() {
        return budget;
    }

    /** Who may pause this search at its budget checks (a pool taking turns); none by default. */
    public void setTimeslice(Timeslice timeslice) {
        this.timeslice = timeslice == null ? Timeslice.NONE : timeslice;
    }

    /**
     * Cancels the search at its next budget check on which {@code condition} answers true (a client
     * that has gone, a server stopping): for whoever cannot call {@link #cancel} at the right time.
     */
    public void stopWhen(BooleanSupplier condition) {
        this.stopCondition = condition == null ? NEVER : condition;
    }

    /** True once the budget is spent or the search was cancelled: searches unwind at once. */
    public boolean shouldStop() {
        return stopped;
    }

    /** Stops the search from any thread; it returns within a few milliseconds. */
    public void cancel() {
        stop(StopReason.CANCELLED);
    }

    /**
     * Records a finished playout (or any complete game a search reached) ending in {@code end}:
     * counts it, keeps it if it is the best so far, and checks the budget.
     */
    public void playoutDone(State end) {
        long n = playouts.incrementAndGet();
        int score = end.score();
        if (score > bestScore) {
            offerBest(end, score);
        }
        checkBudget(n);
    }

    /**
     * Counts one simulation of a two-player search (which has no best game to keep) and checks the
     * budget, whose playouts are the simulations.
     */
    public void simulationDone() {
        checkBudget(playouts.incrementAndGet());
    }

    /** After the {@code n}th playout or simulation: stops at the budget's count, looks at the clock every 64. */
    private void checkBudget(long n) {
        if (n >= budget.playouts()) {
            stop(StopReason.PLAYOUTS);
        }
        if ((n & CLOCK_CHECK_MASK) == 0) {
            tick();
        }
    }

    /**
     * Counts {@code n} playouts another process did for this search (a remote beam worker's task);
     * the game it found is offered by the search when it takes the task's result.
     */
    public void remotePlayouts(long n) {
        long total = playouts.addAndGet(n);
        if (total >= budget.playouts()) {
            stop(StopReason.PLAYOUTS);
        }
        tick();
    }

    /** Offers a complete game found without a playout (e.g. a terminal root or a replayed line). */
    public void offer(State end) {
        if (end.score() > bestScore) {
            offerBest(end, end.score());
        }
    }

    /** Checks the clock and sends statistics when due; long steps without playouts call it too. */
    public void tick() {
        if (!stopped) {
            timeslice.checkpoint(this);
            if (stopCondition.getAsBoolean()) {
                cancel();
            }
        }
        // Time spent paused is no time searched: it moves the wall deadline and leaves the elapsed time.
        long now = System.nanoTime() - timeslice.pausedNanos();
        // The CPU clock is read first, whatever the wall clock says: each read records this
        // thread's time, and the total reported at the end should include its last stretch.
        boolean cpuSpent = cpuClock != null && cpuClock.tick() >= cpuBudgetNanos;
        if (cpuSpent || now >= wallDeadlineNanos) {
            stop(StopReason.TIME);
        }
        if (now >= nextStatsNanos) {
            emitStats(now);
        }
    }

    /** One top-level search (iteration of an anytime search) completed; true if more are allowed. */
    public boolean iterationDone() {
        long n = iterations.incrementAndGet();
        if (n >= budget.iterations()) {
            stop(StopReason.COMPLETED);
        }
        return !stopped;
    }

    /** A short description of where the search is, shown with the statistics. */
    public void setPhase(String phase) {
        this.phase = phase;
    }

    public int bestScore() {
        return bestScore;
    }

    public synchronized int[] bestMoves() {
        return bestMoves.clone();
    }

    public long playouts() {
        return playouts.get();
    }

    /** CPU time the searching threads have used so far, for a CPU-time budget; -1 with a wall-clock one. */
    public long cpuNanos() {
        return cpuClock != null ? cpuClock.total() : -1;
    }

    private static long nanos(double seconds) {
        return (long) Math.min(seconds * 1e9, Long.MAX_VALUE / 4);
    }

    /** Time spent searching: since the start, less any time paused. */
    public long elapsedNanos() {
        return System.nanoTime() - startNanos - timeslice.pausedNanos();
    }

    /** Ends the run: the result, also sent to the listener as the last event. */
    public SearchResult finish() {
        SearchResult result;
        synchronized (this) {
            result = new SearchResult(
                    bestScore, bestMoves.clone(), playouts.get(), elapsedNanos(), iterations.get(), stopReason);
        }
        emit(new SearchEvent.Finished(result));
        return result;
    }

    private void stop(StopReason reason) {
        synchronized (this) {
            if (stopped) {
                return;
            }
            stopReason = reason;
            stopped = true;
        }
    }

    // Events are sent while holding the lock, so that listeners see them one at a time and in
    // order (never a lower best after a higher one), whichever worker thread produced them.

    private synchronized void offerBest(State end, int score) {
        if (score <= bestScore) {
            return;
        }
        int[] moves = end.history();
        bestMoves = moves;
        bestScore = score;
        listener.on(new SearchEvent.NewBest(score, moves.clone(), elapsedNanos(), playouts.get()));
    }

    private synchronized void emitStats(long now) {
        if (now < nextStatsNanos) {
            return;
        }
        long n = playouts.get();
        double rate = (n - lastStatsPlayouts) / ((now - lastStatsNanos) / 1e9);
        lastStatsNanos = now;
        lastStatsPlayouts = n;
        nextStatsNanos = now + STATS_INTERVAL_NANOS;
        listener.on(new SearchEvent.Stats(n, rate, now - startNanos, bestScore, phase));
    }

    private synchronized void emit(SearchEvent event) {
        listener.on(event);
    }
}
