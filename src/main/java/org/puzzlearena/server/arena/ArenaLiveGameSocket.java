package org.puzzlearena.server.arena;

import io.quarkus.websockets.next.OnClose;
import io.quarkus.websockets.next.OnOpen;
import io.quarkus.websockets.next.WebSocket;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.Blocking;
import jakarta.inject.Inject;

/**
 * {@code /ws/arena/live/{liveId}}: one arena game in progress, its moves so far then each move as it
 * is played, until it is stored (docs/WEBSOCKETS.md). Not nested in {@link ArenaLiveSocket}:
 * websockets-next would make it a sub-path of that one.
 */
@WebSocket(path = "/ws/arena/live/{liveId}")
public class ArenaLiveGameSocket {

    @Inject
    ArenaLiveFeed feed;

    @OnOpen
    @Blocking
    public void open(WebSocketConnection connection) {
        feed.openGame(connection, connection.pathParam("liveId"));
    }

    @OnClose
    public void close(WebSocketConnection connection) {
        feed.close(connection);
    }
}
