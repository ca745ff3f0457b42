package org.puzzlearena.server.arena;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.jboss.logging.Logger;
import org.puzzlearena.server.cluster.ClusterSettings;
import org.puzzlearena.server.cluster.RabbitWorkQueue;
import org.puzzlearena.server.cluster.ServerInstance;

/**
 * With a broker ({@code ARENA_BROKER_URL}), the arena's pairs are played by the broker's workers
 * instead of each instance's background thread (docs/ARENA.md, "Games on the workers"): the
 * scheduling instances publish jobs ({@link ArenaJobs}) to the durable queue {@code
 * arena.ladder.jobs-queue} ({@code arena.game-jobs}), and
 * every process with {@code arena.ladder.games-at-once} above 0 (a {@code bin/worker}) plays them.
 *
 * <p>A dead worker's job comes back by the broker's redelivery, not by a lease as a bot run's does:
 * a delivery is acknowledged only after its pair is stored (or found stored), so when a worker's
 * connection goes (kill -9: at once; a stalled process: after two missed heartbeats) the broker
 * delivers the job to another worker, which plays the pair again from its seed. A lease earns its
 * keep for bot runs because a run's progress is kept and continued and a second executor must be
 * fenced off by an epoch; a pair has nothing worth continuing (it is a pure function of its seed and
 * specs, and lasts seconds), and a worker that stalled and comes back is fenced off by the job's row
 * instead: the first to store marks it done under its lock, the second stores nothing. So no renewal
 * thread, no sweep of expired leases and no epoch are needed, and nothing is counted twice. A pair
 * lasts far less than RabbitMQ's acknowledgement timeout (30 min).
 */
@ApplicationScoped
public class ArenaJobQueue {

    private static final Logger LOG = Logger.getLogger(ArenaJobQueue.class);

    /** A job as published: only its id; PostgreSQL holds the rest. */
    record Message(long job) {}

    @Inject
    ClusterSettings cluster;

    @Inject
    ArenaSettings settings;

    @Inject
    ObjectMapper json;

    @Inject
    ServerInstance instance;

    @Inject
    ArenaJobs jobs;

    @Inject
    LadderGames ladder;

    private RabbitWorkQueue queue;
    private ExecutorService players;
    private volatile boolean stopping;

    @PostConstruct
    void connect() {
        if (cluster.url().isPresent()) {
            queue = RabbitWorkQueue.open(cluster, "arena games", settings.jobsQueue());
        }
    }

    /** Whether the arena's pairs go through the broker's queue (a broker is configured). */
    public boolean enabled() {
        return queue != null;
    }

    /** Puts jobs in the queue; one the broker does not take waits for the sweep of stale jobs. */
    void publish(List<Long> ids) {
        for (long id : ids) {
            try {
                queue.publish(json.writeValueAsBytes(new Message(id)));
            } catch (IOException e) {
                LOG.warnf(
                        "arena job %d: the broker did not take it (%s); it is published again later", id, e.toString());
            }
        }
    }

    /** Jobs waiting in the queue (none delivered and unacknowledged), or 0 without a broker or when it cannot say. */
    long waiting() {
        try {
            return queue == null ? 0 : queue.waiting();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** Plays jobs from the queue, {@code arena.ladder.games-at-once} at a time, each on its own thread. */
    void consume(@Observes StartupEvent event) throws IOException {
        int slots = settings.gamesAtOnce();
        if (queue == null || slots <= 0) {
            return;
        }
        players = Executors.newFixedThreadPool(slots, r -> {
            Thread t = new Thread(r, "arena-job");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        queue.consume(slots, (body, delivery) -> {
            long id;
            try {
                id = json.readValue(body, Message.class).job();
            } catch (IOException e) {
                LOG.errorf("a message in %s is not an arena job (%s); dropped", settings.jobsQueue(), e.toString());
                delivery.ack();
                return;
            }
            players.execute(() -> play(id, delivery));
        });
        LOG.infof(
                "playing arena pairs from the queue %s, %d at a time, as instance %s",
                settings.jobsQueue(), slots, instance.id());
    }

    /**
     * Plays a delivered job's pair and stores it once, then acknowledges; a job found done (an
     * earlier delivery stored it) is acknowledged at once. A failure of the database puts the job
     * back for another try; a pair that cannot be played ends its job (and match) with the reason.
     */
    void play(long id, RabbitWorkQueue.Delivery delivery) {
        try {
            Optional<ArenaJobs.Play> started = jobs.start(id, instance.id());
            if (started.isEmpty()) {
                delivery.ack();
                return;
            }
            ArenaJobs.Play p = started.get();
            ArenaJobRepository.Job job = p.job();
            LOG.infof(
                    "arena job %d: playing %s vs %s on %s (attempt %d)",
                    id, p.first().label(), p.second().label(), job.game(), p.attempt());
            LadderGames.PlayedPair pair;
            try {
                pair = ladder.play(job.game(), p.first(), p.second(), job.seed());
            } catch (RuntimeException e) {
                LOG.warnf(e, "arena job %d: its pair cannot be played; it ends failed", id);
                jobs.fail(job, reason(e), instance.id());
                delivery.ack();
                return;
            }
            if (stopping) {
                delivery.requeue(); // this process is going down: another one plays the pair again
                return;
            }
            List<ArenaRecorder.Stored> stored = jobs.storeOnce(job, pair, instance.id());
            LOG.infof(
                    "arena job %d: %s",
                    id,
                    stored.isEmpty()
                            ? "nothing stored (done already, or its match ended)"
                            : "stored games " + stored.get(0).id() + " and "
                                    + stored.get(1).id());
            delivery.ack();
        } catch (RuntimeException e) {
            LOG.warnf("arena job %d: storing it failed (%s); it goes back to the queue", id, e.toString());
            pauseBeforeRequeue();
            delivery.requeue();
        }
    }

    /** A second before a job goes back, so a database that is away is not asked again in a tight loop. */
    private static void pauseBeforeRequeue() {
        try {
            Thread.sleep(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String reason(RuntimeException e) {
        String message = e.getMessage();
        return e.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
    }

    void stop(@Observes ShutdownEvent event) {
        stopping = true;
        if (players != null) {
            players.shutdownNow();
        }
    }

    /** Closing the connection gives every job not acknowledged here back to the broker. */
    @PreDestroy
    void close() {
        if (queue != null) {
            queue.close();
        }
    }
}
