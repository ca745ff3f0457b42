package org.puzzlearena.server.botruns;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.puzzlearena.server.cluster.ClusterEvents;
import org.puzzlearena.server.live.ClientQueue;
import org.puzzlearena.server.live.CloseCodes;
import org.puzzlearena.server.live.FrameSink;
import org.puzzlearena.server.live.LiveJson;
import org.puzzlearena.server.live.RunChannels;

/**
 * The live feed of a run another instance executes (docs/SCALING.md). The watcher's instance asks the
 * executing one, through the broker, to subscribe a stand-in for the watcher to the run's feed there;
 * the stand-in's frames come back on a key of the watcher's own, in order, and are passed on. So the
 * watcher gets exactly what a watcher of the executing instance gets: the snapshot or the replay after
 * {@code ?after=}, every best and state change, statistics, the end, the close.
 *
 * <p>If the executing instance does not answer (it just ended the run, or died), the watcher gets
 * what the database has (the snapshot, and the end if stored) and is told to reconnect, as before.
 */
@ApplicationScoped
public class RunRelays {

    private static final Logger LOG = Logger.getLogger(RunRelays.class);

    /** How long the executing instance has to send a first frame before the stored state is shown. */
    static final long ANSWER_MS = 5_000;

    /** A frame of a watched run, or the close that ends the watch (code set). */
    @Inject
    ClusterEvents events;

    @Inject
    RunChannels channels;

    @Inject
    BotRunRepository runs;

    @Inject
    ObjectMapper json;

    @Inject
    Clock clock;

    /** On the executing instance: the stand-ins subscribed to its runs' feeds, by relay id. */
    private final Map<String, ClientQueue> standIns = new ConcurrentHashMap<>();

    /** On the watcher's instance: relays waiting for their first frame, by relay id. */
    private final Map<String, Relay> waiting = new ConcurrentHashMap<>();

    /** On the watcher's instance: relays passing frames on, by relay id. */
    private final Map<String, Relay> relaying = new ConcurrentHashMap<>();

    /** A relay silent this long (a live run sends statistics several times a second) is checked. */
    static final long SILENT_MS = 10_000;

    private ScheduledExecutorService timer;

    private static final class Relay {
        final long runId;
        final ClientQueue client;
        final long since = System.nanoTime();
        volatile boolean answered;
        volatile long lastFrame = System.nanoTime();
        ClusterEvents.Watch watch;

        Relay(long runId, ClientQueue client) {
            this.runId = runId;
            this.client = client;
        }
    }

    @PostConstruct
    void init() {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "run-relays");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(this::unanswered, 500, 500, TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(this::silent, 5, 5, TimeUnit.SECONDS);
    }

    @PreDestroy
    void stop() {
        timer.shutdownNow();
    }

    // ---- the watcher's instance -----------------------------------------------------------------

    /** Relays the feed of run {@code runId}, which another live instance executes, to {@code client}. */
    void relay(long runId, ClientQueue client, Long after) {
        String id = UUID.randomUUID().toString();
        Relay relay = new Relay(runId, client);
        relay.watch = events.watch("relay." + id, RelayFrame.class, f -> pass(id, relay, f));
        waiting.put(id, relay);
        client.onDetach(() -> {
            waiting.remove(id);
            relaying.remove(id);
            relay.watch.close();
            events.publish(BotRunService.CONTROL_KEY, new RunControl.Unsubscribe(runId, id));
        });
        events.publish(BotRunService.CONTROL_KEY, new RunControl.Subscribe(runId, id, after));
    }

    private void pass(String id, Relay relay, RelayFrame f) {
        relay.lastFrame = System.nanoTime();
        if (!relay.answered) {
            relay.answered = true;
            waiting.remove(id);
            relaying.put(id, relay);
        }
        switch (f) {
            case RelayFrame.Close close -> {
                relaying.remove(id);
                relay.client.closeAfterSending(close.code(), close.reason());
                relay.watch.close();
            }
            case RelayFrame.Stats stats -> relay.client.stats(stats.text());
            case RelayFrame.Important important -> relay.client.important(important.text());
        }
    }

    /** Relays nobody answered in time: the stored state, and "reconnect". */
    private void unanswered() {
        long now = System.nanoTime();
        waiting.forEach((id, relay) -> {
            if (!relay.answered && now - relay.since > TimeUnit.MILLISECONDS.toNanos(ANSWER_MS)) {
                waiting.remove(id);
                fallBack(relay, "the run's instance did not answer; reconnect");
            }
        });
    }

    /**
     * Relays gone silent whose run no live instance holds any more: the executing instance died
     * (its lease ran out) after it had answered. The stored state, and "reconnect".
     */
    private void silent() {
        long now = System.nanoTime();
        relaying.forEach((id, relay) -> {
            if (now - relay.lastFrame > TimeUnit.MILLISECONDS.toNanos(SILENT_MS)) {
                try {
                    if (QuarkusTransaction.requiringNew()
                            .call(() -> runs.liveExecutor(relay.runId))
                            .isEmpty()) {
                        relaying.remove(id);
                        fallBack(relay, "the run's instance stopped; reconnect");
                    }
                } catch (RuntimeException e) {
                    LOG.debugf("run %d: checking a silent relay: %s", relay.runId, e.toString());
                }
            }
        });
    }

    private void fallBack(Relay relay, String why) {
        relay.watch.close();
        try {
            BotRun r = QuarkusTransaction.requiringNew().call(() -> runs.findById(relay.runId));
            if (r != null) {
                relay.client.important(LiveJson.write(json, StoredRunMessages.snapshot(r, json, clock)));
            }
        } catch (Exception e) {
            LOG.debugf("run %d: stored snapshot for a relay: %s", relay.runId, e.toString());
        }
        relay.client.closeAfterSending(CloseCodes.TRY_AGAIN, why);
    }

    // ---- the executing instance -----------------------------------------------------------------

    /** A control message for relays: subscribe a stand-in to a run's feed here, or let it go. */
    void serve(RunControl.Unsubscribe c) {
        ClientQueue standIn = standIns.remove(c.relay());
        if (standIn != null) {
            standIn.detach();
        }
    }

    /** Subscribes a stand-in for the watcher's relay to the run's feed here, if the run is here. */
    void serve(RunControl.Subscribe c) {
        channels.find(c.runId()).ifPresent(channel -> {
            String key = "relay." + c.relay();
            ClientQueue standIn = new ClientQueue(new BrokerSink(key), channels.clientQueueCapacity());
            standIns.put(c.relay(), standIn);
            standIn.onDetach(() -> standIns.remove(c.relay()));
            channel.subscribe(standIn, c.after());
        });
    }

    /** A stand-in's frames, sent on the watcher's key: in order, as the broker keeps one sender's order. */
    private final class BrokerSink implements FrameSink {
        private final String key;

        BrokerSink(String key) {
            this.key = key;
        }

        @Override
        public CompletionStage<Void> send(String text) {
            events.publish(key, new RelayFrame.Important(text));
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public CompletionStage<Void> sendStats(String text) {
            events.publish(key, new RelayFrame.Stats(text));
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void close(int code, String reason) {
            events.publish(key, new RelayFrame.Close(code, reason));
        }
    }
}
