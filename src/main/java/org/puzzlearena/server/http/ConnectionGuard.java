package org.puzzlearena.server.http;

import com.sun.management.UnixOperatingSystemMXBean;
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
import java.lang.management.ManagementFactory;
import java.lang.reflect.Field;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Connection-level limits Quarkus has no option for: at most {@code arena.http.max-connections-per-address}
 * open connections per client address and {@code arena.http.max-connections} in all ({@link
 * ConnectionLimits}; the excess is answered at once by {@link ConnectionRefusal}), and a request head
 * that must arrive within {@code arena.http.header-timeout} of its first byte ({@link RequestDeadlines}).
 * Together with the body deadline ({@link RequestDeadlineFilter}) and {@code quarkus.http.idle-timeout}
 * they stop clients from holding connections, worker threads or file descriptors by sending slowly.
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
    /** The overall cap when the descriptor limit allows it: each connection may buffer a body of up to 1 MiB. */
    static final int DEFAULT_MAX_CONNECTIONS = 4096;

    @Inject
    Vertx vertx;

    @ConfigProperty(name = "arena.http.max-connections-per-address", defaultValue = "256")
    int maxPerAddress;

    /** Negative: {@link #defaultMaxConnections}. */
    @ConfigProperty(name = "arena.http.max-connections", defaultValue = "-1")
    int maxConnections;

    @ConfigProperty(name = "arena.http.header-timeout", defaultValue = "10s")
    Duration headerTimeout;

    synchronized void install(@ObservesAsync HttpServerStart started) {
        int overall = maxConnections >= 0 ? maxConnections : defaultMaxConnections(descriptorLimit());
        ConnectionLimits limits =
                maxPerAddress > 0 || overall > 0 ? new ConnectionLimits(maxPerAddress, overall) : null;
        for (HttpServerImpl server : ((VertxInternal) vertx).sharedHttpServers().values()) {
            Channel channel = serverChannel(server);
            if (channel.pipeline().get(NAME) == null) {
                boolean plainText = !options(server).isSsl();
                channel.pipeline().addFirst(NAME, new AcceptGuard(limits, headerTimeout.toMillis(), plainText));
                LOG.debugf(
                        "connection guard on %s: %d connections per address, %d in all, header timeout %s",
                        channel.localAddress(), maxPerAddress, overall, headerTimeout);
            }
        }
    }

    /**
     * {@value #DEFAULT_MAX_CONNECTIONS}, or fewer when the process may open few descriptors: a quarter of
     * them (at least 1,024) stays for the database pool, the broker, files and the JVM.
     */
    static int defaultMaxConnections(long descriptors) {
        if (descriptors <= 0) {
            return DEFAULT_MAX_CONNECTIONS;
        }
        long headroom = Math.max(1024, descriptors / 4);
        return (int) Math.max(16, Math.min(DEFAULT_MAX_CONNECTIONS, descriptors - headroom));
    }

    private static long descriptorLimit() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof UnixOperatingSystemMXBean unix
                ? unix.getMaxFileDescriptorCount()
                : -1;
    }

    /** Sees every accepted connection first: admits it (or answers it), and arms its head deadline. */
    @ChannelHandler.Sharable
    static final class AcceptGuard extends ChannelInboundHandlerAdapter {

        private final ConnectionLimits limits;
        private final long headerTimeoutMillis;
        private final boolean plainText;

        AcceptGuard(ConnectionLimits limits, long headerTimeoutMillis, boolean plainText) {
            this.limits = limits;
            this.headerTimeoutMillis = headerTimeoutMillis;
            this.plainText = plainText;
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            if (msg instanceof Channel child) {
                InetAddress address = child.remoteAddress() instanceof InetSocketAddress a ? a.getAddress() : null;
                if (limits != null && address != null) {
                    ConnectionLimits.Admission admission = limits.admit(address, child);
                    switch (admission.verdict()) {
                        case ADDRESS_FULL -> {
                            refuse(ctx, child, ConnectionRefusal.ADDRESS_FULL);
                            return;
                        }
                        case SERVER_FULL -> {
                            refuse(ctx, child, ConnectionRefusal.SERVER_FULL);
                            return;
                        }
                        case ADMITTED -> {
                            if (admission.evicted() != null) {
                                admission.evicted().close();
                            }
                        }
                    }
                    child.closeFuture().addListener(f -> limits.closed(address, child));
                }
                if (headerTimeoutMillis > 0) {
                    child.pipeline()
                            .addFirst(RequestDeadlines.NAME, new RequestDeadlines(headerTimeoutMillis, plainText));
                }
            }
            ctx.fireChannelRead(msg);
        }

        /**
         * Answers a connection Vert.x never sees: it is registered on the accepting event loop with
         * nothing but the refusal in its pipeline. (A TLS connection cannot be answered in clear: it
         * is closed.)
         */
        private void refuse(ChannelHandlerContext ctx, Channel child, ConnectionRefusal refusal) {
            if (!plainText) {
                child.unsafe().closeForcibly();
                return;
            }
            child.pipeline().addLast(refusal);
            ctx.channel().eventLoop().register(child).addListener(registered -> {
                if (!registered.isSuccess()) {
                    child.unsafe().closeForcibly();
                }
            });
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
