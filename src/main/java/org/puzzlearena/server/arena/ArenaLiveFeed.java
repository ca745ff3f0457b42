package org.puzzlearena.server.arena;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.websockets.next.UserData;
import io.quarkus.websockets.next.WebSocketConnection;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.server.cluster.ClusterEvents;
import org.puzzlearena.server.live.ClientQueue;
import org.puzzlearena.server.live.CloseCodes;
import org.puzzlearena.server.live.ConnectionSink;
import org.puzzlearena.server.live.LiveJson;
import org.puzzlearena.server.live.LiveSettings;

/**
 * The arena's games in progress for watchers ({@code /ws/arena/live} and {@code
 * /ws/arena/live/{liveId}}). Every instance hears every live game's events from the moment it
 * starts ({@link ArenaLivePublisher}), whichever instance plays it, and keeps the games in progress
 * here, so a watcher who arrives mid-game on any instance gets the moves so far and then each move
 * as it is played. Ended games stay a minute (a watcher sees the result and the replay's link);
 * one lock orders a game's events and a watcher's snapshot, so nobody misses or repeats a move.
 */
@ApplicationScoped
public class ArenaLiveFeed {

    private static final UserData.TypedKey<ClientQueue> CLIENT = new UserData.TypedKey<>("arena-live-client");

    /** How long an ended game stays listed. */
    static final long KEEP_ENDED_MS = 60_000;

    /** A game that has said nothing for this long was dropped (its pair failed): forgotten. */
    static final long KEEP_SILENT_MS = 10 * 60_000;

    /** At most this many games are kept (the oldest go first): memory stays bounded whatever the rate. */
    static final int MAX_GAMES = 200;

    @Inject
    ClusterEvents events;

    @Inject
    ObjectMapper json;

    @Inject
    LiveSettings settings;

    @Inject
    Clock clock;

    /** Guarded by this, in the order the games started. */
    private final Map<String, ArenaLiveGame> games = new LinkedHashMap<>();

    private final Set<ClientQueue> listClients = ConcurrentHashMap.newKeySet();
    private volatile ClusterEvents.Watch watch;

    void onStart(@Observes StartupEvent event) {
        watch = events.watch(ArenaLivePublisher.EVENT_KEY, ArenaLiveEvent.class, this::heard);
    }

    void onStop(@Observes ShutdownEvent event) {
        ClusterEvents.Watch w = watch;
        if (w != null) {
            w.close();
        }
    }

    /** An event of a live game, from whichever instance plays it. */
    synchronized void heard(ArenaLiveEvent e) {
        long now = clock.millis();
        sweep(now);
        ArenaLiveGame game = games.get(e.liveId());
        if ("started".equals(e.kind())) {
            if (game != null) {
                // The same pair played again (a match's pair retried after a restart): the new play replaces it.
                games.remove(e.liveId());
                for (ClientQueue c : game.clients) {
                    c.closeAfterSending(CloseCodes.DONE, "played again");
                }
            }
            game = new ArenaLiveGame(e);
            games.put(e.liveId(), game);
        }
        if (game == null) {
            return; // started before this instance listened, or already forgotten
        }
        ArenaLiveMessages.Message message = game.apply(e, now);
        if (message == null) {
            return;
        }
        String text = LiveJson.write(json, message);
        for (ClientQueue c : listClients) {
            c.important(text);
        }
        for (ClientQueue c : game.clients) {
            c.important(text);
            if (game.stored()) {
                c.closeAfterSending(CloseCodes.DONE, "stored");
            }
        }
    }

    /** Forgets the games ended a while ago and those gone silent, and the oldest beyond the cap. */
    private void sweep(long now) {
        var it = games.values().iterator();
        while (it.hasNext()) {
            ArenaLiveGame g = it.next();
            if (g.expired(now, KEEP_ENDED_MS, KEEP_SILENT_MS) || games.size() > MAX_GAMES) {
                it.remove();
                for (ClientQueue c : g.clients) {
                    c.closeAfterSending(CloseCodes.DONE, "game over");
                }
            }
        }
    }

    /** A watcher of the list: every game kept now, then every game's events. */
    public void openList(WebSocketConnection connection) {
        ClientQueue client = client(connection);
        client.onDetach(() -> listClients.remove(client));
        synchronized (this) {
            sweep(clock.millis());
            List<ArenaLiveMessages.Summary> now = new ArrayList<>();
            games.values().forEach(g -> now.add(g.summary()));
            now.sort(Comparator.comparingLong(ArenaLiveMessages.Summary::startedAt)
                    .reversed());
            listClients.add(client);
            client.release(LiveJson.write(json, new ArenaLiveMessages.Games(0, now)));
        }
    }

    /** A watcher of one game: the game as it stands, then its events; an unknown game is closed with 4404. */
    public void openGame(WebSocketConnection connection, String liveId) {
        ClientQueue client = client(connection);
        synchronized (this) {
            sweep(clock.millis());
            ArenaLiveGame game = games.get(liveId);
            if (game == null) {
                client.closeNow(
                        CloseCodes.NOT_FOUND,
                        "no live arena game " + Clip.clip(liveId, 60) + " (ended, or never played)");
                return;
            }
            game.clients.add(client);
            client.onDetach(() -> game.clients.remove(client));
            client.release(LiveJson.write(json, game.snapshot()));
            if (game.stored()) {
                client.closeAfterSending(CloseCodes.DONE, "stored");
            }
        }
    }

    private ClientQueue client(WebSocketConnection connection) {
        ClientQueue client = new ClientQueue(new ConnectionSink(connection), settings.clientQueue());
        connection.userData().put(CLIENT, client);
        client.hold();
        return client;
    }

    public void close(WebSocketConnection connection) {
        ClientQueue client = connection.userData().get(CLIENT);
        if (client != null) {
            client.detach();
        }
    }

    /** Live games kept now (for tests and metrics). */
    synchronized int kept() {
        return games.size();
    }
}
