package org.puzzlearena.server.contests;

import io.quarkus.websockets.next.OnClose;
import io.quarkus.websockets.next.OnOpen;
import io.quarkus.websockets.next.WebSocket;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.Blocking;
import jakarta.inject.Inject;

/**
 * {@code /ws/contests/{id}/scoreboard}: a contest's scoreboard live, as the connecting viewer may
 * see it (the session cookie or an {@code Authorization: Bearer} header of the upgrade request
 * says who that is). Messages in docs/WEBSOCKETS.md; {@link ContestFeed} does the work.
 */
@WebSocket(path = "/ws/contests/{id}/scoreboard")
public class ContestScoreboardSocket {

    @Inject
    ContestFeed feed;

    @OnOpen
    @Blocking
    public void open(WebSocketConnection connection) {
        feed.open(connection, connection.pathParam("id"));
    }

    @OnClose
    public void close(WebSocketConnection connection) {
        feed.close(connection);
    }
}
