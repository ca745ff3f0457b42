package org.puzzlearena.server.cluster;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jboss.logging.Logger;

/**
 * A durable RabbitMQ work queue: each message goes to one consumer, stays in the broker until that
 * consumer acknowledges it, and is delivered again to another consumer when the first one's
 * connection goes (its process died, or it stopped answering heartbeats). Messages are persistent
 * and published with confirms, so one the broker accepted survives a broker restart.
 *
 * <p>Unlike the live events ({@link RabbitEvents}) these carry work that must not be lost: a
 * publish that the broker does not confirm throws, and the caller says so to its client.
 */
public final class RabbitWorkQueue implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(RabbitWorkQueue.class);

    /** A message's fate, decided by its consumer; either call on a connection that went is a no-op. */
    public interface Ack {
        /** Done: the broker forgets the message. */
        void ack();

        /** Not done here: the broker delivers it again (to any consumer). */
        void requeue();
    }

    /** Handles one delivery; called on the client's thread, so it must hand long work elsewhere. */
    public interface Handler {
        void deliver(byte[] body, Ack ack);
    }

    private final String queue;
    private final Connection connection;
    /** Publishing with confirms on one channel: one publisher at a time. */
    private final Channel publisher;

    private Channel consumer;

    /**
     * Connects and declares the queue (durable: it and its persistent messages outlive a broker
     * restart). {@code heartbeatSeconds}: how soon the broker notices a consumer that stopped
     * answering and gives its unacknowledged messages to others.
     */
    public RabbitWorkQueue(String url, String connectionName, String queue, int heartbeatSeconds) throws Exception {
        this.queue = queue;
        connection = BrokerConnections.open(url, connectionName, heartbeatSeconds);
        publisher = connection.createChannel();
        publisher.queueDeclare(queue, true, false, false, null);
        publisher.confirmSelect();
    }

    /**
     * Puts a message in the queue and returns once the broker has confirmed it (written, for a
     * durable queue). Throws when the broker is away or does not confirm within 5 s.
     */
    public void publish(byte[] body) throws IOException {
        synchronized (publisher) {
            try {
                publisher.basicPublish(
                        "",
                        queue,
                        new AMQP.BasicProperties.Builder()
                                .deliveryMode(2)
                                .contentType("application/json")
                                .build(),
                        body);
                publisher.waitForConfirmsOrDie(TimeUnit.SECONDS.toMillis(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while the broker confirmed", e);
            } catch (TimeoutException | com.rabbitmq.client.AlreadyClosedException e) {
                throw new IOException("the broker did not take the message: " + e.getMessage(), e);
            }
        }
    }

    /**
     * Starts consuming: at most {@code prefetch} messages are delivered and not yet acknowledged at
     * once (a worker's free slots). Resumes by itself after the connection recovers.
     */
    public synchronized void consume(int prefetch, Handler handler) throws IOException {
        if (consumer != null) {
            throw new IllegalStateException("already consuming " + queue);
        }
        consumer = connection.createChannel();
        consumer.basicQos(prefetch);
        Channel channel = consumer;
        consumer.basicConsume(queue, false, new DefaultConsumer(channel) {
            @Override
            public void handleDelivery(String tag, Envelope envelope, AMQP.BasicProperties props, byte[] body) {
                long deliveryTag = envelope.getDeliveryTag();
                handler.deliver(body, new Ack() {
                    @Override
                    public void ack() {
                        settle(channel, deliveryTag, true);
                    }

                    @Override
                    public void requeue() {
                        settle(channel, deliveryTag, false);
                    }
                });
            }
        });
    }

    /**
     * Acknowledges or requeues a delivery. After a broker restart the delivery is stale: the broker
     * already put the message back when the old connection went, and the client drops the answer.
     */
    private static void settle(Channel channel, long deliveryTag, boolean ack) {
        try {
            synchronized (channel) {
                if (ack) {
                    channel.basicAck(deliveryTag, false);
                } else {
                    channel.basicNack(deliveryTag, false, true);
                }
            }
        } catch (IOException | com.rabbitmq.client.AlreadyClosedException e) {
            LOG.debugf("a delivery's answer was dropped (%s): the broker has delivered it again", e.toString());
        }
    }

    /** Messages waiting in the queue now (none delivered and unacknowledged), for metrics and tests. */
    public long waiting() throws IOException {
        synchronized (publisher) {
            return publisher.messageCount(queue);
        }
    }

    public boolean connected() {
        return connection.isOpen();
    }

    @Override
    public void close() {
        try {
            connection.close(5_000);
        } catch (IOException | com.rabbitmq.client.AlreadyClosedException e) {
            LOG.debugf("closing the work queue's connection: %s", e.toString());
        }
    }
}
