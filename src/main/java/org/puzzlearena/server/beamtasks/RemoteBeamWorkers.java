package org.puzzlearena.server.beamtasks;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.BeamWorkers;
import org.puzzlearena.search.PlayoutPolicy;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.server.cluster.RabbitWorkQueue;

/**
 * A parallel beam search's workers on other machines: every lower-level search is sent as a task
 * message to the shared task queue, done by whichever worker's core takes it, and its reply comes
 * back on this search's own reply queue. A task redelivered after its worker died may be answered
 * twice; a reply for a task already answered, or from another epoch of the run (a master that was
 * restarted), is dropped.
 */
public final class RemoteBeamWorkers implements BeamWorkers {

    private static final Logger LOG = Logger.getLogger(RemoteBeamWorkers.class);

    private record Pending(CompletableFuture<Result> result, SearchContext ctx) {}

    private final RabbitWorkQueue tasks;
    private final ObjectMapper json;
    private final State initial;
    private final int epoch;
    private final int[] beamSizes;
    private final String policy;
    private final RabbitWorkQueue.Replies replies;
    private final Map<Long, Pending> pending = new ConcurrentHashMap<>();
    private final AtomicLong next = new AtomicLong();
    private final AtomicLong dropped = new AtomicLong();

    /** Opens the reply queue of one search from {@code initial} in run epoch {@code epoch}. */
    public RemoteBeamWorkers(
            RabbitWorkQueue tasks, ObjectMapper json, State initial, int epoch, int[] beamSizes, PlayoutPolicy policy)
            throws IOException {
        this.tasks = tasks;
        this.json = json;
        this.initial = initial.copy();
        this.epoch = epoch;
        this.beamSizes = beamSizes.clone();
        this.policy = policy.name();
        this.replies = tasks.replies(this::onReply);
    }

    @Override
    public Future<Result> submit(Task task, SearchContext ctx) {
        long id = next.incrementAndGet();
        CompletableFuture<Result> result = new CompletableFuture<>();
        pending.put(id, new Pending(result, ctx));
        double left = ctx.budget().seconds() - ctx.elapsedNanos() / 1e9;
        try {
            replies.send(json.writeValueAsBytes(new BeamTaskMessages.Task(
                    id,
                    epoch,
                    initial.game().id(),
                    initial.instanceId(),
                    beamSizes,
                    policy,
                    task.moves(),
                    task.level(),
                    task.seed(),
                    left)));
        } catch (IOException | RuntimeException e) {
            pending.remove(id);
            result.completeExceptionally(e);
        }
        return result;
    }

    private void onReply(byte[] body) {
        BeamTaskMessages.Reply reply;
        try {
            reply = json.readValue(body, BeamTaskMessages.Reply.class);
        } catch (IOException e) {
            LOG.warnf("a reply that is not one was dropped: %s", e.toString());
            return;
        }
        Pending p = reply.epoch() == epoch ? pending.remove(reply.task()) : null;
        if (p == null) {
            dropped.incrementAndGet(); // a duplicate, or a reply to an earlier master of the run
            return;
        }
        if (reply.end() == null) {
            p.result().completeExceptionally(new IllegalStateException("a worker could not do task " + reply.task()));
            return;
        }
        try {
            State end = BeamTaskRunner.playChecked(initial.copy(), reply.end());
            p.ctx().remotePlayouts(reply.playouts());
            p.result().complete(new Result(end));
        } catch (RuntimeException e) {
            p.result().completeExceptionally(e);
        }
    }

    /** Replies dropped as duplicates or from another epoch (for tests and the log). */
    public long dropped() {
        return dropped.get();
    }

    @Override
    public int size() {
        return tasks.consumers();
    }

    @Override
    public void close() {
        replies.close();
        if (dropped.get() > 0) {
            LOG.infof("beam search epoch %d: %d duplicate or stale replies dropped", epoch, dropped.get());
        }
    }
}
