package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Password hashing is bounded (40 concurrent log-ins pushed other requests to seconds,
 * PBKDF2 being a CPU lever). The checks are about queueing, not wall-clock times: while every
 * hashing slot is busy, 40 log-ins wait at the gate, a cheap request is answered meanwhile, and the
 * most hashes ever running at once is the gate's size; a log-in that cannot get a slot in time gets
 * 503 with Retry-After.
 */
@QuarkusTest
class LoginHashingTest {

    @Inject
    PasswordHashingGate gate;

    /** Runs {@code body} while this thread holds every hashing slot (the semaphore counts, it has no owner). */
    private <T> T holdingEverySlot(int depth, Supplier<T> body) {
        return depth == 0 ? body.get() : gate.run(() -> holdingEverySlot(depth - 1, body));
    }

    private static int login(String name) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "correct horse"))
                .post("/api/session")
                .statusCode();
    }

    @Test
    void fortyLoginsQueueForHashingWhileACheapRequestIsAnswered() throws Exception {
        String name = register("crowd");
        ExecutorService clients = Executors.newFixedThreadPool(40);
        try {
            List<Future<Integer>> logins = new ArrayList<>();
            holdingEverySlot(gate.size(), () -> {
                for (int i = 0; i < 40; i++) {
                    logins.add(clients.submit(() -> login(name)));
                }
                awaitWaiting(40);
                // Every log-in is parked at the gate, using no core: the catalogue still answers.
                given().get("/api/games").then().statusCode(200);
                assertEquals(40, gate.waiting(), "the log-ins were still queued when the cheap request was answered");
                assertTrue(logins.stream().noneMatch(Future::isDone));
                return null;
            });
            for (Future<Integer> f : logins) {
                assertEquals(200, f.get(60, TimeUnit.SECONDS), "each queued log-in got its turn");
            }
            assertTrue(
                    gate.peakConcurrency() <= gate.size(),
                    "at most " + gate.size() + " hashes at once, saw " + gate.peakConcurrency());
        } finally {
            clients.shutdownNow();
        }
    }

    @Test
    void aLoginThatGetsNoSlotInTimeIsToldToComeBack() {
        String name = register("late");
        holdingEverySlot(gate.size(), () -> {
            given().contentType(ContentType.JSON)
                    .body(Map.of("username", name, "password", "correct horse"))
                    .post("/api/session")
                    .then()
                    .statusCode(503)
                    .contentType("application/problem+json")
                    .header("Retry-After", "1");
            return null;
        });
        assertEquals(200, login(name));
    }

    private void awaitWaiting(int n) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (gate.waiting() < n) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("only " + gate.waiting() + " log-ins reached the gate");
            }
            Thread.onSpinWait();
        }
    }
}
