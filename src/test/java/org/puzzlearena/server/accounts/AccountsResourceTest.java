package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;
import static org.puzzlearena.server.ServerTestSupport.uniqueName;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AccountsResourceTest {

    @Test
    void registerLogInAndOut() {
        String name = register("alice");
        String cookie = login(name);
        given().cookie("arena_session", cookie)
                .get("/api/session")
                .then()
                .statusCode(200)
                .body("username", equalTo(name))
                .body("kind", equalTo("person"));
        given().cookie("arena_session", cookie).delete("/api/session").then().statusCode(204);
        // Logged out: nobody is calling with that cookie any more (204, no error).
        given().cookie("arena_session", cookie).get("/api/session").then().statusCode(204);
    }

    @Test
    void usernamesAreUniqueRegardlessOfCase() {
        String name = register("Bob");
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name.toUpperCase(), "password", "another password"))
                .post("/api/accounts")
                .then()
                .statusCode(409)
                .body("field", equalTo("username"));
    }

    @Test
    void registrationChecksItsFields() {
        given().contentType(ContentType.JSON)
                .body(Map.of("username", uniqueName("c"), "password", "short"))
                .post("/api/accounts")
                .then()
                .statusCode(400)
                .body("field", equalTo("password"));
        given().contentType(ContentType.JSON)
                .body(Map.of("username", "ab", "password", "long enough"))
                .post("/api/accounts")
                .then()
                .statusCode(400)
                .body("field", equalTo("username"));
        given().contentType(ContentType.JSON)
                .body(Map.of("password", "long enough"))
                .post("/api/accounts")
                .then()
                .statusCode(400)
                .body("field", equalTo("username"));
    }

    @Test
    void aScriptTagUsernameIsJustText() {
        String name = "<script>alert(" + uniqueName("x").substring(2) + ")</script>";
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "correct horse"))
                .post("/api/accounts")
                .then()
                .statusCode(201)
                .body("username", equalTo(name));
    }

    @Test
    void wrongPasswordsAndUnknownUsersGetTheSameAnswer() {
        String name = register("carol");
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "wrong password"))
                .post("/api/session")
                .then()
                .statusCode(401)
                .body("detail", equalTo("wrong username or password"));
        given().contentType(ContentType.JSON)
                .body(Map.of("username", uniqueName("nobody"), "password", "wrong password"))
                .post("/api/session")
                .then()
                .statusCode(401)
                .body("detail", equalTo("wrong username or password"));
    }

    @Test
    void tokensAreShownOnceListedWithoutSecretsAndRevocable() {
        String name = register("dave");
        String cookie = login(name);
        var created = given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "my-nmcs"))
                .post("/api/tokens")
                .then()
                .statusCode(201)
                .body("token", startsWith("pa_"))
                .body("name", equalTo("my-nmcs"))
                .extract();
        String secret = created.path("token");
        int id = created.path("id");
        given().cookie("arena_session", cookie)
                .get("/api/tokens")
                .then()
                .statusCode(200)
                .body("", hasSize(1))
                .body("[0].token", nullValue())
                .body("[0].id", equalTo(id));

        given().header("Authorization", "Bearer " + secret)
                .get("/api/session")
                .then()
                .statusCode(200)
                .body("kind", equalTo("bot"))
                .body("botName", equalTo("my-nmcs"));
        given().header("Authorization", "Bearer " + secret)
                .contentType(ContentType.JSON)
                .body(Map.of())
                .post("/api/tokens")
                .then()
                .statusCode(403);

        given().cookie("arena_session", cookie)
                .delete("/api/tokens/" + id)
                .then()
                .statusCode(204);
        given().header("Authorization", "Bearer " + secret)
                .get("/api/session")
                .then()
                .statusCode(401)
                .header("WWW-Authenticate", notNullValue());
        given().cookie("arena_session", cookie).get("/api/tokens").then().body("[0].revokedAt", notNullValue());
    }

    @Test
    void nobodyRevokesSomeoneElsesToken() {
        String owner = login(register("erin"));
        String other = login(register("frank"));
        String secret = token(owner, "bot");
        int id = given().cookie("arena_session", owner)
                .get("/api/tokens")
                .then()
                .extract()
                .path("[0].id");
        given().cookie("arena_session", other)
                .delete("/api/tokens/" + id)
                .then()
                .statusCode(404);
        given().header("Authorization", "Bearer " + secret)
                .get("/api/session")
                .then()
                .statusCode(200);
    }

    @Test
    void tokenManagementNeedsALogin() {
        given().contentType(ContentType.JSON)
                .body(Map.of())
                .post("/api/tokens")
                .then()
                .statusCode(401);
        given().get("/api/tokens").then().statusCode(401);
        given().header("Authorization", "Basic abc").get("/api/tokens").then().statusCode(401);
        given().header("Authorization", "Bearer pa_not-a-token")
                .get("/api/session")
                .then()
                .statusCode(401);
    }
}
