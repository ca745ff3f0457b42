package org.puzzlearena.server.live;

import io.quarkus.websockets.next.CloseReason;
import io.quarkus.websockets.next.WebSocketConnection;
import java.util.concurrent.CompletionStage;
import org.jboss.logging.Logger;

/** A websocket connection as a {@link FrameSink}. */
public final class ConnectionSink implements FrameSink {

    private static final Logger LOG = Logger.getLogger(ConnectionSink.class);

    private final WebSocketConnection connection;

    public ConnectionSink(WebSocketConnection connection) {
        this.connection = connection;
    }

    @Override
    public CompletionStage<Void> send(String text) {
        return connection.sendText(text).subscribeAsCompletionStage();
    }

    @Override
    public void close(int code, String reason) {
        if (connection.isOpen()) {
            connection
                    .close(new CloseReason(code, reason))
                    .subscribe()
                    .with(ok -> {}, error -> LOG.debugf("closing websocket %s: %s", connection.id(), error.toString()));
        }
    }
}
