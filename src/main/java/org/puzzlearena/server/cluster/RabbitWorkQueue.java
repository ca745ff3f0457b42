package org.puzzlearena.server.cluster;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * A durable RabbitMQ work queue: each message goes to one consumer, stays in the broker until that
 * consumer acknowledges it, and is delivered again to another consumer when the first one's
 * connection goes (its process died, or it stopped answering heartbeats).
 *
 * <p>Two ways in. {@link #publish}: persistent and confirmed, for work that must not be lost (a bot
 * run): a publish the broker does not confirm throws, and the caller says so to its client. And
 * {@link Replies#send}: requests whose answers come back on the sender's own reply queue, the
 * consumer acknowledging only after answering, so a request whose consumer dies is answered by
 * another (a beam search's lower-level searches: the paper's master and remote processes).
 */
public final class RabbitWorkQueue implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(RabbitWorkQueue.class);

    /** A message's fate, decided by its consumer; a call on a connection that went is a no-op. */
    public interface Delivery {
        /** Done: the broker forgets the message. */
        void ack();

        /** Not done here: the broker delivers it again (to any consumer). */
        void requeue();

        /** Done, with an answer for the sender's reply queue (a task's result): sent, then acknowledged. */
        void reply(byte[] answer);
    }

    /** Handles one delivery; called on the client's thread, so it must hand long work elsewhere. */
    public interface Handler {
        void deliver(byte[] body, Delivery delivery);
    }

    /**
     * A sender's own reply queue (a beam search's master): exclusive, so it goes with its connection
     * or on close; the answers to the messages sent through it arrive at its handler.
     */
    public final class Replies implements AutoCloseable {
        private final String name;
        private final Channel channel;

        private Replies(Consumer<byte[]> handler) throws IOException {
            name = queue + ".replies." + UUID.randomUUID();
            channel = connection.createChannel();
            channel.queueDeclare(name, false, true, true, null);
            channel.basicConsume(name, true, new DefaultConsumer(channel) {
                @Override
                public void handleDelivery(String tag, Envelope envelope, AMQP.BasicProperties props, byte[] body) {
                    handler.accept(body);
                }
            });
        }

        /**
         * Puts a message in the queue whose answer comes back here, without waiting for a confirm:
         * for many short tasks, where one lost to a broker restart only delays its sender.
         */
        public void send(byte[] body) throws IOException {
            synchronized (publisher) {
                publisher.basicPublish(
                        "",
                        queue,
                        new AMQP.BasicProperties.Builder()
                                .replyTo(name)
                                .contentType("application/json")
                                .build(),
                        body);
            }
        }

        @Override
        public void close() {
            try {
                channel.queueDelete(name);
                channel.close();
            } catch (IOException | TimeoutException | RuntimeException e) {
                LOG.debugf("closing the reply queue %s: %s", name, e.toString());
            }
        }
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
     * The queue {@code queue} on the configured broker, its connection named for {@code purpose} and
     * this process (the broker's management shows who is connected); a broker that cannot be
     * reached stops the start-up with the reason.
     */
    public static RabbitWorkQueue open(ClusterSettings cluster, String purpose, String queue) {
        String name = "puzzle-arena " + purpose + " "
                + ManagementFactory.getRuntimeMXBean().getName();
        try {
            return new RabbitWorkQueue(cluster.url().orElseThrow(), name, queue, cluster.heartbeatSeconds());
        } catch (Exception e) {
            throw new IllegalStateException(
                    "ARENA_BROKER_URL is set but the queue " + queue + " cannot be opened (" + e.getMessage() + ")", e);
        }
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
                String replyTo = props.getReplyTo();
                handler.deliver(body, new Delivery() {
                    @Override
                    public void ack() {
                        settle(channel, deliveryTag, true);
                    }

                    @Override
                    public void requeue() {
                        settle(channel, deliveryTag, false);
                    }

                    @Override
                    public void reply(byte[] answer) {
                        if (replyTo != null) {
                            try {
                                synchronized (publisher) {
                                    publisher.basicPublish("", replyTo, null, answer);
                                }
                            } catch (IOException | com.rabbitmq.client.AlreadyClosedException e) {
                                LOG.debugf("an answer was dropped (%s): the broker delivers the message again", e);
                                return;
                            }
                        }
                        settle(channel, deliveryTag, true);
                    }
                });
            }
        });
    }

    /** A reply queue of this sender, delivering each answer to {@code handler}. */
    public Replies replies(Consumer<byte[]> handler) throws IOException {
        return new Replies(handler);
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

    /** Processes consuming the queue now, for a master's description; 0 when the broker cannot say. */
    public int consumers() {
        try {
            synchronized (publisher) {
                return (int) publisher.consumerCount(queue);
            }
        } catch (IOException | RuntimeException e) {
            return 0;
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
