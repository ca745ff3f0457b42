package org.puzzlearena.server.live;

import io.netty.handler.codec.http.websocketx.CorruptedWebSocketFrameException;
import io.quarkus.websockets.next.CloseReason;
import io.quarkus.websockets.next.OnError;
import io.quarkus.websockets.next.WebSocketConnection;
import io.smallrye.common.annotation.NonBlocking;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

/**
 * Every live endpoint's answer to a client that breaks the websocket protocol (an unmasked or
 * oversized frame, a reserved opcode): one INFO line. Anyone can send such a frame, so it is the
 * client's fault and no ERROR of ours, and it must not cost the log two stack traces (websockets-next
 * logs an unhandled one twice at ERROR). Vert.x has already ended the TCP connection when this runs
 * (it tells Netty not to send the 1002 close frame itself); should a connection still be open, it is
 * closed with 1002 (protocol error). (An error handler on a bean that is no endpoint applies to all
 * endpoints.)
 */
@ApplicationScoped
public class MalformedFrames {

    private static final Logger LOG = Logger.getLogger(MalformedFrames.class);

    @OnError
    @NonBlocking
    public void malformed(CorruptedWebSocketFrameException e, WebSocketConnection connection) {
        LOG.infof(
                "closed websocket client %s on %s: malformed frame (%s)",
                connection.handshakeRequest().remoteAddress(),
                connection.handshakeRequest().path(),
                e.getMessage());
        if (connection.isOpen()) {
            connection
                    .close(new CloseReason(CloseCodes.PROTOCOL_ERROR, "malformed frame"))
                    .subscribe()
                    .with(ok -> {}, failure -> {}); // already closing: nothing more to say
        }
    }
}
