package org.puzzlearena.server.ratelimit;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;

/**
 * A few slots of CPU (about one per core) handed out in turns across keys (participants, client
 * addresses) instead of first come first served: each key has its own queue of waiting callers, and
 * a freed slot goes to the next key in rotation (not back to the key that freed it while another
 * waits), so a key with many callers waiting gets one turn in each round and cannot starve another
 * key's single caller. The work runs on the caller's own
 * thread while it holds its slot, so at most {@code slots} such computations run at once.
 *
 * <p>Waiting is bounded: at most {@code maxWaiting} callers in all and {@code maxWaitingPerKey} per
 * key (beyond, {@link Full} at once), each for at most its {@code maxWait}; a waiter whose client
 * has gone ({@code abandoned}) leaves the queue within {@link #POLL} without taking a slot.
 */
public final class FairSlots {

    /** How often a waiter looks whether its client is still there. */
    static final Duration POLL = Duration.ofMillis(100);

    private final int slots;
    private final int maxWaiting;
    private final int maxWaitingPerKey;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    /** Waiting callers by key; the map's order is the rotation (a served key goes to the back). */
    private final LinkedHashMap<String, ArrayDeque<Waiter>> queues = new LinkedHashMap<>();

    private int free;
    private int waiting;

    public FairSlots(int slots, int maxWaiting, int maxWaitingPerKey) {
        if (slots < 1 || maxWaiting < 0 || maxWaitingPerKey < 0) {
            throw new IllegalArgumentException("slots >= 1, queue bounds >= 0");
        }
        this.slots = slots;
        this.free = slots;
        this.maxWaiting = maxWaiting;
        this.maxWaitingPerKey = maxWaitingPerKey;
    }

    /** What asking for a slot comes to. */
    public sealed interface Admission {}

    /** A slot, held until {@link Turn#release()}. */
    public static final class Turn implements Admission, AutoCloseable {
        private final FairSlots owner;
        private final String key;
        private final long grantedAt;
        private boolean released;

        private Turn(FairSlots owner, String key) {
            this.owner = owner;
            this.key = key;
            this.grantedAt = System.nanoTime();
        }

        /** True when another key is waiting for a slot: a long computation's cue to yield its turn. */
        public boolean othersWaiting() {
            return owner.othersWaiting(key);
        }

        public Duration held() {
            return Duration.ofNanos(System.nanoTime() - grantedAt);
        }

        public void release() {
            if (!released) {
                released = true;
                owner.release(key);
            }
        }

        @Override
        public void close() {
            release();
        }
    }

    /** The queue is full: in all ({@code yours} false), or of this key's callers ({@code yours} true). */
    public record Full(boolean yours) implements Admission {}

    /** No slot came within the caller's maximum wait. */
    public record TimedOut() implements Admission {}

    /** The caller's client went away while it waited. */
    public record Abandoned() implements Admission {}

    private static final class Waiter {
        boolean granted;
    }

    /** Takes a slot for {@code key}, waiting for its turn if none is free or others wait before it. */
    public Admission acquire(String key, Duration maxWait, BooleanSupplier abandoned) {
        long deadline = System.nanoTime() + maxWait.toNanos();
        Waiter me = new Waiter();
        lock.lock();
        try {
            if (free > 0 && waiting == 0) {
                free--;
                return new Turn(this, key);
            }
            ArrayDeque<Waiter> mine = queues.get(key);
            if (waiting >= maxWaiting) {
                return new Full(false);
            }
            if (mine != null && mine.size() >= maxWaitingPerKey) {
                return new Full(true);
            }
            if (maxWaitingPerKey == 0) {
                return new Full(true);
            }
            queues.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(me);
            waiting++;
            while (true) {
                if (me.granted) {
                    return new Turn(this, key);
                }
                long left = deadline - System.nanoTime();
                boolean gone = abandoned.getAsBoolean();
                if (gone || left <= 0) {
                    leave(key, me);
                    return gone ? new Abandoned() : new TimedOut();
                }
                changed.await(Math.min(left, POLL.toNanos()), TimeUnit.NANOSECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            if (me.granted) {
                // The slot was ours already: hand it on rather than lose it.
                grantNext(key);
            } else {
                leave(key, me);
            }
            return new Abandoned();
        } finally {
            lock.unlock();
        }
    }

    /** Slots in use. */
    public int running() {
        lock.lock();
        try {
            return slots - free;
        } finally {
            lock.unlock();
        }
    }

    /** Callers waiting for a slot. */
    public int waiting() {
        lock.lock();
        try {
            return waiting;
        } finally {
            lock.unlock();
        }
    }

    public int slots() {
        return slots;
    }

    private boolean othersWaiting(String key) {
        lock.lock();
        try {
            if (waiting == 0) {
                return false;
            }
            ArrayDeque<Waiter> mine = queues.get(key);
            return mine == null || mine.size() < waiting;
        } finally {
            lock.unlock();
        }
    }

    private void release(String releasedBy) {
        lock.lock();
        try {
            grantNext(releasedBy);
        } finally {
            lock.unlock();
        }
    }

    /**
     * A freed slot goes to the first key in rotation other than the one that just had it (it had
     * its turn; it goes again only when nobody else waits); the key served goes to the back.
     */
    private void grantNext(String releasedBy) {
        if (queues.isEmpty()) {
            free++;
            return;
        }
        String key = null;
        for (String k : queues.keySet()) {
            if (key == null || !k.equals(releasedBy)) {
                key = k;
                if (!k.equals(releasedBy)) {
                    break;
                }
            }
        }
        ArrayDeque<Waiter> queue = queues.remove(key);
        Waiter w = queue.pollFirst();
        waiting--;
        if (!queue.isEmpty()) {
            queues.put(key, queue);
        }
        w.granted = true;
        changed.signalAll();
    }

    private void leave(String key, Waiter me) {
        ArrayDeque<Waiter> queue = queues.get(key);
        if (queue != null && queue.remove(me)) {
            waiting--;
            if (queue.isEmpty()) {
                queues.remove(key);
            }
        }
    }
}
