package org.puzzlearena.server.botruns;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The queue of bot runs waiting for a pool thread, fair across accounts: the next run started is
 * the oldest queued run of the account with the fewest runs running, and among those the account
 * served longest ago (never, first). Five throw-away accounts that queued fifty runs take turns
 * with everyone else instead of going first: a newcomer's run starts at the next free slot after
 * at most one run of each account ahead of it.
 */
final class FairRunQueue {

    /** A queued run: its account, when it arrived (a sequence number), and what runs it. */
    record Entry(long runId, long accountId, long arrival, Runnable task) {}

    private final Map<Long, Deque<Entry>> queued = new HashMap<>();
    private final Map<Long, Integer> running = new HashMap<>();
    private final Map<Long, Long> lastServed = new HashMap<>();
    private long sequence;
    private int size;
    private boolean closed;

    synchronized void add(long accountId, long runId, Runnable task) {
        queued.computeIfAbsent(accountId, a -> new ArrayDeque<>())
                .addLast(new Entry(runId, accountId, ++sequence, task));
        size++;
        notifyAll();
    }

    /** Takes a queued run out (it was cancelled); false if it is not queued (it started, or never was). */
    synchronized boolean remove(long runId) {
        for (var it = queued.entrySet().iterator(); it.hasNext(); ) {
            Deque<Entry> q = it.next().getValue();
            if (q.removeIf(e -> e.runId() == runId)) {
                size--;
                if (q.isEmpty()) {
                    it.remove();
                }
                return true;
            }
        }
        return false;
    }

    /** The next run to start, counted as running for its account until {@link #finished}; null if none is queued. */
    synchronized Entry poll() {
        Long best = null;
        for (Map.Entry<Long, Deque<Entry>> e : queued.entrySet()) {
            if (best == null
                    || before(
                            e.getKey(),
                            e.getValue().peekFirst(),
                            best,
                            queued.get(best).peekFirst())) {
                best = e.getKey();
            }
        }
        if (best == null) {
            return null;
        }
        Deque<Entry> q = queued.get(best);
        Entry next = q.removeFirst();
        if (q.isEmpty()) {
            queued.remove(best);
        }
        size--;
        running.merge(best, 1, Integer::sum);
        lastServed.put(best, ++sequence);
        return next;
    }

    /** Whether account {@code a} (whose oldest run is {@code ha}) goes before account {@code b}. */
    private boolean before(long a, Entry ha, long b, Entry hb) {
        int ra = running.getOrDefault(a, 0);
        int rb = running.getOrDefault(b, 0);
        if (ra != rb) {
            return ra < rb;
        }
        long sa = lastServed.getOrDefault(a, 0L);
        long sb = lastServed.getOrDefault(b, 0L);
        if (sa != sb) {
            return sa < sb;
        }
        return ha.arrival() < hb.arrival();
    }

    /** Waits for the next run; null once the queue is closed. */
    synchronized Entry take() throws InterruptedException {
        while (!closed) {
            Entry e = poll();
            if (e != null) {
                return e;
            }
            wait();
        }
        return null;
    }

    /** A run of {@code accountId} ended: its slot counts no more. */
    synchronized void finished(long accountId) {
        running.computeIfPresent(accountId, (a, n) -> n > 1 ? n - 1 : null);
        if (!running.containsKey(accountId) && !queued.containsKey(accountId)) {
            lastServed.remove(accountId);
        }
    }

    /** Whether a run of an account other than {@code accountId} is queued. */
    synchronized boolean hasOtherThan(long accountId) {
        return queued.size() > (queued.containsKey(accountId) ? 1 : 0);
    }

    synchronized int size() {
        return size;
    }

    synchronized void close() {
        closed = true;
        notifyAll();
    }
}
