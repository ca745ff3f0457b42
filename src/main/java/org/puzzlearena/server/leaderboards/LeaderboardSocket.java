package org.puzzlearena.server.leaderboards;

import io.quarkus.websockets.next.OnClose;
import io.quarkus.websockets.next.OnOpen;
import io.quarkus.websockets.next.WebSocket;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.Blocking;
import jakarta.inject.Inject;

/**
 * {@code /ws/leaderboards/{game}/{instance}}: a leaderboard live (docs/WEBSOCKETS.md). Instance ids
 * have one to three segments ("cross", "standard/3", "random/7/8x8x3"); a path parameter is one
 * segment, so the deeper ones have their own endpoints ({@link TwoSegmentLeaderboardSocket}, {@link ThreeSegmentLeaderboardSocket});
 * {@link LeaderboardFeed} serves them all. (Not nested classes: websockets-next would make those
 * sub-paths of this one.)
 */
@WebSocket(path = "/ws/leaderboards/{game}/{instance}")
public class LeaderboardSocket {

    @Inject
    LeaderboardFeed feed;

    @OnOpen
    @Blocking
    public void open(WebSocketConnection connection) {
        feed.open(connection, connection.pathParam("game"), connection.pathParam("instance"));
    }

    @OnClose
    public void close(WebSocketConnection connection) {
        feed.close(connection);
    }
}
