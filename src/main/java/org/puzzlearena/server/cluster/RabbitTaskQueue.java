package org.puzzlearena.server.cluster;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;
import java.io.IOException;
import java.util.UUID;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * Requests and replies over RabbitMQ for search tasks (the beam paper's master and remote
 * processes): a requester sends tasks to one shared durable queue, naming its own reply queue;
 * each task goes to one consumer, which acknowledges it only after sending the reply, so a task
 * whose consumer dies is delivered to another. Tasks are many and short (a level-1 task is one
 * playout), so they are sent without publisher confirms: a requester that loses one (the broker
 * restarted) stops waiting for it when its search's budget ends.
 */
public final class RabbitTaskQueue implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(RabbitTaskQueue.class);

    /** Sends a task's reply to its requester, then acknowledges the task. */
    public interface Replier {
        void reply(byte[] body);

        /** The task could not be done here: it goes back to the queue. */
        void giveBack();
    }

    /** Handles one task; called on the client's thread, so it must hand the work elsewhere. */
    public interface TaskHandler {
        void handle(byte[] body, Replier replier);
    }

    /** A requester's own reply queue: exclusive, gone with its connection or on close. */
    public final class Replies implements AutoCloseable {
        final String name;
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

        /** Sends a task whose reply comes back to this queue. */
        public void send(byte[] task) throws IOException {
            synchronized (publisher) {
                publisher.basicPublish(
                        "",
                        queue,
                        new AMQP.BasicProperties.Builder()
                                .replyTo(name)
                                .contentType("application/json")
                                .build(),
                        task);
            }
        }

        @Override
        public void close() {
            try {
                channel.queueDelete(name);
                channel.close();
            } catch (IOException | java.util.concurrent.TimeoutException | RuntimeException e) {
                LOG.debugf("closing the reply queue %s: %s", name, e.toString());
            }
        }
    }

    private final String queue;
    private final Connection connection;
    private final Channel publisher;
    private Channel consumer;

    public RabbitTaskQueue(String url, String connectionName, String queue, int heartbeatSeconds) throws Exception {
        this.queue = queue;
        connection = BrokerConnections.open(url, connectionName, heartbeatSeconds);
        publisher = connection.createChannel();
        publisher.queueDeclare(queue, true, false, false, null);
    }

    /** A reply queue for one requester (a search), delivering each reply to {@code handler}. */
    public Replies replies(Consumer<byte[]> handler) throws IOException {
        return new Replies(handler);
    }

    /** Takes tasks, at most {@code prefetch} unacknowledged at once (this process's task threads). */
    public synchronized void consume(int prefetch, TaskHandler handler) throws IOException {
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
                handler.handle(body, new Replier() {
                    @Override
                    public void reply(byte[] answer) {
                        try {
                            if (replyTo != null) {
                                synchronized (publisher) {
                                    publisher.basicPublish("", replyTo, null, answer);
                                }
                            }
                            synchronized (channel) {
                                channel.basicAck(deliveryTag, false);
                            }
                        } catch (IOException | com.rabbitmq.client.AlreadyClosedException e) {
                            LOG.debugf("a task's reply was dropped (%s): the broker delivers the task again", e);
                        }
                    }

                    @Override
                    public void giveBack() {
                        try {
                            synchronized (channel) {
                                channel.basicNack(deliveryTag, false, true);
                            }
                        } catch (IOException | com.rabbitmq.client.AlreadyClosedException e) {
                            LOG.debugf("a task could not be given back (%s): the broker does it", e);
                        }
                    }
                });
            }
        });
    }

    /** Processes taking tasks now (their consumers), for a master's description. */
    public int consumers() {
        try {
            synchronized (publisher) {
                return (int) publisher.consumerCount(queue);
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    @Override
    public void close() {
        try {
            connection.close(5_000);
        } catch (IOException | com.rabbitmq.client.AlreadyClosedException e) {
            LOG.debugf("closing the task queue's connection: %s", e.toString());
        }
    }
}
