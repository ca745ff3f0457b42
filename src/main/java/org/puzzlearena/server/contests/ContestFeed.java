package org.puzzlearena.server.contests;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.Startup;
import io.quarkus.websockets.next.UserData;
import io.quarkus.websockets.next.WebSocketConnection;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.botruns.BotRunEnded;
import org.puzzlearena.server.cluster.ClusterEvents;
import org.puzzlearena.server.live.ClientQueue;
import org.puzzlearena.server.live.CloseCodes;
import org.puzzlearena.server.live.ConnectionSink;
import org.puzzlearena.server.live.LiveJson;
import org.puzzlearena.server.live.LiveSettings;

/**
 * Live scoreboards. Each watcher gets the board as <em>it</em> may see it, recomputed after every
 * change of the contest, and is sent what changed ({@link BoardUpdates}: a {@code boardUpdate}
 * against the board it was last sent, or the whole board when that is shorter) only when that view
 * differs from the last one it was sent:
 * a participant watching a frozen board therefore receives nothing at all when others submit after
 * the freeze, not even the fact that something happened. Each change recomputes the board once
 * for staff and once for everyone else, derives every watcher's view from it and writes each shared
 * row once ({@link ScoreboardJson}), on one thread, and also every
 * {@value #TICK_SECONDS} seconds so that the start, the freeze, the end and the reference bots'
 * progress reach watchers without any event.
 */
// Started with the server, so that its refresh meters are served before the first watcher.
@Startup
@ApplicationScoped
public class ContestFeed {

    private static final Logger LOG = Logger.getLogger(ContestFeed.class);
    private static final UserData.TypedKey<Watcher> WATCHER = new UserData.TypedKey<>("contest-watcher");
    static final long TICK_SECONDS = 10;

    /** One connection: who it is, its queue, and what it was last sent. */
    static final class Watcher {
        final long contestId;
        final Caller caller;
        final ClientQueue queue;
        long seq;
        /** The board it was last sent, null until the snapshot is sent. */
        SentBoard sent;
        /** The {@code seq} of the message that sent it: the next {@code boardUpdate}'s {@code baseSeq}. */
        long boardSeq;
        /** A refresh came before the snapshot was sent: the snapshot may predate a change. */
        boolean stale;

        Watcher(long contestId, Caller caller, ClientQueue queue) {
            this.contestId = contestId;
            this.caller = caller;
            this.queue = queue;
        }
    }

    @Inject
    ScoreboardService scoreboards;

    @Inject
    Authenticator authenticator;

    @Inject
    LiveSettings settings;

    @Inject
    ObjectMapper json;

    @Inject
    ContestRepository contests;

    @Inject
    ClusterEvents events;

    @Inject
    LiveDelivery messages;

    @Inject
    MeterRegistry registry;

    /** A refresh's two steps (docs/OPERATIONS.md): reading the boards, then every watcher's update queued. */
    private Timer readTimer;

    private Timer updatesTimer;

    /** Each watched contest's events from every server instance; changed under {@link #watchLock}. */
    private final Map<Long, ClusterEvents.Watch> watches = new ConcurrentHashMap<>();

    private final Object watchLock = new Object();

    private final ConcurrentHashMap<Long, Set<Watcher>> watched = new ConcurrentHashMap<>();
    /** Contests with a refresh queued and not yet begun: a burst of changes costs one refresh. */
    private final Set<Long> pending = ConcurrentHashMap.newKeySet();

    private ScheduledExecutorService pusher;

    private ScoreboardJson boardJson;

