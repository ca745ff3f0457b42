package org.puzzlearena.server.positions;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The step API's OpenAPI entry lists exactly the statuses it answers with: each documented status
 * is provoked here, and nothing else is documented ({@code OpenApiStatusesIT} checks every other
 * endpoint against what the API tests observe).
 */
@QuarkusTest
class PositionsOpenApiTest {

    private static final String PATH = "/api/games/samegame/instances/standard/1/positions";

    @Test
    void theDocumentedStatusesAreTheObservedOnes() {
        Set<String> observed = new TreeSet<>();
        observed.add(status(
                given().contentType(ContentType.JSON)
                        .body(Map.of("moves", List.of("5,1")))
                        .post(PATH)
                        .statusCode(),
                200));
        observed.add(status(
                given().contentType(ContentType.JSON)
                        .body("{\"moves\": [null]}")
                        .post(PATH)
                        .statusCode(),
                400));
        observed.add(status(
                given().contentType(ContentType.JSON)
                        .body(Map.of("moves", List.of()))
                        .post("/api/games/chess/instances/x/positions")
                        .statusCode(),
                404));
        observed.add(status(postLarge("{\"moves\":[\"" + "x".repeat(1_100_000) + "\"]}"), 413));
        observed.add(status(
                given().contentType(ContentType.TEXT).body("5,1").post(PATH).statusCode(), 415));
        observed.add(status(
                given().contentType(ContentType.JSON)
                        .body(Map.of("moves", List.of("99,99")))
                        .post(PATH)
                        .statusCode(),
                422));

        JsonPath api = given().accept(ContentType.JSON)
                .get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        Map<String, Object> responses =
                api.getMap("paths.'/api/games/{game}/instances/{instance}/positions'.post.responses");
        // 429 (the replay rate limit shared with /api/verify) is documented too; the test profile lifts
        // the limits, and the limiter itself is tested with small limits by the rate-limit tests.
        Set<String> documented = new TreeSet<>(responses.keySet());
        assertTrue(documented.remove("429"), "429 is documented");
        // The shared filters' statuses, on every write (tested on their own): a cross-origin browser
        // write (403), a body that did not arrive in time (408: SlowBodyTest) and the server stopping (503).
        assertTrue(documented.remove("403"), "403 is documented");
        assertTrue(documented.remove("408"), "408 is documented");
        assertTrue(documented.remove("503"), "503 is documented");
        assertEquals(observed, documented);
        for (String code : responses.keySet()) {
            if (!code.equals("200")) {
                assertEquals(
                        Set.of("application/problem+json"),
                        api.getMap("paths.'/api/games/{game}/instances/{instance}/positions'.post.responses.'" + code
                                        + "'.content")
                                .keySet(),
                        code);
            }
        }
    }

    @Test
    void theBatchFormDocumentsItsOwnStatuses() {
        JsonPath api = given().accept(ContentType.JSON)
                .get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        String op = "paths.'/api/games/{game}/instances/{instance}/positions/batch'.post";
        // No 422 of its own: an illegal line is a 200 whose entry carries the single form's 422.
        assertEquals(
                Set.of("200", "400", "403", "404", "408", "413", "415", "429", "503"),
                api.getMap(op + ".responses").keySet());
        assertTrue(api.getString(op + ".summary").contains("counts each line"), "the summary says how it is limited");
    }

    /** With Expect: 100-continue, so the early 413 is read rather than a reset (as VerifyResourceTest). */
    private static int postLarge(String json) {
        try {
            HttpClient client =
                    HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            HttpRequest request = HttpRequest.newBuilder(URI.create(
                            io.restassured.RestAssured.baseURI + ":" + io.restassured.RestAssured.port + PATH))
                    .header("Content-Type", "application/json")
                    .expectContinue(true)
                    .POST(HttpRequest.BodyPublishers.ofString(json))
                    .build();
            return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException | InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    private static String status(int actual, int expected) {
        assertEquals(expected, actual);
        return Integer.toString(actual);
    }
}
