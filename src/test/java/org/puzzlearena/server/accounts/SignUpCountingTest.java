package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.EventAccountsProfile;
import org.puzzlearena.server.ServerTestSupport;

/**
 * A class of 30 signs up behind one NAT address, with the production allowance of 5 accounts an
 * hour per address. Refused attempts (a taken name, a look-alike, a name too long, mixed scripts, a
 * short password) must not use the allowance up: only created accounts count (issue 37).
 */
@QuarkusTest
@TestProfile(EventAccountsProfile.class)
class SignUpCountingTest {

    private static final String CLASSROOM = "203.0.113.30";

    private static Response signUp(String username, String password) {
        return given().header("X-Forwarded-For", CLASSROOM)
                .contentType(ContentType.JSON)
                .body(Map.of("username", username, "password", password))
                .post("/api/accounts");
    }

    @Test
    void refusedSignUpsDoNotUseTheAddressAllowance() {
        // Somebody elsewhere took "teacher-pet-..." long ago.
        String taken = ServerTestSupport.register("pet");

        // Ten refused attempts from the classroom: twice the whole allowance.
        for (int i = 0; i < 2; i++) {
            signUp(taken, "correct horse").then().statusCode(409).body("field", equalTo("username"));
            signUp(taken.toUpperCase(), "correct horse").then().statusCode(409);
            signUp(taken.replace('e', 'е'), "correct horse") // a Cyrillic e: mixes scripts
                    .then()
                    .statusCode(422)
                    .body("field", equalTo("username"));
            signUp("x".repeat(41), "correct horse").then().statusCode(400).body("field", equalTo("username"));
            signUp(ServerTestSupport.uniqueName("short"), "short")
                    .then()
                    .statusCode(400)
                    .body("field", equalTo("password"));
        }

        // The first five accounts are still created, and then the allowance is used up.
        for (int i = 0; i < 5; i++) {
            signUp(ServerTestSupport.uniqueName("pupil"), "correct horse")
                    .then()
                    .statusCode(201);
        }
        signUp(ServerTestSupport.uniqueName("pupil"), "correct horse")
                .then()
                .statusCode(429)
                .body("detail", containsString("accounts created from your address (5 per hour)"));
        // Once used up, a refused attempt is still answered 429: it takes nothing.
        signUp(taken, "correct horse").then().statusCode(429);
    }
}
