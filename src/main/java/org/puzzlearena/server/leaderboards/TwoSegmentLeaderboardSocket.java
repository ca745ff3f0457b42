package org.puzzlearena.server.leaderboards;

import io.quarkus.websockets.next.OnClose;
import io.quarkus.websockets.next.OnOpen;
import io.quarkus.websockets.next.WebSocket;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.Blocking;
import jakarta.inject.Inject;

/** {@link LeaderboardSocket} for instances of two segments: "standard/3", "depth/9", "generated/5". */
@WebSocket(path = "/ws/leaderboards/{game}/{kind}/{id}")
public class TwoSegmentLeaderboardSocket {

    @Inject
    LeaderboardFeed feed;

    @OnOpen
    @Blocking
    public void open(WebSocketConnection connection) {
        feed.open(
                connection,
                connection.pathParam("game"),
                connection.pathParam("kind") + "/" + connection.pathParam("id"));
    }

    @OnClose
    public void close(WebSocketConnection connection) {
        feed.close(connection);
    }
}
