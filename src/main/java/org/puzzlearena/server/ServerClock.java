package org.puzzlearena.server;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import java.time.Clock;

/**
 * The server's clock for what depends on the time of day: contest windows, freezes, rate limits
 * and the audit log. One injectable {@link Clock} (the system's UTC clock) rather than
 * {@code Instant.now()} scattered around, so that tests can replace it per test
 * ({@code QuarkusMock.installMockForType}) and walk a contest through its whole life in
 * milliseconds. Nothing in production can move it.
 */
@ApplicationScoped
public class ServerClock {

    @Produces
    @ApplicationScoped
    Clock clock() {
        return Clock.systemUTC();
    }
}