    @PostConstruct
    void init() {
        boardJson = new ScoreboardJson(json);
        readTimer = refreshTimer("read");
        updatesTimer = refreshTimer("updates");
        pusher = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "live-contests");
            t.setDaemon(true);
            return t;
        });
        pusher.scheduleWithFixedDelay(
                () -> watched.keySet().forEach(this::refresh), TICK_SECONDS, TICK_SECONDS, TimeUnit.SECONDS);
    }

    private Timer refreshTimer(String step) {
        return Timer.builder("arena.live.contest.refresh")
                .description("Live contest boards' refreshes: reading the boards (read), then each watcher's"
                        + " update computed and queued (updates)")
                .tag("step", step)
                .publishPercentiles(0.5, 0.99)
                .register(registry);
    }

    @PreDestroy
    void stop() {
        pusher.shutdownNow();
    }

    /** A committed change goes to every instance whose clients watch the contest, this one included. */
    void changed(@Observes(during = TransactionPhase.AFTER_SUCCESS) ContestChanged change) {
        events.publish(eventKey(change.contestId()), change);
    }

    /** A change to a contest that clients of this instance watch, from whichever instance made it. */
    void heard(ContestChanged change) {
        schedule(change.contestId());
    }

    /**
     * A run ended with its result stored: the contests it is a reference bot of move, for watchers
     * on any instance (so this asks even when nobody here watches).
     */
    void runEnded(@Observes(during = TransactionPhase.AFTER_SUCCESS) BotRunEnded ended) {
        execute(() -> contestsOfYardstick(ended.runId()).forEach(id -> changed(new ContestChanged(id))));
    }

    /** An announcement or clarification posted on any instance: sent once, in order, to the watchers who may read it. */
    void heardMessage(MessagePosted posted) {
        if (watched.containsKey(posted.contestId())) {
            execute(() -> deliver(posted));
        }
    }

    private void deliver(MessagePosted posted) {
        Set<Watcher> watchers = watched.get(posted.contestId());
        if (watchers == null) {
            return;
        }
        LiveDelivery.Posted message;
        try {
            message = messages.read(posted).orElse(null);
        } catch (RuntimeException e) {
            LOG.errorf(e, "reading contest %d's message failed", posted.contestId());
            return;
        }
        if (message == null) {
            return; // deleted with its contest
        }
        for (Watcher w : watchers) {
            try {
                var toSend = messages.to(message, w.caller).orElse(null);
                if (toSend == null) {
                    continue;
                }
                synchronized (w) {
                    // Before its snapshot a connection is sent nothing: its page reads the lists after the snapshot.
                    if (w.sent != null) {
                        w.queue.important(LiveJson.write(json, toSend.apply(w.seq++)));
                    }
                }
            } catch (RuntimeException e) {
                LOG.errorf(e, "sending contest %d's message to a watcher failed", posted.contestId());
            }
        }
    }

    static String eventKey(long contestId) {
        return "contest." + contestId;
    }

    public void open(WebSocketConnection connection, String idText) {
        ClientQueue queue = new ClientQueue(new ConnectionSink(connection), settings.clientQueue());
        long id;
        Caller caller;
        try {
            id = ContestProblems.id(idText);
            var request = connection.handshakeRequest();
            caller = authenticator
                    .identify(
                            request.header("Authorization"),
                            Authenticator.sessionFromCookieHeader(request.header("Cookie")))
                    .orElse(null);
        } catch (ApiException e) {
            queue.closeNow(
                    e.problem().status() == 401 ? CloseCodes.UNAUTHORIZED : CloseCodes.NOT_FOUND,
                    e.problem().detail());
            return;
        }
        Watcher w = new Watcher(id, caller, queue);
        connection.userData().put(WATCHER, w);
        queue.hold();
        watched.compute(id, (k, set) -> {
            Set<Watcher> s = set == null ? ConcurrentHashMap.newKeySet() : set;
            s.add(w);
            return s;
        });
        // Its events from every instance are heard before the snapshot is read.
        synchronized (watchLock) {
            if (!watches.containsKey(id)) {
                ClusterEvents.Watch board = events.watch(eventKey(id), ContestChanged.class, this::heard);
                ClusterEvents.Watch posts =
                        events.watch(MessagePosted.eventKey(id), MessagePosted.class, this::heardMessage);
                watches.put(id, () -> {
                    board.close();
                    posts.close();
                });
            }
        }
        queue.onDetach(() -> {
            watched.computeIfPresent(id, (k, s) -> {
                s.remove(w);
                return s.isEmpty() ? null : s;
            });
            synchronized (watchLock) {
                if (!watched.containsKey(id)) {
                    ClusterEvents.Watch gone = watches.remove(id);
                    if (gone != null) {
                        gone.close();
                    }
                }
            }
        });
        try {
            Optional<ScoreboardView> snapshot = scoreboards.scoreboard(id, caller);
            if (snapshot.isEmpty()) {
                closeNoContest(queue, id);
                return;
            }
            ScoreboardJson.Session writing = boardJson.session();
            ScoreboardView board = timeless(snapshot.get());
            SentBoard sent = new BoardUpdates(json, writing).sent(board);
            boolean again;
            synchronized (w) {
                w.sent = sent;
                w.boardSeq = w.seq;
                queue.release(writing.write(new ScoreboardMessages.Snapshot(w.seq++, board)));
                again = w.stale;
            }
            if (again) {
                schedule(id);
            }
        } catch (RuntimeException e) {
            LOG.error("contest scoreboard snapshot failed", e);
            queue.closeNow(1011, "internal error");
        }
    }

    public void close(WebSocketConnection connection) {
        Watcher w = connection.userData().get(WATCHER);
        if (w != null) {
            w.queue.detach();
        }
    }

    private void schedule(long contestId) {
        if (watched.containsKey(contestId) && pending.add(contestId)) {
            execute(() -> {
                pending.remove(contestId);
                refresh(contestId);
            });
        }
    }

    private void execute(Runnable r) {
        try {
            pusher.execute(r);
        } catch (RejectedExecutionException e) {
            // stopping
        }
    }

    /** Recomputes the contest's boards for everyone watching it and sends each watcher its own if it changed. */
    private void refresh(long contestId) {
        Set<Watcher> watching = watched.get(contestId);
        if (watching == null) {
            return;
        }
        List<Watcher> watchers = List.copyOf(watching);
        List<ScoreboardView> views;
        long start = System.nanoTime();
        try {
            // Each watcher's role is looked up again each time: a withdrawn role stops showing the live board.
            Optional<List<ScoreboardView>> read = scoreboards.scoreboards(
                    contestId, watchers.stream().map(w -> w.caller).toList());
            if (read.isEmpty()) {
                watchers.forEach(w -> closeNoContest(w.queue, contestId)); // the contest was deleted
                return;
            }
            views = read.get();
        } catch (RuntimeException e) {
            LOG.errorf(e, "refreshing contest %d's scoreboard failed", contestId);
            return;
        }
        long read = System.nanoTime();
        readTimer.record(read - start, TimeUnit.NANOSECONDS);
        sendUpdates(contestId, watchers, views);
        updatesTimer.record(System.nanoTime() - read, TimeUnit.NANOSECONDS);
    }

    /** Sends each watcher what changed in its board since the one it holds, if anything did. */
    private void sendUpdates(long contestId, List<Watcher> watchers, List<ScoreboardView> views) {
        ScoreboardJson.Session writing = boardJson.session();
        BoardUpdates updates = new BoardUpdates(json, writing);
        for (int i = 0; i < watchers.size(); i++) {
            Watcher w = watchers.get(i);
            try {
                ScoreboardView board = timeless(views.get(i));
                SentBoard now = updates.sent(board);
                synchronized (w) {
                    if (w.sent == null) {
                        w.stale = true; // its snapshot is being read: it asks again once sent
                    } else if (!now.sameAs(w.sent)) {
                        long seq = w.seq++;
                        // What changed since the board this watcher holds, or the whole board when that is shorter.
                        String frame = updates.update(w.sent, now, seq, w.boardSeq)
                                .orElseGet(() -> writing.write(new ScoreboardMessages.Update(seq, board)));
                        w.sent = now;
                        w.boardSeq = seq;
                        w.queue.important(frame);
                    }
                }
            } catch (RuntimeException e) {
                LOG.errorf(e, "refreshing contest %d's scoreboard for a watcher failed", contestId);
            }
        }
    }

    /** Closes a watcher's connection as the REST API answers a contest that does not exist. */
    private static void closeNoContest(ClientQueue queue, long contestId) {
        queue.closeNow(
                CloseCodes.NOT_FOUND,
                ContestProblems.noContest(contestId).problem().detail());
    }

    @Transactional
    List<Long> contestsOfYardstick(long runId) {
        return contests.contestsOfYardstick(runId);
    }

    /** The board without the clock's reading, so that an unchanged board compares equal. */
    private static ScoreboardView timeless(ScoreboardView b) {
        return new ScoreboardView(
                b.contest(),
                b.title(),
                b.scoring(),
                b.phase(),
                null,
                b.startsAt(),
                b.endsAt(),
                b.freezesAt(),
                b.unfrozenAt(),
                b.frozen(),
                b.frozenForParticipants(),
                b.frozen() ? b.asOf() : null,
                b.instancesVisible(),
                b.ranking(),
                b.instances(),
                b.rows(),
                b.you());
    }
}
