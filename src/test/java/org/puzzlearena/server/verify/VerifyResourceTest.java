package org.puzzlearena.server.verify;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

@QuarkusTest
class VerifyResourceTest {

    @Test
    void theFiveDWorldRecordVerifiesAtEightyTwo() throws IOException {
        given().contentType(ContentType.JSON)
                .body(Map.of(
                        "game",
                        "morpion-5d",
                        "instance",
                        "cross",
                        "solution",
                        ServerTestSupport.fixture("morpion-records/5D-82-rosin.psol")))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(true))
                .body("score", equalTo(82))
                .body("moves", equalTo(82))
                .body("terminal", equalTo(true));
    }

    @Test
    void theTouchingRecordBreaksTheDisjointRulesAtItsTenthMove() throws IOException {
        given().contentType(ContentType.JSON)
                .body(Map.of(
                        "game",
                        "morpion-5d",
                        "solution",
                        ServerTestSupport.fixture("morpion-records/5T-178-rosin.psol")))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(false))
                .body("moveIndex", equalTo(9))
                .body("move", notNullValue())
                .body("reason", containsString("same direction"));
    }

    @Test
    void movesMayBeSentAsAnArrayInCanonicalNotation() {
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", "standard/1", "moves", List.of("5,1", "6,6")))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(true))
                .body("moves", equalTo(2))
                .body("details.cleared", equalTo(false));
    }

    @Test
    void badRequestsNameTheFieldAtFault() {
        given().contentType(ContentType.JSON)
                .body("{\"game\": \"morpion-5d\", ")
                .post("/api/verify")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("title", equalTo("Malformed JSON"));
        given().contentType(ContentType.JSON)
                .body("{\"game\": 5, \"moves\": {}}")
                .post("/api/verify")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "chess", "moves", List.of()))
                .post("/api/verify")
                .then()
                .statusCode(400)
                .body("field", equalTo("game"));
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", "standard/0", "moves", List.of()))
                .post("/api/verify")
                .then()
                .statusCode(400)
                .body("field", equalTo("instance"));
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "solution", "1,1", "moves", List.of("1,1")))
                .post("/api/verify")
                .then()
                .statusCode(400)
                .body("field", equalTo("moves"));
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "samegame"))
                .post("/api/verify")
                .then()
                .statusCode(400)
                .body("field", equalTo("solution"));
        given().contentType(ContentType.JSON)
                .body("null")
                .post("/api/verify")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "morpion-5d", "solution", "no header here"))
                .post("/api/verify")
                .then()
                .statusCode(400)
                .body("field", equalTo("solution"));
    }

    @Test
    void wrongContentTypeIs415() {
        given().contentType(ContentType.TEXT)
                .body("5,1")
                .post("/api/verify")
                .then()
                .statusCode(415)
                .contentType("application/problem+json");
    }

    @Test
    void oversizedBodiesAndAMillionMovesAreRefused() throws Exception {
        StringBuilder million = new StringBuilder("{\"game\":\"samegame\",\"moves\":[");
        for (int i = 0; i < 1_000_000; i++) {
            million.append(i == 0 ? "" : ",").append("\"1,1\"");
        }
        million.append("]}");
        assertEquals(413, postLarge(million.toString()));
        assertEquals(413, postLarge("{\"game\":\"samegame\",\"solution\":\"" + "x".repeat(2_000_000) + "\"}"));
    }

    /**
     * Sends a large body the way a careful client does (Expect: 100-continue), so the server's
     * early 413 is read instead of a reset connection while the body is still being written.
     */
    private static int postLarge(String json) throws Exception {
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create(RestAssured.baseURI + ":" + RestAssured.port + "/api/verify"))
                .header("Content-Type", "application/json")
                .expectContinue(true)
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    @Test
    void manyMovesUnderTheLimitStopAtTheFirstMoveAfterTheEnd() {
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            moves.add("L");
        }
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/9", "moves", moves))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(false))
                .body("moveIndex", equalTo(9));
    }

    @Test
    void unknownPathsAndMethodsAreProblems() {
        given().delete("/api/verify").then().statusCode(405);
        given().get("/api/no-such-thing").then().statusCode(404);
    }
}
