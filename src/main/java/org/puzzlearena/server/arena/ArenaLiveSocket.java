package org.puzzlearena.server.arena;

import io.quarkus.websockets.next.OnClose;
import io.quarkus.websockets.next.OnOpen;
import io.quarkus.websockets.next.WebSocket;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.Blocking;
import jakarta.inject.Inject;

/** {@code /ws/arena/live}: the arena's games in progress and each of their moves (docs/WEBSOCKETS.md). */
@WebSocket(path = "/ws/arena/live")
public class ArenaLiveSocket {

    @Inject
    ArenaLiveFeed feed;

    @OnOpen
    @Blocking
    public void open(WebSocketConnection connection) {
        feed.openList(connection);
    }

    @OnClose
    public void close(WebSocketConnection connection) {
        feed.close(connection);
    }
}
