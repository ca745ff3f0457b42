package org.puzzlearena.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.beamtasks.BeamTaskMessages;
import org.puzzlearena.server.beamtasks.BeamTaskRunner;
import org.puzzlearena.server.cluster.RabbitWorkQueue;

/**
 * What sending a beam search's lower-level search to another process through RabbitMQ costs, set up
 * as the server does it (RabbitWorkQueue: a durable task queue, the master's own reply queue, the
 * worker acknowledging after its reply): the same tasks of level 0 (one playout), 1 and 2 from the
 * children of SameGame standard/3's first positions, first run in this thread, then one at a time
 * through the broker to a consumer in this process on its own connection (a worker). Prints each
 * level's task time, the round trip (remote minus local, per task), and the sub-task efficiency:
 * task time over task time plus round trip, the share of a worker core spent searching.
 *
 * <pre>bench/beam-tasks [URL] [TASKS_AT_LEVEL_0]</pre>
 */
public final class BeamTaskRoundTrip {

    private static final String QUEUE = "arena.bench.beam-tasks";

    public static void main(String[] args) throws Exception {
        String url = args.length > 0 ? args[0] : "amqp://guest:guest@127.0.0.1:5672";
        int level0 = args.length > 1 ? Integer.parseInt(args[1]) : 2_000;
        ObjectMapper json = new ObjectMapper();
        Game game = Games.byId("samegame").orElseThrow();
        State initial = game.newInitialState("standard/3");
        try (RabbitWorkQueue master = new RabbitWorkQueue(url, "bench master", QUEUE, 10);
                RabbitWorkQueue worker = new RabbitWorkQueue(url, "bench worker", QUEUE, 10)) {
            worker.consume(1, (body, delivery) -> {
                try {
                    delivery.reply(json.writeValueAsBytes(
                            BeamTaskRunner.run(json.readValue(body, BeamTaskMessages.Task.class), initial)));
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            SynchronousQueue<byte[]> replies = new SynchronousQueue<>();
            try (RabbitWorkQueue.Replies inbox = master.replies(body -> {
                try {
                    replies.put(body);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            })) {
                System.out.printf(
                        "%-6s %6s %12s %12s %16s %16s %11s%n",
                        "level", "tasks", "local ms", "remote ms", "round trip p50", "round trip p99", "efficiency");
                int[] counts = {level0, Math.max(20, level0 / 20), Math.max(4, level0 / 400)};
                for (int level = 0; level <= 2; level++) {
                    List<BeamTaskMessages.Task> tasks = tasks(initial, level, counts[level]);
                    for (BeamTaskMessages.Task t : tasks.subList(0, Math.min(tasks.size(), 50))) {
                        BeamTaskRunner.run(t, initial); // warm-up
                    }
                    long[] local = new long[tasks.size()];
                    for (int i = 0; i < tasks.size(); i++) {
                        long t0 = System.nanoTime();
                        BeamTaskRunner.run(tasks.get(i), initial);
                        local[i] = System.nanoTime() - t0;
                    }
                    long[] remote = new long[tasks.size()];
                    for (int i = 0; i < tasks.size(); i++) {
                        long t0 = System.nanoTime();
                        inbox.send(json.writeValueAsBytes(tasks.get(i)));
                        if (replies.poll(5, TimeUnit.MINUTES) == null) {
                            throw new IllegalStateException("no reply to task " + i);
                        }
                        remote[i] = System.nanoTime() - t0;
                    }
                    report(level, local, remote);
                }
            }
        }
        ConnectionFactory f = new ConnectionFactory();
        f.setUri(url);
        try (Connection c = f.newConnection("bench cleanup")) {
            c.createChannel().queueDelete(QUEUE);
        }
    }

    /** {@code n} tasks of {@code level}: children of the first positions along a fixed line, fixed seeds. */
    private static List<BeamTaskMessages.Task> tasks(State initial, int level, int n) {
        List<BeamTaskMessages.Task> out = new ArrayList<>();
        int[] legal = new int[initial.game().maxLegalMoves()];
        State along = initial.copy();
        while (out.size() < n && !along.isTerminal()) {
            int count = along.legalMoves(legal);
            for (int i = 0; i < count && out.size() < n; i++) {
                State child = along.copy();
                child.play(legal[i]);
                out.add(new BeamTaskMessages.Task(
                        out.size(),
                        1,
                        "samegame",
                        "standard/3",
                        new int[] {1, 1},
                        "tabu",
                        child.history(),
                        level,
                        out.size() * 7919L + level,
                        600));
            }
            along.play(legal[0]);
        }
        while (out.size() < n) { // a short game: the same tasks again
            out.add(out.get(out.size() % Math.max(1, out.size())));
        }
        return out;
    }

    private static void report(int level, long[] local, long[] remote) {
        int n = local.length;
        double[] trip = new double[n];
        double localMs = 0;
        double remoteMs = 0;
        for (int i = 0; i < n; i++) {
            localMs += local[i] / 1e6;
            remoteMs += remote[i] / 1e6;
            trip[i] = Math.max(0, remote[i] - local[i]) / 1e6;
        }
        Arrays.sort(trip);
        localMs /= n;
        remoteMs /= n;
        double p50 = trip[n / 2];
        double p99 = trip[Math.min(n - 1, (int) Math.ceil(n * 0.99) - 1)];
        System.out.printf(
                Locale.ROOT,
                "%-6d %6d %12.3f %12.3f %13.3f ms %13.3f ms %10.1f%%%n",
                level,
                n,
                localMs,
                remoteMs,
                p50,
                p99,
                100 * localMs / (localMs + p50));
    }
}
