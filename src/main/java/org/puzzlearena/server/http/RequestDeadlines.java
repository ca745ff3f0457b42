package org.puzzlearena.server.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The first handler of every connection: each request's head (request line and headers) must arrive
 * within the deadline of its first byte, or the connection is answered 408 and closed. The first
 * request's clock starts when the connection opens, so a connection that sends nothing is closed too.
 * The idle timeout cannot do this, as every trickled byte resets it.
 *
 * <p>This handler sees raw bytes and cannot tell where a head ends in them (a body, or a pipelined
 * request, may follow in the same read); {@link RequestDeadlineFilter} tells it, from Vert.x's side,
 * when a head has been parsed ({@link #headParsed}) and when its answer is written ({@link
 * #answered}). Bytes that arrive after an answer start the next request's clock. After a websocket
 * upgrade or on HTTP/2 the connection carries no more HTTP/1 heads and this handler only watches.
 * Bodies have a deadline of their own (the filter's).
 */
final class RequestDeadlines extends ChannelInboundHandlerAdapter {

    static final String NAME = "arena-request-deadlines";
    private static final byte[] TIMEOUT =
            ("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII);

    private enum State {
        /** A head is arriving (or, on a new connection, awaited): the clock runs. */
        HEAD,
        /** A head was parsed and its request is being served: no clock here. */
        SERVING,
        /** The last request is answered; the next one's clock starts with its first byte. */
        IDLE,
        /** No more HTTP/1 heads on this connection (a websocket, HTTP/2). */
        DONE
    }

    private final long headMillis;
    /** Whether a 408 may be written as raw bytes (never into a TLS stream). */
    private final boolean plainText;

    private ChannelHandlerContext ctx;
    private State state = State.HEAD;
    /** Some byte of the current head has arrived (a silent connection is closed without a word). */
    private boolean headStarted;

    private ScheduledFuture<?> timer;
    /** Heads parsed on this connection so far. */
    private final AtomicLong heads = new AtomicLong();

    RequestDeadlines(long headMillis, boolean plainText) {
        this.headMillis = headMillis;
        this.plainText = plainText;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        this.ctx = ctx;
        arm();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof ByteBuf buf && buf.isReadable()) {
            if (state == State.IDLE) {
                state = State.HEAD;
                headStarted = false;
                arm();
            }
            if (state == State.HEAD) {
                headStarted = true;
            }
        }
        ctx.fireChannelRead(msg);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        cancel();
        ctx.fireChannelInactive();
    }

    /** Vert.x parsed a request's head on this connection; returns the request's number on it. */
    long headParsed() {
        long number = heads.incrementAndGet();
        onLoop(() -> {
            if (state != State.DONE) {
                cancel();
                state = State.SERVING;
            }
        });
        return number;
    }

    /**
     * Request {@code number} is answered: bytes from now on are the next request's, unless a pipelined
     * request was parsed meanwhile (then that one is being served).
     */
    void answered(long number) {
        onLoop(() -> {
            if (state == State.SERVING && heads.get() == number) {
                state = State.IDLE;
            }
        });
    }

    /** The connection stops carrying HTTP/1 heads. */
    void stopWatching() {
        onLoop(() -> {
            cancel();
            state = State.DONE;
        });
    }

    private void onLoop(Runnable action) {
        if (ctx == null || ctx.executor().inEventLoop()) {
            action.run();
        } else {
            ctx.executor().execute(action);
        }
    }

    private void arm() {
        cancel();
        timer = ctx.executor().schedule(this::expire, headMillis, TimeUnit.MILLISECONDS);
    }

    private void expire() {
        timer = null;
        if (state != State.HEAD || !ctx.channel().isActive()) {
            return;
        }
        if (headStarted && plainText) {
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
