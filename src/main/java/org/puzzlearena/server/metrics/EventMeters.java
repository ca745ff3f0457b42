package org.puzzlearena.server.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The events the platform counts where they happen (a replay by the rules, a submission stored),
 * at {@code /q/metrics}. A package of its own that depends on no other part, so that verification
 * and submissions can count here while the operations gauges watch them.
 */
@ApplicationScoped
public class EventMeters {

    @Inject
    MeterRegistry registry;

    /**
     * The meters by their tags, registered once: these are counted on every submission, and a
     * registry look-up builds its key each time. Tags are the known games and a few outcomes.
     */
    private final Map<String, Timer> timers = new ConcurrentHashMap<>();

    private final Map<String, Counter> counters = new ConcurrentHashMap<>();

    /** A replay by the rules: its game, outcome ({@code valid}, {@code invalid}, {@code unreadable}) and time. */
    public void verified(String game, String outcome, Duration took) {
        timers.computeIfAbsent(
                        game + "\n" + outcome,
                        k -> Timer.builder("arena.verifications")
                                .description("Solutions replayed by the rules")
                                .tag("game", game)
                                .tag("outcome", outcome)
                                .register(registry))
                .record(took);
    }

    /** A new submission stored: on a public board, in a contest, or a bot run's best. */
    public void submissionStored(String game, String where) {
        counters.computeIfAbsent(
                        game + "\n" + where,
                        k -> Counter.builder("arena.submissions.stored")
                                .description("Submissions stored (retries with a used Idempotency-Key excluded)")
                                .tag("game", game)
                                .tag("where", where)
                                .register(registry))
                .increment();
    }
}
