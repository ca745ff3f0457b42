package org.puzzlearena.server.ratelimit;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * One limit applied per key (a client address, an account): a {@link TokenBucket} for each key.
 * Buckets that have refilled are forgotten when the map grows, so memory stays bounded by the keys
 * that are actually being limited, however many addresses pass by.
 */
public final class RateLimiter {

    /** Beyond this many keys, full buckets are swept out. */
    static final int SWEEP_AT = 10_000;

    private final String name;
    private final int capacity;
    private final Duration period;
    private final LongSupplier nanos;
    private final ConcurrentHashMap<String, TokenBucket> buckets = new ConcurrentHashMap<>();
    /** The size at which the next sweep runs: doubles when a sweep frees little, so sweeps stay rare. */
    private volatile int sweepAt = SWEEP_AT;

    public RateLimiter(String name, int capacity, Duration period, LongSupplier nanos) {
        if (capacity < 1 || period.isZero() || period.isNegative()) {
            throw new IllegalArgumentException("rate limit '" + name + "' needs a capacity >= 1 and a positive period");
        }
        this.name = name;
        this.capacity = capacity;
        this.period = period;
        this.nanos = nanos;
    }

    public String name() {
        return name;
    }

    public int capacity() {
        return capacity;
    }

    public Duration period() {
        return period;
    }

    /** Takes one request's token for {@code key}: zero if allowed, otherwise how long to wait. */
    public Duration take(String key) {
        return take(key, 1);
    }

    /**
     * Takes {@code cost} requests' tokens for {@code key} at once: zero if allowed, otherwise how
     * long until they are there. A cost above the capacity takes the whole (full) bucket, so such a
     * request is never refused forever, only made to wait for a whole period's refill.
     */
    public Duration take(String key, long cost) {
        long now = nanos.getAsLong();
        if (buckets.size() > sweepAt) {
            sweep(now);
        }
        return buckets.computeIfAbsent(key, k -> new TokenBucket(capacity, period, now))
                .take(Math.max(1, Math.min(cost, capacity)), now);
    }

    /** Returns one request's token to {@code key} (never beyond a full bucket). */
    public void giveBack(String key) {
        TokenBucket b = buckets.get(key);
        if (b != null) {
            b.giveBack(1, nanos.getAsLong());
        }
    }

    /** How long until {@code key} may make a request, taking nothing (zero: now). */
    public Duration peek(String key) {
        TokenBucket b = buckets.get(key);
        return b == null ? Duration.ZERO : b.waitFor(1, nanos.getAsLong());
    }

    /** Where {@code key} stands, taking nothing: a key never seen has the whole capacity. */
    public Standing standing(String key) {
        TokenBucket b = buckets.get(key);
        if (b == null) {
            return new Standing(capacity, Duration.ZERO, Duration.ZERO);
        }
        long now = nanos.getAsLong();
        return new Standing((int) Math.floor(b.tokens(now)), b.waitFor(1, now), b.untilFull(now));
    }

    /**
     * A key's standing: the requests it may make now, how long until the next one when none, and how
     * long until the whole capacity is back.
     */
    public record Standing(int remaining, Duration untilNext, Duration untilFull) {}

    private synchronized void sweep(long now) {
        if (buckets.size() > sweepAt) {
            buckets.entrySet().removeIf(e -> e.getValue().isFull(now));
            sweepAt = Math.max(SWEEP_AT, 2 * buckets.size());
        }
    }

    int trackedKeys() {
        return buckets.size();
    }
}
