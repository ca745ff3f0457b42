package org.puzzlearena.server.ratelimit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Token buckets per key, driven by a hand-moved clock. */
class RateLimiterTest {

    private final AtomicLong now = new AtomicLong(1_000_000_000L);

    private void advance(Duration d) {
        now.addAndGet(d.toNanos());
    }

    @Test
    void aBurstOfCapacityThenOneTokenPerPeriodOverCapacity() {
        RateLimiter l = new RateLimiter("test", 3, Duration.ofMinutes(1), now::get);
        for (int i = 0; i < 3; i++) {
            assertEquals(Duration.ZERO, l.take("a"), "request " + i + " of the burst");
        }
        Duration wait = l.take("a");
        assertEquals(Duration.ofSeconds(20), wait, "one token comes back every 60/3 s");
        advance(Duration.ofSeconds(19));
        assertTrue(!l.take("a").isZero(), "not yet");
        advance(Duration.ofSeconds(1));
        assertEquals(Duration.ZERO, l.take("a"), "the token is back after the announced wait");
        assertTrue(!l.take("a").isZero());
    }

    @Test
    void aCostOfSeveralTakesAsManyTokensAndOneAboveTheCapacityTakesAFullBucket() {
        RateLimiter l = new RateLimiter("test", 10, Duration.ofMinutes(1), now::get);
        assertEquals(Duration.ZERO, l.take("a", 4));
        assertEquals(Duration.ZERO, l.take("a", 6));
        assertEquals(Duration.ofSeconds(6), l.take("a", 1), "all ten taken: one comes back in 6 s");
        assertEquals(Duration.ZERO, l.take("b", 1_000), "a full bucket pays for any cost");
        assertEquals(Duration.ofSeconds(60), l.take("b", 1_000), "then waits a whole period's refill");
        assertEquals(Duration.ofSeconds(6), l.take("b", 1));
    }

    @Test
    void keysAreLimitedApart() {
        RateLimiter l = new RateLimiter("test", 1, Duration.ofHours(1), now::get);
        assertEquals(Duration.ZERO, l.take("a"));
        assertTrue(!l.take("a").isZero());
        assertEquals(Duration.ZERO, l.take("b"), "another key has its own bucket");
    }

    @Test
    void peekTakesNothing() {
        RateLimiter l = new RateLimiter("test", 1, Duration.ofHours(1), now::get);
        assertEquals(Duration.ZERO, l.peek("a"));
        assertEquals(Duration.ZERO, l.peek("a"));
        assertEquals(Duration.ZERO, l.take("a"));
        assertEquals(Duration.ofHours(1), l.peek("a"));
    }

    @Test
    void refilledBucketsAreForgottenSoMemoryStaysBounded() {
        RateLimiter l = new RateLimiter("test", 1, Duration.ofSeconds(1), now::get);
        for (int i = 0; i <= RateLimiter.SWEEP_AT; i++) {
            l.take("addr-" + i);
        }
        advance(Duration.ofSeconds(2));
        l.take("one more");
        assertTrue(l.trackedKeys() < 10, "the full buckets were swept, " + l.trackedKeys() + " left");
    }

    @Test
    void aClockThatGoesBackDoesNotGrantTokens() {
        RateLimiter l = new RateLimiter("test", 1, Duration.ofHours(1), now::get);
        l.take("a");
        now.addAndGet(-Duration.ofHours(5).toNanos());
        assertTrue(!l.take("a").isZero());
    }
}
