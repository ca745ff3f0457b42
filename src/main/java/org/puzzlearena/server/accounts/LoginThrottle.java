package org.puzzlearena.server.accounts;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Failed log-ins per username, and the lock-out they earn: after {@code arena.login.free-failures}
 * failures each further one locks the name for {@code first-lockout}, doubling up to
 * {@code max-lockout}. While locked, every attempt is refused with 429, the right password too, and
 * costs no hashing; a success resets the count. Unknown names are counted the same way, so the
 * answers never tell whether an account exists. Kept in memory: a restart forgets it (the per-address
 * limit and the lock-outs are minutes long, so little is lost).
 */
@ApplicationScoped
public class LoginThrottle {

    /** Addresses remembered per name for the audit row. */
    private static final int ADDRESSES_KEPT = 10;

    private static final int SWEEP_AT = 10_000;

    @Inject
    LoginSettings settings;

    @Inject
    Clock clock;

    /** What a failure did: the failures in a row, and the lock-out it started (null: none yet). */
    public record Failure(int failures, Instant lockedUntil, List<String> addresses) {}

    private static final class Record {
        int failures;
        Instant lastFailure;
        Instant lockedUntil;
        final Set<String> addresses = new LinkedHashSet<>();
    }

    private final ConcurrentHashMap<String, Record> byName = new ConcurrentHashMap<>();
    private volatile int sweepAt = SWEEP_AT;

    /** The key of a username: what the unique index compares (case-insensitive). */
    static String key(String normalisedName) {
        return normalisedName.toLowerCase(Locale.ROOT);
    }

    /** How long the name is still locked (zero: it may try now). */
    public Duration lockedFor(String key) {
        Record r = byName.get(key);
        if (r == null) {
            return Duration.ZERO;
        }
        synchronized (r) {
            Instant now = clock.instant();
            return r.lockedUntil == null || !r.lockedUntil.isAfter(now)
                    ? Duration.ZERO
                    : Duration.between(now, r.lockedUntil);
        }
    }

    public Failure failed(String key, String address) {
        Instant now = clock.instant();
        if (byName.size() > sweepAt) {
            sweep(now);
        }
        Record r = byName.computeIfAbsent(key, k -> new Record());
        synchronized (r) {
            if (forgotten(r, now)) {
                r.failures = 0;
                r.lockedUntil = null;
                r.addresses.clear();
            }
            r.failures++;
            r.lastFailure = now;
            if (r.addresses.size() < ADDRESSES_KEPT) {
                r.addresses.add(address);
            }
            int over = r.failures - settings.freeFailures();
            if (over > 0) {
                Duration lock = settings.firstLockout().multipliedBy(1L << Math.min(over - 1, 30));
                if (lock.compareTo(settings.maxLockout()) > 0) {
                    lock = settings.maxLockout();
                }
                r.lockedUntil = now.plus(lock);
            }
            return new Failure(r.failures, r.lockedUntil, List.copyOf(r.addresses));
        }
    }

    /** Forgets names whose failures are old; the next sweep waits for twice as many names, so sweeps stay rare. */
    private synchronized void sweep(Instant now) {
        if (byName.size() > sweepAt) {
            byName.entrySet().removeIf(e -> forgotten(e.getValue(), now));
            sweepAt = Math.max(SWEEP_AT, 2 * byName.size());
        }
    }

    public void succeeded(String key) {
        byName.remove(key);
    }

    private boolean forgotten(Record r, Instant now) {
        synchronized (r) {
            Instant until = r.lockedUntil == null ? r.lastFailure : r.lockedUntil;
            return until != null && until.plus(settings.forgetAfter()).isBefore(now);
        }
    }
}
