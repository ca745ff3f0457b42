package org.puzzlearena.server.leaderboards;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.websockets.next.UserData;
import io.quarkus.websockets.next.WebSocketConnection;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.Sha256;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.cluster.ClusterEvents;
import org.puzzlearena.server.live.ClientQueue;
import org.puzzlearena.server.live.CloseCodes;
import org.puzzlearena.server.live.CoalescingWorker;
import org.puzzlearena.server.live.ConnectionSink;
import org.puzzlearena.server.live.LiveJson;
import org.puzzlearena.server.live.LiveSettings;
import org.puzzlearena.server.records.BoardRecordRepository;
import org.puzzlearena.server.records.RecordView;

/**
 * Pushes leaderboard changes to the clients watching a board. After a submission (a person's, a
 * bot's or a bot run's) has committed, its board is marked for a refresh; one thread
 * ({@link CoalescingWorker}) refreshes each marked board once, however many submissions it got
 * meanwhile: each participant who submitted gets one {@code entry} message with their entry as it
 * now stands, or, when more than {@link #MAX_ENTRIES_PER_REFRESH} participants did, the board's top
 * is sent again as a {@code snapshot}. So a refresh costs a few indexed reads whatever the rate of
 * submissions, and watchers are never further behind than one refresh. Boards nobody watches cost
 * one map lookup per submission.
 */
@ApplicationScoped
public class LeaderboardFeed {

    private static final Logger LOG = Logger.getLogger(LeaderboardFeed.class);
    private static final UserData.TypedKey<ClientQueue> CLIENT = new UserData.TypedKey<>("board-client");

    /** Beyond this many participants changed since the last refresh, the top is re-sent instead. */
    static final int MAX_ENTRIES_PER_REFRESH = 32;

    /** What changed on a board since its last refresh: per participant, their new submissions' ids. */
    private record Pending(long first, long last) {
        Pending with(long id) {
            return new Pending(Math.min(first, id), Math.max(last, id));
        }
    }

    static final class Board {
        final BoardId id;
        final Set<ClientQueue> clients = ConcurrentHashMap.newKeySet();
        final AtomicLong seq = new AtomicLong();
        /** Guarded by this; at most MAX_ENTRIES_PER_REFRESH + 1 participants, then just "many". */
        private Map<ParticipantId, Pending> pending = new HashMap<>();

        private boolean many;

        /** This board's events from every server instance, while anyone here watches it. */
        private ClusterEvents.Watch events;

        /** Its last client left (guarded by this): a client that opened meanwhile starts no watch on it. */
        private boolean gone;

        Board(BoardId id) {
            this.id = id;
        }

        synchronized void note(LeaderboardChanged change) {
            if (many) {
                return;
            }
            pending.merge(
                    new ParticipantId(change.accountId(), change.botName()),
                    new Pending(change.submissionId(), change.submissionId()),
                    (a, b) -> a.with(b.last()));
            if (pending.size() > MAX_ENTRIES_PER_REFRESH) {
                many = true;
                pending = new HashMap<>();
            }
        }

        /** The changes to send now (null: many, send the top); the board starts collecting anew. */
        synchronized Map<ParticipantId, Pending> take() {
            Map<ParticipantId, Pending> taken = many ? null : pending;
            pending = new HashMap<>();
            many = false;
            return taken;
        }

        @Override
        public String toString() {
            return "leaderboard " + id;
        }
    }

    @Inject
    LeaderboardRepository boards;

    @Inject
    LiveSettings settings;

    @Inject
    BoardRecordRepository records;

    @Inject
    ObjectMapper json;

    @Inject
    ClusterEvents events;

    private final ConcurrentHashMap<BoardId, Board> watched = new ConcurrentHashMap<>();
    /** One thread: the messages of a board reach its clients in order, one refresh at a time. */
    private CoalescingWorker<Board> refresher;

    @PostConstruct
    void init() {
        refresher = new CoalescingWorker<>("live-boards", this::refresh);
    }

    @PreDestroy
    void stop() {
        refresher.close();
    }

    /**
     * A committed change goes to every instance whose clients watch its board, this one included
     * (with no broker: straight to {@link #heard}).
     */
    void changed(@Observes(during = TransactionPhase.AFTER_SUCCESS) LeaderboardChanged change) {
        events.publish(eventKey(new BoardId(change.game(), change.instance())), change);
    }

    /** A change to a board that clients of this instance watch, from whichever instance made it. */
    void heard(LeaderboardChanged change) {
        Board board = watched.get(new BoardId(change.game(), change.instance()));
        if (board == null || board.clients.isEmpty()) {
            return;
        }
        board.note(change);
        refresher.mark(board);
    }

