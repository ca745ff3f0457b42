package org.puzzlearena.server.operations;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.puzzlearena.server.botruns.BotRunPool;
import org.puzzlearena.server.botruns.BotRunQueue;
import org.puzzlearena.server.leaderboards.LeaderboardFeed;
import org.puzzlearena.server.live.ClientQueue;

/**
 * The platform's own numbers at {@code /q/metrics}, beside Quarkus' HTTP, connection pool and JVM
 * metrics (docs/OPERATIONS.md lists every one and what to watch for).
 */
@ApplicationScoped
public class OperationsMetrics {

    @Inject
    MeterRegistry registry;

    @Inject
    BotRunPool botRuns;

    @Inject
    LeaderboardFeed boards;

    @Inject
    BotRunQueue runQueue;

    /**
     * The meters by their tags, registered once: these are counted on every submission, and a
     * registry look-up builds its key each time. Tags are the known games and a few outcomes.
     */
    private final Map<String, Timer> timers = new ConcurrentHashMap<>();

    private final Map<String, Counter> counters = new ConcurrentHashMap<>();

    void register(@Observes StartupEvent event) {
        Gauge.builder("arena.bot_runs.queued", botRuns, BotRunPool::queued)
                .description("Bot runs waiting for a thread of the pool")
                .register(registry);
        Gauge.builder("arena.bot_runs.running", botRuns, BotRunPool::running)
                .description("Bot runs searching now")
                .register(registry);
        Gauge.builder("arena.bot_runs.broker_queue", runQueue, BotRunQueue::waiting)
                .description("Bot runs waiting in the broker's queue for a worker (0 without a broker)")
                .register(registry);
        Gauge.builder("arena.live.leaderboard_backlog", boards, LeaderboardFeed::backlog)
                .description("Leaderboard changes committed but not yet pushed to their watchers")
                .register(registry);
        Gauge.builder("arena.websocket.clients", ClientQueue::openClients)
                .description("Websocket clients connected to a live feed (bot runs, leaderboards, scoreboards)")
                .register(registry);
    }

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
