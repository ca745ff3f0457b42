package org.puzzlearena.server.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.socket.DuplexChannel;
import io.netty.util.ReferenceCountUtil;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.puzzlearena.server.api.Problem;

/**
 * The whole pipeline of a connection the server will not take: it answers at once with a complete
 * HTTP response (429 when the client's address holds its share of connections, 503 when the server
 * holds its cap) saying when to try again, then closes. A client learns why instead of seeing a
 * reset. What the client sends meanwhile is read and dropped, and the connection is closed a moment
 * after the answer's half-close, so the answer is not lost to a reset of unread data.
 */
final class ConnectionRefusal extends ChannelInboundHandlerAdapter {

    static final ConnectionRefusal ADDRESS_FULL = new ConnectionRefusal(
            429,
            "Too Many Requests",
            "Too many connections",
            "your address holds as many open connections as one client may (arena.http.max-connections-per-address)");
    static final ConnectionRefusal SERVER_FULL = new ConnectionRefusal(
            503,
            "Service Unavailable",
            "Server full",
            "the server holds as many open connections as it takes (arena.http.max-connections)");

    private static final int RETRY_AFTER_SECONDS = 5;
    private static final long LINGER_MILLIS = 2000;

    private final byte[] answer;

    private ConnectionRefusal(int status, String reason, String title, String detail) {
        String body = RouteProblems.json(Problem.of(status, title, detail, null));
        this.answer = ("HTTP/1.1 " + status + " " + reason + "\r\nContent-Type: " + Problem.MEDIA_TYPE
                        + "\r\nRetry-After: " + RETRY_AFTER_SECONDS + "\r\nConnection: close\r\nContent-Length: "
                        + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body)
                .getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public boolean isSharable() {
        return true;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        ctx.writeAndFlush(Unpooled.wrappedBuffer(answer)).addListener((ChannelFutureListener) written -> {
            if (ctx.channel() instanceof DuplexChannel duplex) {
                duplex.shutdownOutput();
                ctx.executor().schedule(() -> ctx.close(), LINGER_MILLIS, TimeUnit.MILLISECONDS);
            } else {
                ctx.close();
            }
        });
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        ReferenceCountUtil.release(msg);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close();
    }
}
