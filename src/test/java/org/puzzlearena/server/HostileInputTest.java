package org.puzzlearena.server;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.puzzlearena.server.ServerTestSupport.uniqueName;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** What a careless client or an attacker sends: each gets a clear 4xx problem, never a 500. */
@QuarkusTest
class HostileInputTest {

    @Test
    void nulCharactersInTheUrlAreRefused() {
        given().urlEncodingEnabled(false)
                .get("/api/bot-runs?game=%00")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("game"));
        given().urlEncodingEnabled(false)
                .get("/api/submissions?game=samegame&instance=a%00")
                .then()
                .statusCode(400);
        given().contentType(ContentType.JSON)
                .body(Map.of("username", "a\u0000b", "password", "password1"))
                .post("/api/session")
                .then()
                .statusCode(401)
                .body("detail", equalTo("wrong username or password"));
    }

    @Test
    void invisibleCharactersCannotMakeALookalikeName() {
        for (String name : List.of(
                "al\u200bice-" + uniqueName("z"), "\u202eecila-" + uniqueName("z"), "sur\ud800x-" + uniqueName("z"))) {
            given().contentType(ContentType.JSON)
                    .body(Map.of("username", name, "password", "correct horse"))
                    .post("/api/accounts")
                    .then()
                    .statusCode(400)
                    .body("field", equalTo("username"));
        }
    }

    @Test
    void numbersAreNotGuessedFromOtherTypes() {
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"leftmove\",\"instance\":\"depth/9\",\"moves\":[\"L\", 5]}")
                .post("/api/verify")
                .then()
                .statusCode(400)
                .body("field", equalTo("moves[1]"));
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"leftmove\",\"moves\":{\"a\":1}}")
                .post("/api/verify")
                .then()
                .statusCode(400)
                .body("detail", containsString("moves"))
                .body("detail", org.hamcrest.Matchers.not(containsString("org.puzzlearena")));
    }

    @Test
    void anOversizedBodyWithALengthIsAProblemDocument() throws Exception {
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        String big = "{\"game\":\"samegame\",\"solution\":\"" + "x".repeat(1_200_000) + "\"}";
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create(RestAssured.baseURI + ":" + RestAssured.port + "/api/verify"))
                .header("Content-Type", "application/json")
                .expectContinue(true)
                .POST(HttpRequest.BodyPublishers.ofString(big))
                .build();
        HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
        assertEquals(413, r.statusCode());
        assertEquals(
                "application/problem+json",
                r.headers().firstValue("Content-Type").orElse(""));
        org.junit.jupiter.api.Assertions.assertTrue(r.body().contains("\"status\":413"), r.body());
    }

    @Test
    void aRegistrationRaceGivesOneAccountAndClearConflicts() throws Exception {
        String name = uniqueName("racer");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        List<Future<HttpResponse<String>>> answers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            answers.add(pool.submit(() -> client.send(
                    HttpRequest.newBuilder(URI.create(RestAssured.baseURI + ":" + RestAssured.port + "/api/accounts"))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(
                                    "{\"username\":\"" + name + "\",\"password\":\"correct horse\"}"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString())));
        }
        int created = 0;
        for (Future<HttpResponse<String>> f : answers) {
            HttpResponse<String> r = f.get();
            if (r.statusCode() == 201) {
                created++;
            } else {
                assertEquals(409, r.statusCode(), r.body());
                org.junit.jupiter.api.Assertions.assertTrue(r.body().contains("\"field\":\"username\""), r.body());
            }
        }
        pool.shutdown();
        assertEquals(1, created);
    }
}
