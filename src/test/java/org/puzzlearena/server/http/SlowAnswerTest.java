package org.puzzlearena.server.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.LogCapture;

/**
 * The body deadline bounds how long a request takes to arrive, not how long the server takes to
 * answer it: a lab grade that computes for longer than the deadline (its budget is 20 s, the
 * deadline's default too) is answered with its grade. The deadline's timer once fired while the
 * grade ran, wrote a 408 under it and logged "Response has already been written" as an ERROR; the
 * page never got its grade.
 */
@QuarkusTest
@TestProfile(SlowAnswerTest.ShortBodyDeadline.class)
class SlowAnswerTest {

    static final long BODY_TIMEOUT_MS = 150;

    public static class ShortBodyDeadline implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("arena.http.body-timeout", BODY_TIMEOUT_MS + "ms");
        }
    }

    @Test
    void anAnswerComputedForLongerThanTheBodyDeadlineIsTheAnswer() {
        LogCapture capture = LogCapture.start();
        Response answer;
        try {
            // Connect Four's fifth stone, past the four-stone opening book: its result is proven by
            // search (seconds), not looked up.
            answer = given().contentType(ContentType.JSON)
                    .body(Map.of("game", "connect-four", "position", "1717", "move", "4"))
                    .post("/api/lab/grades");
        } finally {
            capture.close();
        }
        assertEquals(200, answer.statusCode(), answer.asString());
        long ms = answer.jsonPath().getLong("ms");
        assertTrue(
                ms > 2 * BODY_TIMEOUT_MS, "the grade must outlast the deadline for this test to mean anything: " + ms);
        assertTrue(
                List.of("best", "inaccuracy", "mistake", "blunder")
                        .contains(answer.jsonPath().getString("grade")),
                "the grade itself is the answer: " + answer.asString());
        assertEquals(List.of(), capture.errors(), "no error logged");
    }
}
