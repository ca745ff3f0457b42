package org.puzzlearena.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.LiveClient;

/**
 * One anonymous client opening many connections that trickle their headers (a slowloris) cannot
 * starve the others: it keeps at most its per-address share of connections, those are closed with
 * 408 once the header deadline passes, and a request from another address is answered at once the
 * whole time. Loopback only, bounded: 60 connections, a few seconds.
 */
@QuarkusTest
@TestProfile(SlowClientTest.TightLimits.class)
class SlowClientTest {

    static final int PER_ADDRESS = 20;
    static final long HEADER_TIMEOUT_MS = 2000;
    /** The slow client's own loopback address (the test's other HTTP clients use 127.0.0.1). */
    static final String SLOW_CLIENT = "127.0.0.3";

    /** The production mechanisms with small numbers, so that the test is quick. */
    public static class TightLimits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "arena.http.max-connections-per-address",
                    String.valueOf(PER_ADDRESS),
                    "arena.http.header-timeout",
                    HEADER_TIMEOUT_MS + "ms");
        }
    }

    private final List<RawConnection> slow = new ArrayList<>();

    @AfterEach
    void closeAll() throws IOException {
        slow.forEach(RawConnection::close);
    }

    @Test
    void slowConnectionsOfOneClientAreBoundedAndTimedOutWhileOthersAreServed() throws Exception {
        long opened = System.nanoTime();
        for (int i = 0; i < 3 * PER_ADDRESS; i++) {
            RawConnection s = RawConnection.open(SLOW_CLIENT, RestAssured.port);
            s.send("GET /api/games HTTP/1.1\r\nHost: localhost\r\n");
            slow.add(s);
        }
        Thread.sleep(300);
        assertEquals(
                PER_ADDRESS,
                slow.stream().filter(RawConnection::open).count(),
                "the server keeps exactly its per-address share of one client's connections");

        long asked = System.nanoTime();
        assertEquals(200, statusFrom("127.0.0.2"), "another client is served");
        long millis = (System.nanoTime() - asked) / 1_000_000;
        assertTrue(millis < 1000, "another client is served promptly, took " + millis + " ms");

        // The slow client keeps trickling header lines: every byte would reset an idle timeout.
        while ((System.nanoTime() - opened) / 1_000_000 < HEADER_TIMEOUT_MS + 3000
                && slow.stream().anyMatch(RawConnection::open)) {
            slow.stream().filter(RawConnection::open).forEach(s -> s.send("X-Slow: 1\r\n"));
            Thread.sleep(250);
        }
        long elapsed = (System.nanoTime() - opened) / 1_000_000;
        assertEquals(
                0,
                slow.stream().filter(RawConnection::open).count(),
                "slow connections are closed after the header timeout");
        assertTrue(elapsed >= HEADER_TIMEOUT_MS - 100, "not before the header timeout: " + elapsed + " ms");
        assertTrue(
                slow.stream()
                                .filter(s -> s.received().startsWith("HTTP/1.1 408"))
                                .count()
                        >= PER_ADDRESS,
                "the timed-out ones were told 408 Request Timeout");

        assertEquals(200, statusFrom(SLOW_CLIENT), "once its slow connections are gone, the client is served again");
    }

    @Test
    void aKeptAliveConnectionWaitsIdleButItsNextHeadHasTheSameDeadline() throws Exception {
        RawConnection c = RawConnection.open("127.0.0.6", RestAssured.port);
        try {
            c.send("GET /api/games HTTP/1.1\r\nHost: localhost\r\n\r\n");
            Thread.sleep(HEADER_TIMEOUT_MS + 1000);
            assertTrue(c.open(), "an answered keep-alive connection waits for its next request past the head deadline");
            assertTrue(c.received().startsWith("HTTP/1.1 200"), c.received());

            int answered = c.received().length();
            long started = System.nanoTime();
            c.send("GET /api/games HTTP/1.1\r\n");
            while (c.open() && (System.nanoTime() - started) / 1_000_000 < HEADER_TIMEOUT_MS + 3000) {
                c.send("X-Slow: 1\r\n");
                Thread.sleep(250);
            }
            assertTrue(!c.open(), "a trickled second head is cut like a first one");
            assertTrue(c.received().substring(answered).startsWith("HTTP/1.1 408"), c.received());
        } finally {
            c.close();
        }
    }

    @Test
    void aWebsocketOutlivesTheHeadDeadline() throws Exception {
        try (LiveClient live = LiveClient.connect("/ws/leaderboards/samegame/standard/1")) {
            live.next(Duration.ofSeconds(10));
            live.ping();
            Thread.sleep(HEADER_TIMEOUT_MS + 500);
            live.ping();
            assertThrows(
                    TimeoutException.class,
                    () -> live.closeCode(Duration.ofMillis(HEADER_TIMEOUT_MS)),
                    "the socket stays open: an upgraded connection has no more heads");
        }
    }

    @Test
    void aRequestSentAtOnceIsNotAffected() throws Exception {
        for (int i = 0; i < 3; i++) {
            assertEquals(200, statusFrom("127.0.0.1"));
        }
        assertEquals(200, RestAssured.given().get("/api/games").statusCode());
    }

    /** The status of a whole GET /api/games sent at once from a local address. */
    private static int statusFrom(String localAddress) throws IOException {
        try (Socket s = new Socket()) {
            s.bind(new InetSocketAddress(localAddress, 0));
            s.connect(new InetSocketAddress("127.0.0.1", RestAssured.port), 2000);
            s.setSoTimeout(5000);
            s.getOutputStream()
                    .write("GET /api/games HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
                            .getBytes(StandardCharsets.US_ASCII));
            String head = new String(s.getInputStream().readNBytes(12), StandardCharsets.US_ASCII);
            return Integer.parseInt(head.substring(9, 12));
        }
    }
}
