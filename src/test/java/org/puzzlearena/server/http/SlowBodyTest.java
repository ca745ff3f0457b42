package org.puzzlearena.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.LogCapture;

/**
 * The slow-body attack: one address opens 205 connections (more than the 200 worker threads) whose
 * request heads arrive at once and whose bodies trickle in a byte at a time. A body still arriving
 * must not hold a worker thread, so the API and readiness keep answering other clients at once; and
 * the whole request must arrive within the body deadline, so the trickling connections are answered
 * 408 and closed when it passes. The per-address limit is set above 205 here, so that it is the
 * body handling that is tested, not the limit.
 */
@QuarkusTest
@TestProfile(SlowBodyTest.Limits.class)
class SlowBodyTest {

    static final int ATTACKERS = 205;
    static final long BODY_TIMEOUT_MS = 5000;

    public static class Limits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "arena.http.max-connections-per-address", "300", "arena.http.body-timeout", BODY_TIMEOUT_MS + "ms");
        }
    }

    private final List<RawConnection> attack = new ArrayList<>();

    @AfterEach
    void closeAll() {
        attack.forEach(RawConnection::close);
    }

    @Test
    void tricklingBodiesHoldNoWorkerAndAreCutAtTheDeadline() throws Exception {
        long opened = System.nanoTime();
        for (int i = 0; i < ATTACKERS; i++) {
            // A body above Quarkus REST's default 10 KiB input buffer, which would switch to blocking reads.
            RawConnection c = RawConnection.open("127.0.0.4", RestAssured.port);
            c.send("POST /api/verify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 20000\r\n\r\n{\"game\":\"samegame\",");
            attack.add(c);
        }
        Probes probes = new Probes(RestAssured.port);
        // A byte a second on each connection: an idle timeout would never fire.
        while (millisSince(opened) < BODY_TIMEOUT_MS - 1500) {
            attack.forEach(c -> c.send(" "));
            probes.probe("127.0.0.2", "/api/games");
            probes.probe("127.0.0.2", "/q/health/ready");
            Thread.sleep(400);
        }
        probes.assertAllAnswered();
        assertEquals(
                ATTACKERS,
                attack.stream().filter(RawConnection::open).count(),
                "the attack held its connections after " + millisSince(opened) + " ms: "
                        + attack.getFirst().received() + probes);

        while (millisSince(opened) < BODY_TIMEOUT_MS + 4000 && attack.stream().anyMatch(RawConnection::open)) {
            attack.forEach(c -> c.send(" "));
            Thread.sleep(250);
        }
        assertEquals(0, attack.stream().filter(RawConnection::open).count(), "every trickling request was cut");
        assertTrue(
                attack.stream().allMatch(c -> c.received().startsWith("HTTP/1.1 408")),
                "each was told 408 Request Timeout: " + attack.getFirst().received());
        assertTrue(millisSince(opened) >= BODY_TIMEOUT_MS - 100, "not before the body deadline");
        assertEquals(200, Probes.status("127.0.0.4", RestAssured.port, "/api/games"), "the address is served again");
    }

    @Test
    void aClientThatHangsUpMidBodyIsNoServerError() throws Exception {
        LogCapture capture = LogCapture.start();
        try {
            for (int i = 0; i < 20; i++) {
                RawConnection c = RawConnection.open("127.0.0.7", RestAssured.port);
                c.send("POST /api/verify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 20000\r\n\r\n{\"game\":");
                attack.add(c);
            }
            Thread.sleep(300);
            attack.forEach(RawConnection::close);
            // Past the body deadline: a request whose client has gone is not answered 408 either.
            Thread.sleep(BODY_TIMEOUT_MS + 1000);
            assertEquals(200, Probes.status("127.0.0.7", RestAssured.port, "/api/games"));
        } finally {
            capture.close();
        }
        assertEquals(List.of(), capture.errors(), "a client going away is no server error");
    }

    @Test
    void aBodySentAtOnceIsNotAffected() throws Exception {
        RawConnection c = RawConnection.open("127.0.0.5", RestAssured.port);
        String body = "{\"game\":\"samegame\",\"instance\":\"standard/1\",\"moves\":[\"A1\"]}";
        c.send("POST /api/verify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: "
                + body.length() + "\r\nConnection: close\r\n\r\n" + body);
        String answer = c.readAll(5000);
        c.close();
        assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
        assertTrue(answer.contains("\"valid\""), answer);
    }

    static long millisSince(long nanos) {
        return (System.nanoTime() - nanos) / 1_000_000;
    }
}
