package org.puzzlearena.server.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The first handler of a new connection: its request line and headers (everything up to the empty
 * line) must arrive within the deadline, or the connection is answered 408 and closed. The idle
 * timeout cannot do this, as every trickled byte resets it. Once the head is in, this handler leaves
 * the pipeline; later requests on the connection are bounded by the idle timeout and the per-address
 * connection limit. Sees raw bytes, so it is installed on plain-text listeners only.
 */
final class HeaderDeadline extends ChannelInboundHandlerAdapter {

    static final String NAME = "arena-header-deadline";
    private static final byte[] TIMEOUT =
            ("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII);

    private final long timeoutMillis;
    private ScheduledFuture<?> timer;
    /** Something other than line breaks has arrived (leading empty lines do not end a head). */
    private boolean started;
    /** The last byte ended a line (an LF, perhaps followed by a CR). */
    private boolean atLineStart;

    HeaderDeadline(long timeoutMillis) {
        this.timeoutMillis = timeoutMillis;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        timer = ctx.executor().schedule(() -> expire(ctx), timeoutMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof ByteBuf buf && headEndsIn(buf)) {
            cancel();
            ctx.pipeline().remove(this);
        }
        ctx.fireChannelRead(msg);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        cancel();
        ctx.fireChannelInactive();
    }

    private boolean headEndsIn(ByteBuf buf) {
        for (int i = buf.readerIndex(), end = buf.writerIndex(); i < end; i++) {
            byte b = buf.getByte(i);
            if (b == '\n') {
                if (started && atLineStart) {
                    return true;
                }
                atLineStart = started;
            } else if (b != '\r') {
                started = true;
                atLineStart = false;
            }
        }
        return false;
    }

    private void expire(ChannelHandlerContext ctx) {
        if (!ctx.channel().isActive()) {
            return;
        }
        if (started) {
            ctx.writeAndFlush(Unpooled.wrappedBuffer(TIMEOUT)).addListener(ChannelFutureListener.CLOSE);
        } else {
            ctx.close();
        }
    }

    private void cancel() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
    }
}
