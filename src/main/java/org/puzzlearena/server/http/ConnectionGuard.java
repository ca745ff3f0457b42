package org.puzzlearena.server.http;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.quarkus.vertx.http.HttpServerStart;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.impl.HttpServerImpl;
import io.vertx.core.impl.VertxInternal;
import io.vertx.core.net.NetServerOptions;
import io.vertx.core.net.impl.TCPServerBase;
import jakarta.enterprise.event.ObservesAsync;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.lang.reflect.Field;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Connection-level limits Quarkus has no option for: at most {@code arena.http.max-connections-per-address}
 * open connections per client address (more are closed as they are accepted), and a request head
 * that must arrive within {@code arena.http.header-timeout} of the connection's opening
 * ({@link HeaderDeadline}). Together with {@code quarkus.http.idle-timeout} they stop one client from
 * holding thousands of slow connections until the server runs out of file descriptors.
 *
 * <p>Vert.x accepts connections on a Netty server channel; a handler placed first in that channel's
 * pipeline sees each new connection before Vert.x sets it up. Vert.x does not expose the server
 * channel, so it is read from its field: if a Vert.x upgrade moves it, start-up fails here (and
 * every test with it) rather than the server running unguarded.
 */
@Singleton
public class ConnectionGuard {

    private static final Logger LOG = Logger.getLogger(ConnectionGuard.class);
    static final String NAME = "arena-connection-guard";

    @Inject
    Vertx vertx;

    @ConfigProperty(name = "arena.http.max-connections-per-address", defaultValue = "256")
    int maxPerAddress;

    @ConfigProperty(name = "arena.http.header-timeout", defaultValue = "10s")
    Duration headerTimeout;

    synchronized void install(@ObservesAsync HttpServerStart started) {
        for (HttpServerImpl server : ((VertxInternal) vertx).sharedHttpServers().values()) {
            Channel channel = serverChannel(server);
            if (channel.pipeline().get(NAME) == null) {
                boolean plainText = !options(server).isSsl();
                channel.pipeline()
                        .addFirst(
                                NAME,
                                new AcceptGuard(
                                        maxPerAddress > 0 ? new ConnectionLimits(maxPerAddress) : null,
                                        plainText ? headerTimeout.toMillis() : 0));
                LOG.debugf(
                        "connection guard on %s: %d connections per address, header timeout %s",
                        channel.localAddress(), maxPerAddress, plainText ? headerTimeout : "none (TLS)");
            }
        }
    }

    /** Sees every accepted connection first: counts it per address (or closes it) and arms its head deadline. */
    @ChannelHandler.Sharable
    static final class AcceptGuard extends ChannelInboundHandlerAdapter {

        private final ConnectionLimits limits;
        private final long headerTimeoutMillis;

        AcceptGuard(ConnectionLimits limits, long headerTimeoutMillis) {
            this.limits = limits;
            this.headerTimeoutMillis = headerTimeoutMillis;
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            if (msg instanceof Channel child) {
                InetAddress address = child.remoteAddress() instanceof InetSocketAddress a ? a.getAddress() : null;
                if (limits != null && address != null) {
                    if (!limits.tryOpen(address)) {
                        child.unsafe().closeForcibly();
                        return;
                    }
                    child.closeFuture().addListener(f -> limits.closed(address));
                }
                if (headerTimeoutMillis > 0) {
                    child.pipeline().addFirst(HeaderDeadline.NAME, new HeaderDeadline(headerTimeoutMillis));
                }
            }
            ctx.fireChannelRead(msg);
        }
    }

    private static Channel serverChannel(TCPServerBase server) {
        try {
            Field field = TCPServerBase.class.getDeclaredField("bindFuture");
            field.setAccessible(true);
            Future<?> bound = (Future<?>) field.get(server);
            if (bound != null && bound.result() instanceof Channel channel) {
                return channel;
            }
            throw new IllegalStateException("the HTTP server has no bound channel");
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException(
                    "cannot install the connection guard on the HTTP server (Vert.x changed?)", e);
        }
    }

    private static NetServerOptions options(TCPServerBase server) {
        try {
            Field field = TCPServerBase.class.getDeclaredField("options");
            field.setAccessible(true);
            return (NetServerOptions) field.get(server);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the HTTP server's options (Vert.x changed?)", e);
        }
    }
}
