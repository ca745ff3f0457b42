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

/**
 * Many addresses against the overall connection cap: 80 client addresses each open their share of
 * connections with trickling bodies, four times more than the server takes in all. The server never
 * holds more than its cap, the excess is answered at once (503 with Retry-After) or the biggest
 * holders lose their oldest connections, and an ordinary client from yet another address is served
 * at once throughout, the API and readiness alike.
 */
@QuarkusTest
@TestProfile(ConnectionCapTest.Limits.class)
class ConnectionCapTest {

    static final int ADDRESSES = 80;
    static final int PER_ADDRESS = 20;
    static final int CAP = 400;

    public static class Limits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "arena.http.max-connections-per-address", String.valueOf(PER_ADDRESS),
                    "arena.http.max-connections", String.valueOf(CAP),
                    "arena.http.body-timeout", "60s");
        }
    }

    private final List<RawConnection> attack = new ArrayList<>();

    @AfterEach
    void closeAll() {
        attack.forEach(RawConnection::close);
    }

    @Test
    void aCrowdOfAddressesCannotLockOutTheNextClient() throws Exception {
        Probes probes = new Probes(RestAssured.port);
        for (int a = 0; a < ADDRESSES; a++) {
            String address = "127.0.2." + (a + 1);
            for (int i = 0; i < PER_ADDRESS; i++) {
                RawConnection c = RawConnection.open(address, RestAssured.port);
                c.send("POST /api/verify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 20000\r\n\r\n{\"game\":\"samegame\",");
                attack.add(c);
            }
            if (a % 10 == 9) {
                probes.probe("127.0.3.1", "/api/games");
                probes.probe("127.0.3.1", "/q/health/ready");
            }
        }
        for (int round = 0; round < 5; round++) {
            attack.forEach(c -> c.send(" "));
            probes.probe("127.0.3.2", "/api/games");
            probes.probe("127.0.3.2", "/q/health/ready");
            Thread.sleep(300);
        }
        long open = attack.stream().filter(RawConnection::open).count();
        assertTrue(open <= CAP, "the server holds at most its cap: " + open);
        assertTrue(open >= CAP - 2 * ADDRESSES, "and the attack filled it: " + open);
        probes.assertAllAnswered();

        List<String> refused = attack.stream()
                .filter(c -> !c.open())
                .map(RawConnection::received)
                .filter(r -> !r.isEmpty())
                .toList();
        assertTrue(!refused.isEmpty(), "some connections were answered rather than dropped");
        assertTrue(
                refused.stream().allMatch(r -> r.startsWith("HTTP/1.1 503") && r.contains("Retry-After: 5")),
                "the excess is told 503 and when to come back: " + refused.getFirst());
        long perAddressMax = 0;
        for (int a = 0; a < ADDRESSES; a++) {
            long held = attack.subList(a * PER_ADDRESS, (a + 1) * PER_ADDRESS).stream()
                    .filter(RawConnection::open)
                    .count();
            perAddressMax = Math.max(perAddressMax, held);
        }
        assertTrue(
                perAddressMax <= CAP / ADDRESSES + 2,
                "the cap is shared: no address holds more than about its fair share, the most was " + perAddressMax);

        attack.forEach(RawConnection::close);
        assertEquals(
                200, Probes.status("127.0.2.1", RestAssured.port, "/api/games"), "a crowd address is served again");
    }
}
