package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.emptyString;
import static org.hamcrest.Matchers.equalTo;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/**
 * "Who am I" (GET /api/session) for nobody: an anonymous caller is no error, so it is
 * 204 with no body, never a 401 that every visitor's browser logs as an error. A browser whose
 * session ended is anonymous again the same way; a bot's token that does not work is still refused
 * (it was sent as credentials, and the bot must learn they are wrong).
 */
@QuarkusTest
class AnonymousSessionTest {

    @Test
    void nobodyLoggedInIsNoContentNotAnError() {
        given().get("/api/session").then().statusCode(204).body(emptyString());
        given().cookie("arena_session", "s_not-a-session")
                .get("/api/session")
                .then()
                .statusCode(204);
    }

    @Test
    void aSessionThatEndedIsAnonymousAgain() {
        String name = register("anon");
        String cookie = login(name);
        given().cookie("arena_session", cookie)
                .get("/api/session")
                .then()
                .statusCode(200)
                .body("username", equalTo(name));
        given().cookie("arena_session", cookie).delete("/api/session").then().statusCode(204);
        given().cookie("arena_session", cookie).get("/api/session").then().statusCode(204);
    }

    @Test
    void aTokenThatDoesNotWorkIsStillRefused() {
        given().header("Authorization", "Bearer pa_not-a-token")
                .get("/api/session")
                .then()
                .statusCode(401)
                .contentType("application/problem+json");
    }
}