    /** Boards waiting for a refresh (a live-feed backlog, for the operator's metrics). */
    public int backlog() {
        return refresher.backlog();
    }

    /** A client connects: a snapshot of the top entries, then every change. Unknown boards are closed. */
    public void open(WebSocketConnection connection, String gameId, String instanceId) {
        ClientQueue client = new ClientQueue(new ConnectionSink(connection), settings.clientQueue());
        connection.userData().put(CLIENT, client);
        Game game = Games.byId(gameId).orElse(null);
        State initial = null;
        if (game != null && game.type().players() == 1) {
            try {
                initial = game.newInitialState(instanceId);
            } catch (UnknownInstanceException e) {
                // reported below
            }
        }
        if (initial == null) {
            client.closeNow(CloseCodes.NOT_FOUND, "no leaderboard " + gameId + "/" + Clip.clip(instanceId, 60));
            return;
        }
        BoardId key = new BoardId(game.id(), initial.instanceId());
        // Held until the snapshot is read: a change committed meanwhile follows it, never precedes it.
        client.hold();
        Board board = watched.compute(key, (k, b) -> {
            Board kept = b == null ? new Board(key) : b;
            kept.clients.add(client);
            return kept;
        });
        // Watching its events before the snapshot is read: a change committed afterwards is heard.
        synchronized (board) {
            if (board.events == null && !board.gone) {
                board.events = events.watch(eventKey(key), LeaderboardChanged.class, this::heard);
            }
        }
        // The last client out removes the board: watching many boards in turn leaves nothing behind.
        client.onDetach(() -> {
            Board[] removed = new Board[1];
            watched.computeIfPresent(key, (k, b) -> {
                b.clients.remove(client);
                if (!b.clients.isEmpty()) {
                    return b;
                }
                removed[0] = b;
                return null;
            });
            if (removed[0] != null) {
                synchronized (removed[0]) {
                    removed[0].gone = true;
                    if (removed[0].events != null) {
                        removed[0].events.close();
                    }
                }
            }
        });
        try {
            client.release(LiveJson.write(json, snapshot(key, board.seq.get())));
        } catch (RuntimeException e) {
            LOG.error("leaderboard snapshot failed", e);
            client.closeNow(1011, "internal error");
        }
    }

    public void close(WebSocketConnection connection) {
        ClientQueue client = connection.userData().get(CLIENT);
        if (client != null) {
            client.detach();
        }
    }

    /**
     * Read in a transaction of its own: callers are the websocket's worker thread and the refresh
     * thread, neither of which has one (a {@code @Transactional} method called on {@code this}
     * would get none: CDI interceptors do not apply to self-calls).
     */
    LeaderboardMessages.Snapshot snapshot(BoardId id, long seq) {
        return QuarkusTransaction.requiringNew()
                .call(() -> new LeaderboardMessages.Snapshot(
                        seq,
                        id.game(),
                        id.instance(),
                        records.bestOf(id).map(r -> RecordView.of(r, false)).orElse(null),
                        boards.participants(id),
                        boards.page(id, 0, settings.boardSnapshotSize())));
    }

    /** Sends what changed on the board since its last refresh (runs on the refresher's thread only). */
    void refresh(Board board) {
        Map<ParticipantId, Pending> changed = board.take();
        if (board.clients.isEmpty()) {
            return;
        }
        List<String> texts = new ArrayList<>();
        if (changed == null) {
            texts.add(LiveJson.write(json, snapshot(board.id, board.seq.incrementAndGet())));
        } else if (!changed.isEmpty()) {
            QuarkusTransaction.requiringNew().run(() -> {
                long participants = boards.participants(board.id);
                changed.forEach((who, p) -> boards.entryOf(board.id, who).ifPresent(entry -> {
                    // The entry's own id when one of these submissions is the new best
                    // (clients mark it as fresh); else the participant's latest submission.
                    long submissionId = entry.submissionId() >= p.first() ? entry.submissionId() : p.last();
                    texts.add(LiveJson.write(
                            json,
                            new LeaderboardMessages.Entry(
                                    board.seq.incrementAndGet(),
                                    board.id.game(),
                                    board.id.instance(),
                                    participants,
                                    submissionId,
                                    entry)));
                }));
            });
        }
        for (String text : texts) {
            for (ClientQueue c : board.clients) {
                c.important(text);
            }
        }
    }

    /**
     * The board's key among the instances' live events: {@code board.<game>.<digest of the
     * instance>}, since an instance's name may hold characters a broker's routing key treats as
     * separators.
     */
    static String eventKey(BoardId id) {
        return "board." + id.game() + "." + Sha256.hex(id.instance()).substring(0, 24);
    }
}
