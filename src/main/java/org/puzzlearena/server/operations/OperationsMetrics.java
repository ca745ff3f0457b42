package org.puzzlearena.server.operations;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.puzzlearena.server.botruns.BotRunPool;
import org.puzzlearena.server.botruns.BotRunQueue;
import org.puzzlearena.server.leaderboards.LeaderboardFeed;
import org.puzzlearena.server.live.ClientQueue;

/**
 * The platform's gauges at {@code /q/metrics}, read from the parts they watch (the bot-run pool and
 * queue, the live feeds), beside Quarkus' HTTP, connection pool and JVM metrics; the events the
 * parts count themselves are {@link org.puzzlearena.server.metrics.EventMeters}
 * (docs/OPERATIONS.md lists every one and what to watch for).
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
}
