package org.puzzlearena.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.SharedCluster;

/**
 * Two server instances' live events through the machine's real RabbitMQ (.ci/run starts it;
 * ARENA_TEST_BROKER_URL overrides where it is). Each RabbitEvents is one instance's connection.
 */
class RabbitEventsTest {

    record Changed(String board, long submission) {}

    static String brokerUrl() {
        String url = System.getenv("ARENA_TEST_BROKER_URL");
        return url == null || url.isBlank() ? "amqp://guest:guest@127.0.0.1:5672" : url;
    }

    private final ObjectMapper json = new ObjectMapper();
    private RabbitEvents a;
    private RabbitEvents b;

    @BeforeEach
    void twoInstances() throws Exception {
        a = new RabbitEvents(brokerUrl(), "test instance A", json, 10);
        b = new RabbitEvents(brokerUrl(), "test instance B", json, 10);
    }

    @AfterEach
    void closeThem() {
        a.close();
        b.close();
    }

    @Test
    void everyEventPublishedOnOneInstanceReachesAWatcherOnAnotherInOrder() throws Exception {
        BlockingQueue<Changed> heard = new LinkedBlockingQueue<>();
        try (var watch = b.watch("board.test.1", Changed.class, heard::add)) {
            for (int i = 0; i < 500; i++) {
                a.publish("board.test.1", new Changed("1", i));
            }
            List<Long> got = new ArrayList<>();
            for (int i = 0; i < 500; i++) {
                Changed c = heard.poll(10, TimeUnit.SECONDS);
                assertTrue(c != null, "only " + got.size() + " of 500 events arrived");
                got.add(c.submission());
            }
            assertEquals(IntStream.range(0, 500).mapToObj(i -> (long) i).toList(), got);
        }
    }

    @Test
    void anInstanceHearsOnlyTheKeysItWatchesAndNothingOnceItStops() throws Exception {
        BlockingQueue<Changed> onB = new LinkedBlockingQueue<>();
        BlockingQueue<Changed> onA = new LinkedBlockingQueue<>();
        var watchB = b.watch("board.test.watched", Changed.class, onB::add);
        try (var watchA = a.watch("board.test.watched", Changed.class, onA::add)) {
            a.publish("board.test.other", new Changed("other", 1));
            a.publish("board.test.watched", new Changed("watched", 2));
            assertEquals(2, onB.poll(10, TimeUnit.SECONDS).submission(), "B hears the board it watches, not the other");
            assertEquals(2, onA.poll(10, TimeUnit.SECONDS).submission(), "the publishing instance hears itself too");

            watchB.close();
            watchB.close(); // harmless twice
            a.publish("board.test.watched", new Changed("watched", 3));
            assertEquals(3, onA.poll(10, TimeUnit.SECONDS).submission());
            // A heard 3 through the broker, so B's queue (unbound before it was sent) would have it by now.
            assertEquals(null, onB.poll(300, TimeUnit.MILLISECONDS), "B stopped watching");
        }
    }

    @Test
    void twoWatchersOfOneKeyOnAnInstanceBothHearAndTheKeyStaysBoundUntilTheLastLeaves() throws Exception {
        BlockingQueue<Changed> first = new LinkedBlockingQueue<>();
        BlockingQueue<Changed> second = new LinkedBlockingQueue<>();
        var one = b.watch("contest.42", Changed.class, first::add);
        try (var two = b.watch("contest.42", Changed.class, second::add)) {
            a.publish("contest.42", new Changed("c", 1));
            assertEquals(1, first.poll(10, TimeUnit.SECONDS).submission());
            assertEquals(1, second.poll(10, TimeUnit.SECONDS).submission());
            one.close();
            a.publish("contest.42", new Changed("c", 2));
            assertEquals(2, second.poll(10, TimeUnit.SECONDS).submission(), "still bound for the second watcher");
            assertEquals(null, first.poll(200, TimeUnit.MILLISECONDS));
        }
    }

    @Test
    void afterABrokerRestartBothInstancesReconnectByThemselvesAndAnOldWatchHearsAgain() throws Exception {
        BlockingQueue<Changed> heard = new LinkedBlockingQueue<>();
        var watch = b.watch("board.test.restart", Changed.class, heard::add);
        a.publish("board.test.restart", new Changed("r", 1));
        assertEquals(1, heard.poll(10, TimeUnit.SECONDS).submission());

        BlockingQueue<Changed> lateOnB = new LinkedBlockingQueue<>();
        ClusterEvents.Watch late;
        SharedCluster.rabbitmqctl("stop_app");
        try {
            // While the broker is away, the publishing instance's own watchers still hear it.
            BlockingQueue<Changed> local = new LinkedBlockingQueue<>();
            try (var own = a.watch("board.test.local", Changed.class, local::add)) {
                a.publish("board.test.local", new Changed("l", 2));
                assertEquals(2, local.poll(10, TimeUnit.SECONDS).submission());
            }
            // A board first watched on B while the broker is away is bound once it is back.
            late = b.watch("board.test.late", Changed.class, lateOnB::add);
        } finally {
            SharedCluster.rabbitmqctl("start_app");
        }
        // Recovery re-creates B's queue and binding: events published once both are back arrive.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        Changed again = null;
        for (long n = 3; again == null && System.nanoTime() < deadline; n++) {
            a.publish("board.test.restart", new Changed("r", n));
            again = heard.poll(500, TimeUnit.MILLISECONDS);
        }
        assertTrue(again != null, "no event reached B within 60 s of the broker's restart");
        assertTrue(a.connected() && b.connected());
        Changed lateEvent = null;
        for (long n = 100; lateEvent == null && System.nanoTime() < deadline; n++) {
            a.publish("board.test.late", new Changed("late", n));
            lateEvent = lateOnB.poll(500, TimeUnit.MILLISECONDS);
        }
        assertTrue(lateEvent != null, "a watch made while the broker was away never heard another instance");
        late.close();
        watch.close();
    }

    @Test
    void aBrokerThatDoesNotAnswerIsRefusedAtStartWithTheReason() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(
                Exception.class, () -> new RabbitEvents("amqp://guest:guest@127.0.0.1:1", "nowhere", json, 10));
        assertTrue(e.toString().contains("Connection refused"), e.toString());
    }

    @Test
    void theLogNeverShowsTheBrokersPassword() {
        assertEquals(
                "amqp://arena:***@broker.example:5672/vhost",
                ClusterEventsProducer.redacted("amqp://arena:s3cret@broker.example:5672/vhost"));
        assertEquals("amqp://broker.example", ClusterEventsProducer.redacted("amqp://broker.example"));
    }
}
