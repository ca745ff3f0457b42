package org.puzzlearena.server.live;

import io.quarkus.websockets.next.OnError;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.NonBlocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import org.jboss.logging.Logger;

/**
 * Every live endpoint's answer to a client whose connection breaks under it (a TCP reset from a phone
 * that lost its network or a killed browser, a broken pipe, a write to a channel already closed): one
 * DEBUG line. It happens every day and nothing of ours failed, yet unhandled, websockets-next logged it
 * at ERROR with a stack trace, then again when it failed to close the dead connection. The connection
 * is gone: there is nothing to close, and the endpoint's {@code @OnClose} still runs. (An error handler
 * on a bean that is no endpoint applies to all endpoints.)
 */
@ApplicationScoped
public class ConnectionResets {

    private static final Logger LOG = Logger.getLogger(ConnectionResets.class);

    @OnError
    @NonBlocking
    public void broken(IOException e, WebSocketConnection connection) {
        LOG.debugf(
                "websocket client %s on %s went away: %s",
                connection.handshakeRequest().remoteAddress(),
                connection.handshakeRequest().path(),
                e.toString());
    }
}
