package org.puzzlearena.server.cluster;

import java.util.function.Consumer;

/**
 * Events every server instance must hear, whichever one caused them: a committed submission
 * changes a leaderboard that clients of another instance may be watching. Keys name what changed
 * (a board); an instance watches the keys its own clients watch, and hears nothing else.
 *
 * <p>One process ({@link LocalEvents}): delivered at once on the publishing thread, exactly as a
 * direct call. Several ({@link RabbitEvents}): through the broker's topic exchange, so the
 * publishing instance hears its own events the same way as the others do.
 */
public interface ClusterEvents {

    /** Tells every watcher of {@code key} (on any instance) about {@code event}. Never throws. */
    void publish(String key, Object event);

    /**
     * Delivers the events published under {@code key} to {@code handler} from now on (in the order
     * they were published by one instance) until the returned watch is closed. Once this returns,
     * anything published afterwards is delivered.
     */
    <T> Watch watch(String key, Class<T> type, Consumer<T> handler);

    /** A watch that stops on close; closing twice is harmless. */
    interface Watch extends AutoCloseable {
        @Override
        void close();
    }
}
