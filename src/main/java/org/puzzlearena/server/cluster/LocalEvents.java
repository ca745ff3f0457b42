package org.puzzlearena.server.cluster;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/** The single process: an event goes straight to this instance's watchers, on the caller's thread. */
final class LocalEvents implements ClusterEvents {

    private static final Logger LOG = Logger.getLogger(LocalEvents.class);

    private record Handler<T>(Class<T> type, Consumer<T> consumer) {
        void deliver(Object event) {
            if (type.isInstance(event)) {
                consumer.accept(type.cast(event));
            }
        }
    }

    private final Map<String, List<Handler<?>>> handlers = new ConcurrentHashMap<>();

    @Override
    public void publish(String key, Object event) {
        List<Handler<?>> those = handlers.get(key);
        if (those == null) {
            return;
        }
        for (Handler<?> h : those) {
            try {
                h.deliver(event);
            } catch (RuntimeException e) {
                // One watcher's failure must not keep the event from the others, nor fail a commit.
                LOG.errorf(e, "a watcher of %s failed", key);
            }
        }
    }

    @Override
    public <T> Watch watch(String key, Class<T> type, Consumer<T> consumer) {
        Handler<T> handler = new Handler<>(type, consumer);
        handlers.computeIfAbsent(key, k -> new CopyOnWriteArrayList<>()).add(handler);
        return () -> handlers.computeIfPresent(key, (k, list) -> {
            list.remove(handler);
            return list.isEmpty() ? null : list;
        });
    }
}
