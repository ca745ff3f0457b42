package org.puzzlearena.server.botruns;

import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.Timeslice;

/**
 * A running run's turn on its pool slot. After {@code quantum} on the slot, at its next budget
 * check, the run gives the slot up when a run of another account is waiting for one, and waits in
 * the fair queue like any queued run (behind the other accounts' runs it let in) until a slot is
 * handed back to it. Without this, a newcomer waited for a slot to free, which with long runs took
 * half an hour. Paused, the run spends no CPU time and its wall deadline moves by the pause, so it
 * still gets its whole budget.
 */
final class RunSlice implements Timeslice {

    /** How often a run past its quantum asks the queue again when nobody else was waiting. */
    private static final long RECHECK_NANOS = 100_000_000L;

    private final BotRunPool pool;
    private final LiveRun run;
    private final long quantumNanos;

    /** When the queue is next asked whether others wait (a read of the clock every 64 playouts otherwise). */
    private volatile long nextCheck;

    private volatile long paused;
    // Guarded by this.
    private boolean parked;
    private boolean granted;
    private boolean slotLost;

    RunSlice(BotRunPool pool, LiveRun run, long quantumNanos) {
        this.pool = pool;
        this.run = run;
        this.quantumNanos = quantumNanos;
        this.nextCheck = System.nanoTime() + quantumNanos;
    }

    @Override
    public long pausedNanos() {
        return paused;
    }

    @Override
    public void checkpoint(SearchContext context) {
        long now = System.nanoTime();
        if (now < nextCheck || context.shouldStop()) {
            return;
        }
        if (!pool.othersWaiting(run.accountId)) {
            nextCheck = now + RECHECK_NANOS;
            return;
        }
        park(context);
    }

    /** Gives the slot up and waits for it back; every thread of the search that arrives here waits. */
    private synchronized void park(SearchContext context) {
        long start = System.nanoTime();
        if (!parked && start < nextCheck) {
            return; // another thread of this search has just had its turn back
        }
        if (!parked) {
            parked = true;
            granted = false;
            pool.yieldSlot(run.id, run.accountId, this);
        }
        try {
            while (!granted && !context.shouldStop()) {
                wait(100);
            }
            if (!granted && !slotLost) {
                // Stopped while waiting: leave the queue if still in it, and end without a slot (storing
                // the end is brief); otherwise a slot is on its way and is taken as usual.
                if (pool.withdraw(run.id)) {
                    slotLost = true;
                } else {
                    while (!granted) {
                        wait();
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (parked) {
            paused += System.nanoTime() - start;
            parked = false;
        }
        nextCheck = System.nanoTime() + quantumNanos;
    }

    /** A pool thread hands its slot to this run. */
    synchronized void grant() {
        granted = true;
        notifyAll();
    }

    /** Whether the run ended while waiting and so holds no slot: its thread must not go back to the pool. */
    synchronized boolean slotLost() {
        return slotLost;
    }
}
