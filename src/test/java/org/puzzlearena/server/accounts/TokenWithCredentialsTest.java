package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/** A headless bot gets its API token in one call with the account's credentials, no session. */
@QuarkusTest
class TokenWithCredentialsTest {

    @Test
    void credentialsInTheBodyGiveATokenThatActsAsTheBot() {
        String name = ServerTestSupport.register("headless");
        String token = given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "correct horse", "name", "random-bot"))
                .post("/api/tokens")
                .then()
                .statusCode(201)
                .header("Set-Cookie", org.hamcrest.Matchers.nullValue())
                .body("name", equalTo("random-bot"))
                .body("token", startsWith("pa_"))
                .extract()
                .path("token");
        given().header("Authorization", "Bearer " + token)
                .get("/api/session")
                .then()
                .statusCode(200)
                .body("username", equalTo(name))
                .body("kind", equalTo("bot"))
                .body("botName", equalTo("random-bot"));
        // The token is the person's like one made in the browser: it is listed on their account.
        given().cookie("arena_session", ServerTestSupport.login(name))
                .get("/api/tokens")
                .then()
                .statusCode(200)
                .body("name", org.hamcrest.Matchers.hasItem("random-bot"));
    }

    @Test
    void wrongOrMissingCredentialsAre401Or400AndNoToken() {
        String name = ServerTestSupport.register("headless");
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "wrong", "name", "b"))
                .post("/api/tokens")
                .then()
                .statusCode(401)
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body(Map.of("username", "nobody-" + name, "password", "x"))
                .post("/api/tokens")
                .then()
                .statusCode(401);
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name))
                .post("/api/tokens")
                .then()
                .statusCode(400)
                .body("field", equalTo("password"));
        given().contentType(ContentType.JSON)
                .body(Map.of("name", "b"))
                .post("/api/tokens")
                .then()
                .statusCode(401);
        given().cookie("arena_session", ServerTestSupport.login(name))
                .get("/api/tokens")
                .then()
                .statusCode(200)
                .body("size()", equalTo(0));
    }
}
