package org.puzzlearena.server.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.jboss.logging.Logger;
import org.puzzlearena.rules.MoveTexts;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.SearchEvent;
import org.puzzlearena.search.SearchListener;

/**
 * The live feed of one bot run, between its search and its websocket clients.
 *
 * <p>The search's thread only calls {@link #on}: it stamps the time, adds the event to a lock-free
 * inbox and, if the feed is idle, hands it to the fan-out executor. Everything else (numbering,
 * formatting moves, JSON, the replay buffer, each client's queue) happens there, one feed at a time
 * in inbox order, so a search pays the same whether it has no watcher or thousands.
 *
 * <p>Clients that reconnect with {@code ?after=seq} get the important events they missed from a
 * bounded replay buffer, or a fresh snapshot when those are no longer all in it.
 */
public final class RunChannel implements SearchListener {

    private static final Logger LOG = Logger.getLogger(RunChannel.class);

    private sealed interface Input {}

    private record Timed(SearchEvent event, long at) implements Input {}

    private record StateChange(String state, long at) implements Input {}

    private record End(RunMessages.Ending ending, long at) implements Input {}

    private record Subscribe(ClientQueue client, Long after) implements Input {}

    private record Unsubscribe(ClientQueue client) implements Input {}

    private record Drained(CompletableFuture<RunProgress> done) implements Input {}

    private record Released() implements Input {}

    private record Frame(long seq, String text) {}

    private final long runId;
    private final State initial;
    private final String name;
    private final ObjectMapper json;
    private final Executor fanout;
    private final int replayLimit;
    private final Consumer<RunChannel> onEnd;

    private final ConcurrentLinkedQueue<Input> inbox = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();

    // Owned by the fan-out thread that holds `scheduled`.
    private long seq;
    private String state;
    private final ArrayDeque<Frame> replay = new ArrayDeque<>();
    private long evictedUpTo;
    private final List<ClientQueue> clients = new ArrayList<>();
    private RunMessages.BestNow best;
    private final ScoreChart chart = new ScoreChart();
    private RunMessages.StatsNow stats;
    private Frame finished;

    private volatile RunProgress progress = RunProgress.NONE;
    /** The times on messages (the server's clock). */
    private final Clock clock;

    /**
     * A feed whose numbers start after {@code firstSeq} (0 for a run's first feed): a run continued by another worker numbers its
     * events above every number its predecessor used, so a client's {@code ?after=} from the old feed
     * gets a snapshot here, never a replay of unrelated events that happen to share its numbers.
     */
    RunChannel(
            long runId,
            State initial,
            String name,
            String state,
            ObjectMapper json,
            Executor fanout,
            int replayLimit,
            Consumer<RunChannel> onEnd,
            Clock clock,
            long firstSeq) {
        this.seq = firstSeq;
        this.evictedUpTo = firstSeq;
        this.runId = runId;
        this.initial = initial.copy();
        this.name = name;
        this.state = state;
        this.json = json;
        this.fanout = fanout;
        this.replayLimit = replayLimit;
        this.onEnd = onEnd;
        this.clock = clock;
    }

    public long runId() {
        return runId;
    }

    /** Called on the search's thread: cheap, never blocks, never waits for a client. */
    @Override
    public void on(SearchEvent event) {
        if (event instanceof SearchEvent.Finished) {
            return; // the executor reports the end once it is stored: see ended()
        }
        post(new Timed(event, clock.millis()));
    }

    public void stateChanged(String newState) {
        post(new StateChange(newState, clock.millis()));
    }

    /** The run ended and that is stored: the last message; clients are then closed. */
    public void ended(RunMessages.Ending ending) {
        post(new End(ending, clock.millis()));
    }

    /**
     * This process no longer executes the run (its worker gave it back, or lost it to another): the
     * clients are told to reconnect, and then follow the run wherever it goes on.
     */
    public void closeForReconnect() {
        post(new Released());
    }

    /** Adds a client: a snapshot first, or the events after {@code after} when they can be replayed. */
    public void subscribe(ClientQueue client, Long after) {
        client.onDetach(() -> post(new Unsubscribe(client)));
        post(new Subscribe(client, after));
    }

    /** The progress once every event handed in so far has been handled. */
    public CompletableFuture<RunProgress> progressAfterPending() {
        CompletableFuture<RunProgress> done = new CompletableFuture<>();
        post(new Drained(done));
        return done;
    }

    /** The latest progress (any thread). */
    public RunProgress progress() {
        return progress;
    }

    private void post(Input input) {
        inbox.add(input);
        if (scheduled.compareAndSet(false, true)) {
            schedule();
        }
    }

    private void schedule() {
        try {
            fanout.execute(this::drain);
        } catch (RejectedExecutionException e) {
            scheduled.set(false); // the server is stopping: nobody is listening any more
        }
    }

