package org.puzzlearena.server.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ServerTestSupport;

/** Request bodies mean exactly what they say: anything looser than documented is a 4xx naming the field. */
@QuarkusTest
class StrictJsonTest {

    @Test
    void nothingMayFollowTheJsonValue() {
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"leftmove\",\"instance\":\"depth/3\",\"moves\":[\"L\",\"L\",\"L\"]} {\"more\":1}")
                .post("/api/verify")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("detail", containsString("more after its JSON value"));
        given().contentType(ContentType.JSON)
                .body("{\"username\":\"" + ServerTestSupport.uniqueName("trail")
                        + "\",\"password\":\"correct horse\"}garbage")
                .post("/api/accounts")
                .then()
                .statusCode(400);
    }

    @Test
    void aBooleanIsNotAString() {
        given().contentType(ContentType.JSON)
                .body("{\"username\":true,\"password\":\"correct horse\"}")
                .post("/api/accounts")
                .then()
                .statusCode(400)
                .body("field", equalTo("username"));
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"leftmove\",\"instance\":\"depth/3\",\"solution\":false}")
                .post("/api/verify")
                .then()
                .statusCode(400)
                .body("field", equalTo("solution"));
    }

    @Test
    void anUnknownFieldIsNamedNotIgnored() {
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"leftmove\",\"instance\":\"depth/3\",\"moves\":[\"L\"],\"mvoes\":[\"R\"]}")
                .post("/api/verify")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("mvoes"))
                .body("detail", containsString("unknown field 'mvoes'"))
                .body("detail", containsString("moves"));
        String cookie = login(register("strict"));
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/3", "moves", List.of("L"), "score", 99))
                .post("/api/submissions")
                .then()
                .statusCode(400)
                .body("field", equalTo("score"));
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "x", "scope", "all"))
                .post("/api/tokens")
                .then()
                .statusCode(400)
                .body("field", equalTo("scope"));
    }

    @Test
    void anEmptySolutionIsNoSubmission() {
        String name = register("empty");
        String cookie = login(name);
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/3", "moves", List.of()))
                .post("/api/submissions")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("moves"));
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", "standard/1", "solution", ""))
                .post("/api/submissions")
                .then()
                .statusCode(422)
                .body("field", equalTo("solution"));
        given().get("/api/leaderboards/leftmove/depth/3")
                .then()
                .statusCode(200)
                .body(org.hamcrest.Matchers.not(containsString(name)));
        // Verify still answers what an empty line is worth: a question, not an entry.
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "leftmove", "instance", "depth/3", "moves", List.of()))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(true))
                .body("moves", equalTo(0));
    }
}
