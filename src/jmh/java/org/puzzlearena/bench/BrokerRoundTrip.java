package org.puzzlearena.bench;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.BuiltinExchangeType;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What a live event costs between two server instances through RabbitMQ, set up exactly as the
 * server's RabbitEvents does (a durable topic exchange, one exclusive queue per instance bound to
 * the watched key, no acknowledgements): one connection publishes ("instance A"), another consumes
 * ("instance B"). Two phases: events one at a time, each after the previous arrived (the round trip
 * of a lone event, as a single submission's change travels), then a burst as fast as the publisher
 * can send (the rate an instance can fan in).
 *
 * <pre>bench/broker-roundtrip [URL] [EVENTS]</pre>
 */
public final class BrokerRoundTrip {

    private static final String EXCHANGE = "arena.live";

    public static void main(String[] args) throws Exception {
        String url = args.length > 0 ? args[0] : "amqp://guest:guest@127.0.0.1:5672";
        int events = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        ConnectionFactory f = new ConnectionFactory();
        f.setUri(url);
        try (Connection a = f.newConnection("bench A");
                Connection b = f.newConnection("bench B")) {
            Channel pub = a.createChannel();
            pub.exchangeDeclare(EXCHANGE, BuiltinExchangeType.TOPIC, true);
            Channel sub = b.createChannel();
            String queue = "arena.live.bench." + UUID.randomUUID();
            String key = "board.bench." + UUID.randomUUID();
            sub.queueDeclare(queue, false, true, true, null);
            sub.queueBind(queue, EXCHANGE, key);

            long[] latency = new long[events];
            AtomicInteger received = new AtomicInteger();
            java.util.concurrent.atomic.AtomicReference<CountDownLatch> next =
                    new java.util.concurrent.atomic.AtomicReference<>(new CountDownLatch(1));
            sub.basicConsume(queue, true, new DefaultConsumer(sub) {
                @Override
                public void handleDelivery(String tag, Envelope e, AMQP.BasicProperties p, byte[] body) {
                    long sent = ByteBuffer.wrap(body).getLong();
                    int i = ByteBuffer.wrap(body).getInt(8);
                    latency[i] = System.nanoTime() - sent;
                    received.incrementAndGet();
                    next.get().countDown();
                }
            });
            // A body the size of a leaderboard change (about 120 bytes of JSON).
            byte[] body = new byte[120];
            // 1. One at a time: the lone event's trip from A's publish to B's handler.
            int lone = Math.min(events, 2_000);
            for (int i = 0; i < lone; i++) {
                next.set(new CountDownLatch(1));
                ByteBuffer.wrap(body).putLong(System.nanoTime()).putInt(i);
                pub.basicPublish(EXCHANGE, key, null, body);
                if (!next.get().await(10, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("event " + i + " never arrived");
                }
            }
            long[] loneLatency = Arrays.copyOf(latency, lone);
            print("one at a time", loneLatency, lone, 0);
            // 2. A burst: as fast as A can publish.
            next.set(new CountDownLatch(events));
            int before = received.get();
            long start = System.nanoTime();
            for (int i = 0; i < events; i++) {
                ByteBuffer.wrap(body).putLong(System.nanoTime()).putInt(i);
                pub.basicPublish(EXCHANGE, key, null, body);
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (received.get() - before < events && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            long took = System.nanoTime() - start;
            print("burst", latency, received.get() - before, took);
        }
    }

    private static void print(String phase, long[] nanos, int count, long tookNanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        System.out.printf(
                Locale.ROOT,
                "%s: %d events, latency p50 %.3f ms, p99 %.3f ms, max %.3f ms%s%n",
                phase,
                count,
                sorted[sorted.length / 2] / 1e6,
                sorted[(int) (sorted.length * 0.99)] / 1e6,
                sorted[sorted.length - 1] / 1e6,
                tookNanos == 0 ? "" : String.format(Locale.ROOT, ", %.0f events/s", count / (tookNanos / 1e9)));
    }
}
