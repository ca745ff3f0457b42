package org.puzzlearena.server.ratelimit;

import java.time.Duration;

/**
 * A token bucket: up to {@code capacity} requests at once, refilled at {@code capacity} per
 * {@code period}. Time is a monotonic nanosecond reading passed in by the caller (never the wall
 * clock, which tests and NTP move), so a bucket is a plain value that a test drives by hand.
 */
final class TokenBucket {

    private final double capacity;
    private final double tokensPerNano;
    private double tokens;
    private long last;

    TokenBucket(int capacity, Duration period, long now) {
        this.capacity = capacity;
        this.tokensPerNano = capacity / (double) period.toNanos();
        this.tokens = capacity;
        this.last = now;
    }

    /** Takes {@code cost} tokens and answers zero, or takes nothing and answers how long until they are there. */
    synchronized Duration take(double cost, long now) {
        refill(now);
        Duration wait = waitFor(cost, now);
        if (wait.isZero()) {
            tokens -= cost;
        }
        return wait;
    }

    /** Returns {@code cost} tokens taken before, up to a full bucket. */
    synchronized void giveBack(double cost, long now) {
        refill(now);
        tokens = Math.min(capacity, tokens + cost);
    }

    /** How long until {@code cost} tokens are there (zero: now), taking nothing. */
    synchronized Duration waitFor(double cost, long now) {
        refill(now);
        return tokens >= cost
                ? Duration.ZERO
                : Duration.ofNanos(Math.max(1, (long) Math.ceil((cost - tokens) / tokensPerNano)));
    }

    /** The tokens there now (a fraction while one refills). */
    synchronized double tokens(long now) {
        refill(now);
        return tokens;
    }

    /** How long until the bucket is full again (zero: it is). */
    synchronized Duration untilFull(long now) {
        refill(now);
        return tokens >= capacity
                ? Duration.ZERO
                : Duration.ofNanos((long) Math.ceil((capacity - tokens) / tokensPerNano));
    }

    /** True when the bucket is full again: nothing would be lost by forgetting it. */
    synchronized boolean isFull(long now) {
        refill(now);
        return tokens >= capacity;
    }

    private void refill(long now) {
        long elapsed = now - last;
        if (elapsed > 0) {
            tokens = Math.min(capacity, tokens + elapsed * tokensPerNano);
            last = now;
        }
    }
}