    private void drain() {
        try {
            Input input;
            while ((input = inbox.poll()) != null) {
                try {
                    handle(input);
                } catch (RuntimeException e) {
                    LOG.errorf(
                            e,
                            "run %d: live event %s failed",
                            runId,
                            input.getClass().getSimpleName());
                }
            }
        } finally {
            scheduled.set(false);
            // An event added after the last poll but before the flag was cleared is not left behind.
            if (!inbox.isEmpty() && scheduled.compareAndSet(false, true)) {
                schedule();
            }
        }
    }

    private void handle(Input input) {
        switch (input) {
            case Timed(SearchEvent.NewBest b, long at) -> newBest(b, at);
            case Timed(SearchEvent.Stats s, long at) -> stats(s, at);
            case Timed t -> {}
            case StateChange c -> {
                state = c.state();
                important(new RunMessages.State(++seq, runId, c.at(), c.state()));
            }
            case End e -> end(e.ending(), e.at());
            case Subscribe s -> attach(s.client(), s.after());
            case Unsubscribe u -> clients.remove(u.client());
            case Drained d -> d.done().complete(progress);
            case Released r -> release();
        }
    }

    private void newBest(SearchEvent.NewBest b, long at) {
        List<String> moves = List.copyOf(MoveTexts.of(initial, b.moves()));
        long ms = b.elapsedNanos() / 1_000_000;
        best = new RunMessages.BestNow(b.score(), moves, ms, b.playouts());
        chart.add(ms, b.score());
        RunProgress p = progress;
        progress = new RunProgress(
                p.version() + 1,
                b.score(),
                moves,
                chart.copy(),
                Math.max(p.playouts(), b.playouts()),
                Math.max(p.elapsedMs(), ms));
        important(new RunMessages.Best(++seq, runId, at, b.score(), moves, ms, b.playouts()));
    }

    private void stats(SearchEvent.Stats s, long at) {
        long ms = s.elapsedNanos() / 1_000_000;
        long rate = Math.round(s.playoutsPerSecond());
        Long cpuMs = s.cpuNanos() < 0 ? null : s.cpuNanos() / 1_000_000;
        stats = new RunMessages.StatsNow(s.playouts(), rate, ms, s.phase(), cpuMs);
        RunProgress p = progress;
        progress = new RunProgress(p.version() + 1, p.bestScore(), p.bestMoves(), p.points(), s.playouts(), ms);
        Integer bestScore = s.bestScore() == Integer.MIN_VALUE ? null : s.bestScore();
        String text = LiveJson.write(
                json, new RunMessages.Stats(++seq, runId, at, s.playouts(), rate, ms, bestScore, s.phase(), cpuMs));
        for (ClientQueue c : clients) {
            c.stats(text);
        }
    }

    private void end(RunMessages.Ending e, long at) {
        state = e.state();
        RunMessages.Finished message = new RunMessages.Finished(
                ++seq,
                runId,
                at,
                e.state(),
                e.stopReason(),
                e.score(),
                e.playouts(),
                e.elapsedMs(),
                e.submissionId(),
                e.submissionId() == null ? null : "/api/submissions/" + e.submissionId(),
                e.submissionId() == null ? null : e.leaderboard(),
                e.error());
        finished = important(message);
        closeAll(CloseCodes.DONE, "the run has ended");
    }

    private void release() {
        closeAll(CloseCodes.TRY_AGAIN, "the run moved to another worker; reconnect");
    }

    /** The feed is over here: every client is closed with {@code code} and the feed forgotten. */
    private void closeAll(int code, String reason) {
        for (ClientQueue c : clients) {
            c.closeAfterSending(code, reason);
        }
        clients.clear();
        onEnd.accept(this);
    }

    private void attach(ClientQueue client, Long after) {
        if (client.isClosed()) {
            return;
        }
        boolean replayable = after != null && after >= evictedUpTo && after <= seq;
        if (replayable) {
            for (Frame f : replay) {
                if (f.seq() > after) {
                    client.important(f.text());
                }
            }
        } else {
            client.important(LiveJson.write(json, snapshot()));
            if (finished != null) {
                client.important(finished.text());
            }
        }
        if (finished != null) {
            client.closeAfterSending(CloseCodes.DONE, "the run has ended");
        } else {
            clients.add(client);
        }
    }

    private RunMessages.Snapshot snapshot() {
        return new RunMessages.Snapshot(
                seq,
                runId,
                clock.millis(),
                state,
                initial.game().id(),
                initial.instanceId(),
                name,
                best,
                chart.copy(),
                stats);
    }

    /** Numbered already; kept for replay and queued for every client. */
    private Frame important(RunMessages.Message message) {
        Frame frame = new Frame(seq, LiveJson.write(json, message));
        replay.addLast(frame);
        while (replay.size() > replayLimit) {
            evictedUpTo = replay.removeFirst().seq();
        }
        for (ClientQueue c : clients) {
            c.important(frame.text());
        }
        return frame;
    }
}
