package org.puzzlearena.server.leaderboards;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.websockets.next.UserData;
import io.quarkus.websockets.next.WebSocketConnection;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Games;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.UnknownInstanceException;
import org.puzzlearena.server.live.ClientQueue;
import org.puzzlearena.server.live.CloseCodes;
import org.puzzlearena.server.live.ConnectionSink;
import org.puzzlearena.server.live.LiveSettings;

/**
 * Pushes leaderboard changes to the clients watching a board: after a submission (a person's, a
 * bot's or a bot run's) has committed, the participant's new entry goes to that board's clients.
 * Boards nobody watches cost one map lookup per submission.
 */
@ApplicationScoped
public class LeaderboardFeed {

    private static final Logger LOG = Logger.getLogger(LeaderboardFeed.class);
    private static final UserData.TypedKey<ClientQueue> CLIENT = new UserData.TypedKey<>("board-client");

    static final class Board {
        final Set<ClientQueue> clients = ConcurrentHashMap.newKeySet();
        final AtomicLong seq = new AtomicLong();
    }

    @Inject
    LeaderboardRepository boards;

    @Inject
    LiveSettings settings;

    @Inject
    ObjectMapper json;

    private final ConcurrentHashMap<String, Board> watched = new ConcurrentHashMap<>();
    /** One thread: the entries of a board reach its clients in commit order. */
    private ExecutorService pusher;

    @PostConstruct
    void init() {
        pusher = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "live-boards");
            t.setDaemon(true);
            return t;
        });
    }

    @PreDestroy
    void stop() {
        pusher.shutdownNow();
    }

    void changed(@Observes(during = TransactionPhase.AFTER_SUCCESS) LeaderboardChanged change) {
        Board board = watched.get(key(change.game(), change.instance()));
        if (board == null || board.clients.isEmpty()) {
            return;
        }
        try {
            pusher.execute(() -> push(board, change));
        } catch (RejectedExecutionException e) {
            // stopping
        }
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
            client.closeNow(CloseCodes.NOT_FOUND, "no leaderboard " + gameId + "/" + clip(instanceId));
            return;
        }
        String key = key(game.id(), initial.instanceId());
        // Held until the snapshot is read: a change committed meanwhile follows it, never precedes it.
        client.hold();
        Board board = watched.compute(key, (k, b) -> {
            Board kept = b == null ? new Board() : b;
            kept.clients.add(client);
            return kept;
        });
        // The last client out removes the board: watching many boards in turn leaves nothing behind.
        client.onDetach(() -> watched.computeIfPresent(key, (k, b) -> {
            b.clients.remove(client);
            return b.clients.isEmpty() ? null : b;
        }));
        try {
            client.release(write(snapshot(game.id(), initial.instanceId(), board.seq.get())));
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

    @Transactional
    LeaderboardMessages.Snapshot snapshot(String game, String instance, long seq) {
        return new LeaderboardMessages.Snapshot(LeaderboardMessages.VERSION, "snapshot", seq, game, instance,
                boards.participants(game, instance), boards.page(game, instance, 0, settings.boardSnapshotSize()));
    }

    @Transactional
    void push(Board board, LeaderboardChanged change) {
        try {
            LeaderboardEntry entry = boards.entryOf(change.game(), change.instance(), change.accountId(),
                    change.botName()).orElse(null);
            if (entry == null) {
                return;
            }
            String text = write(new LeaderboardMessages.Entry(LeaderboardMessages.VERSION, "entry",
                    board.seq.incrementAndGet(), change.game(), change.instance(),
                    boards.participants(change.game(), change.instance()), change.submissionId(), entry));
            for (ClientQueue c : board.clients) {
                c.important(text);
            }
        } catch (RuntimeException e) {
            LOG.errorf(e, "pushing submission %d to its leaderboard's watchers failed", change.submissionId());
        }
    }

    private static String key(String game, String instance) {
        return game + "\n" + instance;
    }

    private static String clip(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }

    private String write(Object message) {
        try {
            return json.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
