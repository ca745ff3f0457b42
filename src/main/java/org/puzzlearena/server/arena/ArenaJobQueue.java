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
import java.util.function.Supplier;
import org.jboss.logging.Logger;
import org.puzzlearena.hosting.SandboxCheck;
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
 *
 * <p>A hosted version's pairs (against a reference bot or another version) are jobs too, in a queue
 * of their own, {@code <jobs-queue>.hosted}, which only a process that can build the sandbox
 * consumes ({@link SandboxCheck}: bubblewrap and prlimit here): a worker without it never takes
 * them. The scheduling instance publishes them there while the broker counts a consumer of that
 * queue; while none consumes it (no worker has the sandbox, or none is up) it plays them itself as
 * before, through the same job rows ({@link #playHere}), so a hosted pair never waits on workers
 * that cannot come, and every stored pair is one job's whoever played it. A worker killed mid hosted
 * game takes its sandbox down with it (bubblewrap's {@code --die-with-parent}, a PID namespace), and
 * the broker gives the job to another worker, as for a reference pair.
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

    @Inject
    HostedArenaGames hostedGames;

    @Inject
    HostedArenaEntries hostedEntries;

    private RabbitWorkQueue queue;
    private RabbitWorkQueue hostedQueue;
    private volatile Boolean sandboxHere;
    private ExecutorService players;
    private volatile boolean stopping;

    @PostConstruct
    void connect() {
        if (cluster.url().isPresent()) {
            queue = RabbitWorkQueue.open(cluster, "arena games", settings.jobsQueue());
            hostedQueue = RabbitWorkQueue.open(cluster, "hosted arena games", hostedQueueName());
        }
    }

    /** The queue of the hosted versions' pairs, consumed only where the sandbox can be built. */
    private String hostedQueueName() {
        return settings.jobsQueue() + ".hosted";
    }

    /** Whether this process can build the sandbox (asked once: installing bubblewrap takes a restart). */
    boolean sandboxHere() {
        Boolean here = sandboxHere;
        if (here == null) {
            here = SandboxCheck.missingHere().isEmpty();
            sandboxHere = here;
        }
        return here;
    }

    /** Whether some process with a sandbox consumes the hosted versions' queue now (the broker says). */
    boolean hostedWorkers() {
        return hostedQueue != null && hostedQueue.consumers() > 0;
    }

    /**
     * Hands jobs on: a reference pair's to the workers' queue; a hosted version's to the sandboxed
     * workers' queue when one consumes it, else played here now when this process has the sandbox,
     * else left in that queue for the first such worker to come.
     */
    void dispatch(List<ArenaJobRepository.Queued> jobs) {
        Boolean workers = null;
        for (ArenaJobRepository.Queued j : jobs) {
            if (!j.hosted()) {
                publish(queue, List.of(j.id()));
                continue;
            }
            if (workers == null) {
                workers = hostedWorkers();
            }
            if (workers || !sandboxHere()) {
                publish(hostedQueue, List.of(j.id()));
            } else if (!stopping) {
                playHere(j.id());
            }
        }
    }

    /** Whether the arena's pairs go through the broker's queue (a broker is configured). */
    public boolean enabled() {
        return queue != null;
    }

    /** Puts reference pairs' jobs in the queue; one the broker does not take waits for the sweep of stale jobs. */
    void publish(List<Long> ids) {
        publish(queue, ids);
    }

    private void publish(RabbitWorkQueue to, List<Long> ids) {
        for (long id : ids) {
            try {
                to.publish(json.writeValueAsBytes(new Message(id)));
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
        RabbitWorkQueue.Handler handler = (body, delivery) -> {
            long id;
            try {
                id = json.readValue(body, Message.class).job();
            } catch (IOException e) {
                LOG.errorf("a message in %s is not an arena job (%s); dropped", settings.jobsQueue(), e.toString());
                delivery.ack();
                return;
            }
            players.execute(() -> play(id, delivery));
        };
        queue.consume(slots, handler);
        LOG.infof(
                "playing arena pairs from the queue %s, %d at a time, as instance %s",
                settings.jobsQueue(), slots, instance.id());
        List<String> missing = SandboxCheck.missingHere();
        if (missing.isEmpty()) {
            // The two queues share the slots' threads: a hosted job delivered while they are busy waits
            // here, unacknowledged, and goes back to the broker should this process die.
            hostedQueue.consume(slots, handler);
            LOG.infof(
                    "playing hosted versions' arena pairs from the queue %s too (the sandbox is here)",
                    hostedQueueName());
        } else {
            LOG.infof(
                    "not playing hosted versions' arena pairs: %s must be installed for the sandbox",
                    String.join(" and ", missing));
        }
    }

    /** A delivery of a job this process took itself (no broker message): nothing to settle. */
    private static final RabbitWorkQueue.Delivery HERE = new RabbitWorkQueue.Delivery() {
        @Override
        public void ack() {}

        @Override
        public void requeue() {}

        @Override
        public void reply(byte[] answer) {}
    };

    /**
     * Plays job {@code id} on the calling thread, as a worker would, when no worker with a sandbox
     * consumes the hosted queue: a pair left undone (the database was away) stays its job's, taken
     * again at the next turn or by the sweep of stale jobs.
     */
    void playHere(long id) {
        play(id, HERE);
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
            Supplier<List<ArenaRecorder.Stored>> storePair;
            try {
                storePair = played(job, p);
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
            List<ArenaRecorder.Stored> stored = jobs.storeOnce(job, storePair, instance.id());
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

    /**
     * Plays a job's pair (touching no database): how to store it. A hosted version's pair is played in
     * the sandbox from the version's bytes in the database, at the hosted budget, its verdicts kept
     * as forfeits ({@link HostedArenaGames}), exactly as on the scheduling instance.
     */
    private Supplier<List<ArenaRecorder.Stored>> played(ArenaJobRepository.Job job, ArenaJobs.Play p) {
        if (HostedArenaGames.hosted(p.first()) || HostedArenaGames.hosted(p.second())) {
            HostedArenaGames.HostedPair pair = hostedGames.play(job.game(), p.first(), p.second(), job.seed());
            return () -> hostedEntries.record(pair);
        }
        LadderGames.PlayedPair pair = ladder.play(job.game(), p.first(), p.second(), job.seed());
        return () -> ladder.store(pair);
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
            hostedQueue.close();
        }
    }
}
