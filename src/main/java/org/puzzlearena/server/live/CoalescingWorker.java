package org.puzzlearena.server.live;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * One thread that refreshes whatever was marked since it last looked, each key once however often
 * it was marked: a thousand submissions to one board while a refresh runs cost one more refresh,
 * not a thousand. Nothing queues per event, so there is nothing to overflow: what waits is at most
 * one mark per key (per watched board). A refresh that throws, anything at all, is logged and the
 * thread goes on with the next one: one bad board never stops the others' updates.
 *
 * <p>A key is unmarked before its refresh starts, so a change that lands during the refresh marks
 * it again and is refreshed next round: nothing committed is ever left unsent.
 */
public final class CoalescingWorker<K> implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(CoalescingWorker.class);

    private final Set<K> marked = ConcurrentHashMap.newKeySet();
    private final Semaphore wake = new Semaphore(0);
    private final Consumer<K> refresh;
    private final Thread thread;
    private volatile boolean closed;

    public CoalescingWorker(String name, Consumer<K> refresh) {
        this.refresh = refresh;
        this.thread = new Thread(this::loop, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Asks for a refresh of {@code key}; free when one is already waiting. */
    public void mark(K key) {
        if (marked.add(key)) {
            wake.release();
        }
    }

    /** Keys waiting for their refresh (the backlog an operator would watch). */
    public int backlog() {
        return marked.size();
    }

    private void loop() {
        while (!closed) {
            try {
                wake.acquire();
                wake.drainPermits();
            } catch (InterruptedException e) {
                if (closed) {
                    return;
                }
                continue;
            }
            List<K> round = new ArrayList<>(marked);
            for (K key : round) {
                if (closed) {
                    return;
                }
                marked.remove(key);
                try {
                    refresh.accept(key);
                } catch (Throwable t) { // NOPMD: the thread must outlive any one refresh
                    LOG.errorf(t, "live refresh of %s failed; later refreshes go on", key);
                }
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
    }
}
