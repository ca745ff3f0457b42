package org.puzzlearena.server.cluster;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.BuiltinExchangeType;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;
import com.rabbitmq.client.Recoverable;
import com.rabbitmq.client.RecoveryListener;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * Several instances: events go through one RabbitMQ topic exchange. Each instance has a queue of
 * its own (exclusive: it goes when the instance does) bound to exactly the keys its clients watch,
 * so an instance hears only what it shows. Live events are refresh signals for state that
 * PostgreSQL keeps (a watcher re-reads its board), so they are sent without acknowledgements: one
 * lost while the broker is down costs a late refresh, never data.
 *
 * <p>The client's automatic recovery reconnects after a broker restart and re-creates the queue,
 * its bindings and the consumer; meanwhile events are still delivered to this instance's own
 * watchers directly, so a broker outage degrades to the single-process behaviour.
 */
final class RabbitEvents implements ClusterEvents, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(RabbitEvents.class);

    /** The exchange every instance publishes live events to (durable: declared once, kept). */
    static final String EXCHANGE = "arena.live";

    private record Handler<T>(Class<T> type, Consumer<T> consumer) {}

    private final ObjectMapper json;
    private final Connection connection;
    /** Channels are not for concurrent use: one for publishing, one for bindings, each under its lock. */
    private final Channel publisher;

    private final Channel topology;
    private final Channel consumer;
    private final String queue;
    private final Map<String, List<Handler<?>>> handlers = new ConcurrentHashMap<>();
    private volatile long lastFailureLogged;

    RabbitEvents(String url, String instanceName, ObjectMapper json, int heartbeatSeconds) throws Exception {
        this.json = json;
        connection = BrokerConnections.open(url, instanceName, heartbeatSeconds);
        // Bindings the client recorded come back with the connection; one that failed while the
        // broker was away was never recorded: every watched key is bound again after a recovery.
        ((Recoverable) connection).addRecoveryListener(new RecoveryListener() {
            @Override
            public void handleRecovery(Recoverable recovered) {
                rebindAll();
            }

            @Override
            public void handleRecoveryStarted(Recoverable recovering) {}
        });
        publisher = connection.createChannel();
        topology = connection.createChannel();
        consumer = connection.createChannel();
        publisher.exchangeDeclare(EXCHANGE, BuiltinExchangeType.TOPIC, true);
        // A name of our own (not a server-named queue): recovery re-declares it under the same name.
        queue = "arena.live." + UUID.randomUUID();
        consumer.queueDeclare(queue, false, true, true, null);
        consumer.basicConsume(queue, true, new DefaultConsumer(consumer) {
            @Override
            public void handleDelivery(String tag, Envelope envelope, AMQP.BasicProperties properties, byte[] body) {
                deliver(envelope.getRoutingKey(), body);
            }
        });
    }

    @Override
    public void publish(String key, Object event) {
        byte[] body;
        try {
            body = json.writeValueAsBytes(event);
        } catch (IOException e) {
            throw new IllegalArgumentException("an event that cannot be written as JSON: " + event, e);
        }
        try {
            synchronized (publisher) {
                publisher.basicPublish(EXCHANGE, key, null, body);
            }
        } catch (IOException | RuntimeException e) {
            // The broker is away (the client reconnects by itself): this instance's own watchers
            // still hear it; the others refresh on their next event.
            long now = System.nanoTime();
            if (now - lastFailureLogged > 10_000_000_000L) {
                lastFailureLogged = now;
                LOG.warnf("live event %s not sent through the broker (%s): delivered on this instance only", key, e);
            }
            deliver(key, body);
        }
    }

    @Override
    public <T> Watch watch(String key, Class<T> type, Consumer<T> consumer) {
        Handler<T> handler = new Handler<>(type, consumer);
        synchronized (topology) {
            List<Handler<?>> list = handlers.computeIfAbsent(key, k -> new CopyOnWriteArrayList<>());
            if (list.isEmpty()) {
                bind(key);
            }
            list.add(handler);
        }
        return () -> {
            synchronized (topology) {
                List<Handler<?>> list = handlers.get(key);
                if (list != null && list.remove(handler) && list.isEmpty()) {
                    handlers.remove(key);
                    unbind(key);
                }
            }
        };
    }

    private void bind(String key) {
        try {
            topology.queueBind(queue, EXCHANGE, key);
        } catch (IOException | RuntimeException e) {
            // Not recorded by the client: bound again once the connection recovers (rebindAll). Until
            // then the instance's own events still reach the watcher, other instances' do not.
            LOG.warnf("could not bind %s for live events now (%s): bound again when the broker is back", key, e);
        }
    }

    private void rebindAll() {
        synchronized (topology) {
            for (String key : handlers.keySet()) {
                bind(key);
            }
        }
    }

    private void unbind(String key) {
        try {
            topology.queueUnbind(queue, EXCHANGE, key);
        } catch (IOException | RuntimeException e) {
            LOG.debugf("unbinding %s: %s", key, e);
        }
    }

    private void deliver(String key, byte[] body) {
        List<Handler<?>> list = handlers.get(key);
        if (list == null) {
            return;
        }
        for (Handler<?> h : list) {
            try {
                accept(h, body);
            } catch (IOException | RuntimeException e) {
                LOG.errorf(e, "a watcher of %s failed on an event", key);
            }
        }
    }

    private <T> void accept(Handler<T> h, byte[] body) throws IOException {
        h.consumer().accept(json.readValue(body, h.type()));
    }

    /** Open and connected (recovery in progress counts as not). */
    boolean connected() {
        return connection.isOpen();
    }

    @Override
    public void close() {
        try {
            connection.close(5_000);
        } catch (IOException | RuntimeException e) {
            LOG.debugf("closing the broker connection: %s", e);
        }
    }
}
