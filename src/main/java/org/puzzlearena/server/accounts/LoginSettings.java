package org.puzzlearena.server.accounts;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.OptionalInt;

/** Log-in protection ({@code arena.login.*}); docs/SECURITY.md, "Accounts and sessions". */
@ConfigMapping(prefix = "arena.login")
public interface LoginSettings {

    /** Failed log-ins of one username that cost nothing; each further one locks the name for a while. */
    @WithDefault("5")
    int freeFailures();

    /** The first lock-out; each further failure doubles it, up to {@link #maxLockout()}. */
    @WithDefault("30s")
    Duration firstLockout();

    @WithDefault("15m")
    Duration maxLockout();

    /** A username's failures are forgotten after this long without one (and at once by a success). */
    @WithDefault("1h")
    Duration forgetAfter();

    /** Audit rows about failed log-ins, at most this many per hour (the rest are counted into the next row). */
    @WithDefault("120")
    int auditRowsPerHour();

    Hashing hashing();

    interface Hashing {
        /** Password hashes computed at once (log-ins, sign-ups); by default one per core. */
        OptionalInt maxConcurrent();

        /** How long a request waits for a hashing slot before it is answered 503 with Retry-After. */
        @WithDefault("2s")
        Duration maxWait();
    }
}
