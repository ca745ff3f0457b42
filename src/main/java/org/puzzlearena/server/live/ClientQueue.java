package org.puzzlearena.server.live;

import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The frames waiting for one websocket client, sent one at a time: the next leaves only when the
 * connection has taken the previous, so a slow client slows nobody but itself and costs at most
 * {@code capacity} frames of memory.
 *
 * <p>Important frames (new bests, state changes, snapshots) are never dropped: if a client falls
 * {@code capacity} frames behind, it is disconnected with {@link CloseCodes#TOO_SLOW} and resumes
 * from the last event it saw. A statistics frame is merged instead: while one is still waiting, a
 * newer one replaces its text (statistics are cumulative, the latest says everything).
 *
 * <p>Thread-safe: the feed's thread offers, the connection's event loop completes sends.
 */
public final class ClientQueue {

    /** A statistics frame still waiting, whose text a newer one may replace. */
    private static final class Mergeable {
        String text;

        Mergeable(String text) {
            this.text = text;
        }
    }

    private record Closing(int code, String reason) {}

    private final FrameSink sink;
    private final int capacity;
    private final ArrayDeque<Object> pending = new ArrayDeque<>();
    private Mergeable waitingStats;
    private boolean sending;
    private boolean held;
    private boolean closed;
    private Runnable onDetach = () -> {};

    /** Clients of every live feed connected now (metrics: websocket clients). */
    private static final AtomicInteger OPEN = new AtomicInteger();

    public ClientQueue(FrameSink sink, int capacity) {
        this.sink = sink;
        this.capacity = capacity;
        OPEN.incrementAndGet();
    }

    public static int openClients() {
        return OPEN.get();
    }

    /** Runs once when the client goes (disconnected, or closed by us): the feed forgets it. */
    public synchronized void onDetach(Runnable r) {
        this.onDetach = r;
    }

    /** Queues frames without sending them until {@link #release} puts a first frame before them. */
    public synchronized void hold() {
        held = true;
    }

    public void release(String first) {
        synchronized (this) {
            if (closed) {
                return;
            }
            pending.addFirst(first);
            held = false;
        }
        pump();
    }

    public void important(String text) {
        synchronized (this) {
            if (closed) {
                return;
            }
            if (pending.size() < capacity) {
                pending.add(text);
                text = null;
            }
        }
        if (text != null) {
            closeNow(CloseCodes.TOO_SLOW, "too slow: reconnect with ?after=<the last seq you received>");
            return;
        }
        pump();
    }

    public void stats(String text) {
        synchronized (this) {
            if (closed) {
                return;
            }
            if (waitingStats != null) {
                waitingStats.text = text;
                return;
            }
            if (pending.size() >= capacity) {
                return; // dropped: the next statistics frame says it all
            }
            waitingStats = new Mergeable(text);
            pending.add(waitingStats);
        }
        pump();
    }

    /** Closes the connection once every frame queued before has been sent. */
    public void closeAfterSending(int code, String reason) {
        synchronized (this) {
            if (closed) {
                return;
            }
            pending.add(new Closing(code, reason));
        }
        pump();
    }

    /** The connection went away: nothing more is sent. */
    public void detach() {
        Runnable r;
        synchronized (this) {
            if (!closed) {
                OPEN.decrementAndGet();
            }
            closed = true;
            pending.clear();
            r = onDetach;
            onDetach = () -> {};
        }
        r.run();
    }

    public synchronized int pendingFrames() {
        return pending.size();
    }

    public synchronized boolean isClosed() {
        return closed;
    }

    /** Closes the connection now, dropping what waits: the client resumes from what it saw. */
    public void closeNow(int code, String reason) {
        synchronized (this) {
            if (closed) {
                return;
            }
        }
        detach();
        sink.close(code, reason);
    }

    private void pump() {
        while (true) {
            String text;
            boolean stats = false;
            Closing closing = null;
            synchronized (this) {
                if (sending || held || closed) {
                    return;
                }
                Object next = pending.poll();
                if (next == null) {
                    return;
                }
                if (next instanceof Closing c) {
                    closing = c;
                    text = null;
                } else if (next instanceof Mergeable m) {
                    waitingStats = null;
                    text = m.text;
                    stats = true;
                } else {
                    text = (String) next;
                }
                sending = text != null;
            }
            if (closing != null) {
                closeNow(closing.code(), closing.reason());
                return;
            }
            CompletableFuture<Void> sent = (stats ? sink.sendStats(text) : sink.send(text)).toCompletableFuture();
            if (sent.isDone() && !sent.isCompletedExceptionally()) {
                synchronized (this) {
                    sending = false;
                }
                continue; // taken at once: no need to go through a callback (and no deep recursion)
            }
            sent.whenComplete((ok, error) -> sent(error));
            return;
        }
    }

    private void sent(Throwable error) {
        if (error != null) {
            detach();
            return;
        }
        synchronized (this) {
            sending = false;
        }
        pump();
    }
}
