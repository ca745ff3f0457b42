package org.puzzlearena.server.verify;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.server.ratelimit.FairSlots;

/**
 * The verifier's cores, shared in turns across participants (and anonymous addresses): a replay
 * from the API runs only while it holds one of about one slot per core, and a participant with
 * many replays waiting gets one turn per round, like everybody else. A rate limit alone let one
 * token's 1 MiB verifies hold most of the machine within its request count (docs/SECURITY.md).
 */
@ApplicationScoped
public class ReplayTurns {

    @ConfigProperty(name = "arena.replays.slots", defaultValue = "0")
    int configuredSlots;

    @ConfigProperty(name = "arena.replays.max-waiting", defaultValue = "64")
    int maxWaiting;

    @ConfigProperty(name = "arena.replays.max-waiting-per-participant", defaultValue = "8")
    int maxWaitingPerParticipant;

    @ConfigProperty(name = "arena.replays.max-wait", defaultValue = "5s")
    Duration maxWait;

    @Inject
    MeterRegistry registry;

    private FairSlots slots;

    @PostConstruct
    void init() {
        int n = configuredSlots > 0 ? configuredSlots : Runtime.getRuntime().availableProcessors();
        slots = new FairSlots(n, maxWaiting, maxWaitingPerParticipant);
        Gauge.builder("arena.replays.running", slots, FairSlots::running)
                .description("API replays (verify, submissions) running now")
                .register(registry);
        Gauge.builder("arena.replays.waiting", slots, FairSlots::waiting)
                .description("API replays waiting for their turn on the verifier's cores")
                .register(registry);
    }

    /** A slot for {@code who}'s replay, in their turn; or why none came. */
    FairSlots.Admission turnFor(String who) {
        return slots.acquire(who, maxWait, () -> false);
    }

    /** The slots, for the tests that fill them to watch the turns. */
    public FairSlots slots() {
        return slots;
    }
}
