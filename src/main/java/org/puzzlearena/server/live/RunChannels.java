package org.puzzlearena.server.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.puzzlearena.rules.State;

/**
 * The live feeds of the runs this server executes, and the threads that fan their events out.
 * A feed exists from the moment a run is queued until {@link LiveSettings#linger()} after it ended.
 */
@ApplicationScoped
public class RunChannels {

    @Inject
    LiveSettings settings;

    @Inject
    ObjectMapper json;

    /** The server's clock (ServerClock): tests move it. */
    @Inject
    Clock clock;

    private final ConcurrentHashMap<Long, RunChannel> channels = new ConcurrentHashMap<>();
    private ExecutorService fanout;
    private ScheduledExecutorService janitor;

    @PostConstruct
    void init() {
        fanout = Executors.newFixedThreadPool(settings.fanoutThreads(), daemons("live-fanout"));
        janitor = Executors.newSingleThreadScheduledExecutor(daemons("live-janitor"));
    }

    /** A feed for a run about to be queued (or resumed). */
    public RunChannel open(long runId, State initial, String name, String state) {
        return open(runId, initial, name, state, 0);
    }

    /**
     * The feed of a run claimed from the queue in {@code epoch}: its events are numbered from
     * {@code (epoch - 1) << 32}, above any number an earlier worker of the run used.
     */
    public RunChannel open(long runId, State initial, String name, String state, int epoch) {
        long firstSeq = (long) Math.max(0, epoch - 1) << 32;
        RunChannel c = new RunChannel(
                runId, initial, name, state, json, fanout, settings.replayBuffer(), this::ended, clock, firstSeq);
        channels.put(runId, c);
        return c;
    }

    public Optional<RunChannel> find(long runId) {
        return Optional.ofNullable(channels.get(runId));
    }

    public int clientQueueCapacity() {
        return settings.clientQueue();
    }

    private void ended(RunChannel c) {
        janitor.schedule(() -> channels.remove(c.runId(), c), settings.linger().toMillis(), TimeUnit.MILLISECONDS);
    }

    @PreDestroy
    void stop() {
        janitor.shutdownNow();
        fanout.shutdown();
    }

    static ThreadFactory daemons(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
