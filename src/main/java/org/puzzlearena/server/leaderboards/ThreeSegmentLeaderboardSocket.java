package org.puzzlearena.server.leaderboards;

import io.quarkus.websockets.next.OnClose;
import io.quarkus.websockets.next.OnOpen;
import io.quarkus.websockets.next.WebSocket;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.Blocking;
import jakarta.inject.Inject;

/** {@link LeaderboardSocket} for instances of three segments: "random/7/8x8x3", "generated/5/60". */
@WebSocket(path = "/ws/leaderboards/{game}/{kind}/{id}/{shape}")
public class ThreeSegmentLeaderboardSocket {

    @Inject
    LeaderboardFeed feed;

    @OnOpen
    @Blocking
    public void open(WebSocketConnection connection) {
        feed.open(
                connection,
                connection.pathParam("game"),
                connection.pathParam("kind") + "/" + connection.pathParam("id") + "/" + connection.pathParam("shape"));
    }

    @OnClose
    public void close(WebSocketConnection connection) {
        feed.close(connection);
    }
}
