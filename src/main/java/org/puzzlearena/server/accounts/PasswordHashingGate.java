package org.puzzlearena.server.accounts;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.puzzlearena.server.api.ApiException;

/**
 * Bounds the password hashes computed at once. PBKDF2 at 600,000 rounds is a third of a second of
 * a core: without a bound, 40 simultaneous log-ins take every core and every other request waits
 * behind them. With one slot per core, hashing never has more than the cores, excess log-ins wait
 * their turn (fairly, first come first served) for at most {@code arena.login.hashing.max-wait},
 * then get 503 with Retry-After; requests that hash nothing are not held up by them.
 */
@ApplicationScoped
public class PasswordHashingGate {

    @Inject
    LoginSettings settings;

    private Semaphore slots;
    private int size;
    private final AtomicInteger busy = new AtomicInteger();
    private final AtomicInteger peak = new AtomicInteger();

    @PostConstruct
    void init() {
        size = settings.hashing().maxConcurrent().orElse(Runtime.getRuntime().availableProcessors());
        if (size < 1) {
            throw new IllegalStateException("arena.login.hashing.max-concurrent must be at least 1, got " + size);
        }
        slots = new Semaphore(size, true);
    }

    /** Runs a hash computation in a slot, or answers 503 if none frees up in time. */
    public <T> T run(Supplier<T> hashing) {
        boolean acquired;
        try {
            acquired = slots.tryAcquire(settings.hashing().maxWait().toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            acquired = false;
        }
        if (!acquired) {
            throw ApiException.unavailable(
                    "Busy",
                    "the server is checking many passwords at once; try again in a second",
                    Duration.ofSeconds(1));
        }
        try {
            peak.accumulateAndGet(busy.incrementAndGet(), Math::max);
            return hashing.get();
        } finally {
            busy.decrementAndGet();
            slots.release();
        }
    }

    public boolean check(BooleanSupplier hashing) {
        return run(hashing::getAsBoolean);
    }

    /** Slots in all. */
    public int size() {
        return size;
    }

    /** The most hashes that ever ran at once (an operator's figure; tests check it never passes {@link #size()}). */
    public int peakConcurrency() {
        return peak.get();
    }

    /** Requests waiting for a slot now. */
    public int waiting() {
        return slots.getQueueLength();
    }
}
