package org.puzzlearena.server.lab;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * The lab's core is shared in turns across client addresses, and a grade nobody waits for stops.
 * Connect Four positions far from the centre, past the books, take the solver seconds ({@code HARD}),
 * so a grade of one holds a core that long. Each grade is sent on a raw connection, so that closing
 * it is the client going away.
 */
@QuarkusTest
class LabTurnsTest {

    private static final Duration LONG = Duration.ofMinutes(1);
    /**
     * Seven-stone positions whose grade of the move 4 still searches for seconds past both books: the
     * move's eight-stone position is proven by search (the books end at seven stones at most)
     * (`java -cp target/classes bench/GradePositions.java` on host H10, 2026-11-29, with the six-stone
     * results complete: 7221311 8.4 s, 2317177 6.9 s, 6127716 6.3 s, 1167177 6.1 s, 2167631 7.0 s of
     * wall time; 46 to 58 million positions). They are far from the centre (14 or more columns from
     * the centre column in all), where a seven-stone ply, proven centre first, would come last. The
     * last is the hung-up grade's, used by no other test. The five-stone positions used before became
     * lookups when the six-stone ply was completed (docs/REPRODUCTION.md 7 (c)), as the four-stone
     * 1717 and 1177 had with the five-stone ply.
     */
    private static final List<String> HARD = List.of("7221311", "2317177", "6127716", "1167177", "2167631");

    @Inject
    LabCores cores;

    /** A grade request on its own connection, from {@code address}; closing it hangs up. */
    private static Socket grade(String address, String position) throws IOException {
        byte[] body = ("{\"game\":\"connect-four\",\"position\":\"" + position + "\",\"move\":\"4\"}")
                .getBytes(StandardCharsets.UTF_8);
        Socket socket = new Socket("localhost", RestAssured.port);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /api/lab/grades HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "X-Forwarded-For: " + address + "\r\nContent-Length: " + body.length + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
        return socket;
    }

    private static void await(String what, BooleanSupplier condition, Duration within) throws InterruptedException {
        long until = System.nanoTime() + within.toNanos();
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < until, "never: " + what);
            Thread.sleep(5);
        }
    }

    @Test
    void anotherAddressSearchIsServedWhileOneAddressFloodsGrades() throws Exception {
        String flood = "203.0.113.50";
        List<Socket> grades = new ArrayList<>();
        try {
            // The flooding address holds every lab core with grades, and has one more waiting.
            for (int i = 0; i < cores.slots(); i++) {
                grades.add(grade(flood, HARD.get(i)));
                int n = i + 1;
                await(n + " grades running", () -> cores.running() == n, LONG);
            }
            grades.add(grade(flood, HARD.get(cores.slots())));
            await("a grade waiting", () -> cores.waiting() == 1, LONG);
            // Another address's search is served in its turn (it was a 503 while the grades held the core).
            given().header("X-Forwarded-For", "203.0.113.51")
                    .contentType(ContentType.JSON)
                    .body(Map.of(
                            "game", "connect-four", "position", "4455", "player", "uct:sims=2000,c=1.414", "seed", 1))
                    .post("/api/lab/moves")
                    .then()
                    .statusCode(200)
                    .body("move", notNullValue());
            for (Socket g : grades) {
                assertEquals(0, g.getInputStream().available(), "the flood's grades are still going");
            }
        } finally {
            for (Socket g : grades) {
                g.close();
            }
        }
        // Hung up: the flood's grades stop and leave the core.
        await("the flood's grades stopped", () -> cores.running() == 0 && cores.waiting() == 0, LONG);
    }

    @Test
    void aGradeWhoseClientHangsUpIsCancelledAndFreesTheCore() throws Exception {
        long cancelledBefore = cores.cancelled();
        Socket socket = grade("203.0.113.60", HARD.get(HARD.size() - 1));
        await("the grade running", () -> cores.running() == 1, LONG);
        socket.close();
        // Counted only once the grade has stopped; within 10 s, half its 20 s budget, so a grade that
        // went on to its budget would fail here.
        await(
                "the grade cancelled",
                () -> cores.cancelled() == cancelledBefore + 1 && cores.running() == 0,
                Duration.ofSeconds(10));
    }
}
