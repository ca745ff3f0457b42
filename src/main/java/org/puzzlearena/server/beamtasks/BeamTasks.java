package org.puzzlearena.server.beamtasks;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.BeamWorkers;
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.cluster.ClusterSettings;
import org.puzzlearena.server.cluster.RabbitWorkQueue;

/**
 * Parallel beam search across machines (docs/SCALING.md): with a broker, a run's master sends its
 * lower-level searches to the task queue {@value #QUEUE}, and every process with a bot pool does
 * tasks on as many threads as its pool has ({@link #serve}), acknowledging each after its reply is sent (a task of a
 * worker that died is done again elsewhere). Without a broker, parallel beam search uses threads.
 */
@ApplicationScoped
public class BeamTasks {

    private static final Logger LOG = Logger.getLogger(BeamTasks.class);

    public static final String QUEUE = "arena.beam-tasks";

    @Inject
    ClusterSettings cluster;

    @Inject
    ObjectMapper json;

    @Inject
    GameCatalog catalog;

    private RabbitWorkQueue queue;
    private ExecutorService threads;

    @PostConstruct
    void connect() {
        if (cluster.url().isPresent()) {
            queue = RabbitWorkQueue.open(cluster, "beam tasks", QUEUE);
        }
    }

    /**
     * Does tasks on {@code n} threads: a process's bot pool size (BotRunQueue calls it at start-up),
     * so the cores that run bots also do the lower levels of every machine's beam searches.
     */
    public void serve(int n) throws IOException {
        AtomicInteger count = new AtomicInteger();
        threads = Executors.newFixedThreadPool(n, r -> {
            Thread t = new Thread(r, "beam-task-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        queue.consume(n, (body, delivery) -> threads.execute(() -> delivery.reply(answer(body))));
    }

    /** A task's reply; a task that cannot be done gets a reply without a game, failing its search. */
    private byte[] answer(byte[] body) {
        BeamTaskMessages.Task task = null;
        try {
            task = json.readValue(body, BeamTaskMessages.Task.class);
            State initial = catalog.initialStateForRequest(task.game(), task.instance());
            return json.writeValueAsBytes(BeamTaskRunner.run(task, initial));
        } catch (IOException | RuntimeException e) {
            LOG.errorf("a beam task could not be done (%s)", e.toString());
            try {
                return json.writeValueAsBytes(
                        task == null
                                ? new BeamTaskMessages.Reply(-1, -1, null, 0)
                                : new BeamTaskMessages.Reply(task.task(), task.epoch(), null, 0));
            } catch (IOException impossible) {
                throw new UncheckedIOException(impossible);
            }
        }
    }

    /** With a broker: the workers of a run's beam search from {@code initial} in run epoch {@code epoch}. */
    public Optional<BeamWorkers.Factory> workersFor(State initial, int epoch) {
        if (queue == null) {
            return Optional.empty();
        }
        return Optional.of((beamSizes, policy, asked) -> {
            try {
                return new RemoteBeamWorkers(queue, json, initial, epoch, beamSizes, policy);
            } catch (IOException e) {
                throw new UncheckedIOException("the broker did not open the search's reply queue", e);
            }
        });
    }

    @PreDestroy
    void close() {
        if (threads != null) {
            threads.shutdownNow();
        }
        if (queue != null) {
            queue.close();
        }
    }
}
