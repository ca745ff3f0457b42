package org.puzzlearena.server.cluster;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.AlreadyClosedException;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;
import org.jboss.logging.Logger;

/**
 * Requests from one server instance to another named one, answered at once (a remote bot's move
 * that reached the instance not holding its game: docs/ARENA.md, "Several instances"). Each
 * instance listens on a queue of its own, {@code arena.instance.<route>}, exclusive and gone with
 * it; a request is published there with {@code mandatory} set, so a request to an instance that is
 * not (or no longer) listening comes back at once as unroutable instead of waiting out its time,
 * and with an expiration of its time, so a request nobody took in time is dropped rather than
 * acted on after its sender gave up. Answers come back on the sender's own reply queue, matched by
 * correlation id. At most once: a request lost with a broker restart is simply not answered.
 */
public final class InstanceRequests implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(InstanceRequests.class);

    private static final String PREFIX = "arena.instance.";

    private final Connection connection;
    /** Requests and answers are published here, one at a time (a channel is not for concurrent use). */
    private final Channel publisher;

    private final String replies;
    private final Map<String, CompletableFuture<Optional<byte[]>>> pending = new ConcurrentHashMap<>();

    /**
     * Connects as the instance {@code route} and answers the requests to it with {@code handler}
     * (called on the broker client's thread, so it must be quick; null: no answer).
     */
    public InstanceRequests(
            String url, String connectionName, int heartbeatSeconds, String route, UnaryOperator<byte[]> handler)
            throws Exception {
        connection = BrokerConnections.open(url, connectionName, heartbeatSeconds);
        publisher = connection.createChannel();
        publisher.addReturnListener(r -> answered(r.getProperties().getCorrelationId(), Optional.empty()));
        Channel inbox = connection.createChannel();
        inbox.queueDeclare(PREFIX + route, false, true, true, null);
        inbox.basicConsume(PREFIX + route, true, new DefaultConsumer(inbox) {
            @Override
            public void handleDelivery(String tag, Envelope envelope, AMQP.BasicProperties props, byte[] body) {
                answer(props, body, handler);
            }
        });
        replies = PREFIX + route + ".replies";
        Channel answers = connection.createChannel();
        answers.queueDeclare(replies, false, true, true, null);
        answers.basicConsume(replies, true, new DefaultConsumer(answers) {
            @Override
            public void handleDelivery(String tag, Envelope envelope, AMQP.BasicProperties props, byte[] body) {
                answered(props.getCorrelationId(), Optional.of(body));
            }
        });
    }

    /** As the constructor, on the configured broker; a broker that cannot be reached stops the start-up. */
    public static InstanceRequests open(ClusterSettings cluster, String route, UnaryOperator<byte[]> handler) {
        String name = "puzzle-arena instance requests "
                + ManagementFactory.getRuntimeMXBean().getName();
        try {
            return new InstanceRequests(cluster.url().orElseThrow(), name, cluster.heartbeatSeconds(), route, handler);
        } catch (Exception e) {
            throw new IllegalStateException(
                    "ARENA_BROKER_URL is set but the instance's request queue cannot be opened (" + e.getMessage()
                            + ")",
                    e);
        }
    }

    /**
     * Asks instance {@code route}: its answer, or empty when no instance of that route is listening,
     * the broker is away, or no answer came within {@code timeout}.
     */
    public Optional<byte[]> ask(String route, byte[] body, Duration timeout) {
        String id = UUID.randomUUID().toString();
        CompletableFuture<Optional<byte[]>> answer = new CompletableFuture<>();
        pending.put(id, answer);
        try {
            AMQP.BasicProperties props = new AMQP.BasicProperties.Builder()
                    .correlationId(id)
                    .replyTo(replies)
                    .expiration(Long.toString(timeout.toMillis()))
                    .contentType("application/json")
                    .build();
            synchronized (publisher) {
                publisher.basicPublish("", PREFIX + route, true, props, body);
            }
            return answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (IOException | AlreadyClosedException | TimeoutException | ExecutionException e) {
            LOG.debugf("request to instance %s unanswered: %s", route, e);
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            pending.remove(id);
        }
    }

    private void answer(AMQP.BasicProperties props, byte[] body, UnaryOperator<byte[]> handler) {
        byte[] answer;
        try {
            answer = handler.apply(body);
        } catch (RuntimeException e) {
            LOG.errorf(e, "a request from another instance failed here");
            return;
        }
        if (answer == null || props.getReplyTo() == null) {
            return;
        }
        try {
            synchronized (publisher) {
                publisher.basicPublish(
                        "",
                        props.getReplyTo(),
                        new AMQP.BasicProperties.Builder()
                                .correlationId(props.getCorrelationId())
                                .build(),
                        answer);
            }
        } catch (IOException | AlreadyClosedException e) {
            LOG.debugf("an answer to another instance was dropped: %s", e);
        }
    }

    private void answered(String correlationId, Optional<byte[]> answer) {
        CompletableFuture<Optional<byte[]>> f = correlationId == null ? null : pending.remove(correlationId);
        if (f != null) {
            f.complete(answer);
        }
    }

    @Override
    public void close() {
        try {
            connection.close(5_000);
        } catch (IOException | RuntimeException e) {
            LOG.debugf("closing the instance-requests connection: %s", e);
        }
    }
}
