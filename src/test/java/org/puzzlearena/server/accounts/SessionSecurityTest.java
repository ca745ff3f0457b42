package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The session cookie's flags, and "log out everywhere" (no Secure setting, no way to end
 * the sessions of a lost or shared browser).
 */
@QuarkusTest
class SessionSecurityTest {

    @Test
    void theCookieIsHttpOnlyAndSameSiteAndNotSecureOverPlainHttp() {
        String name = register("flags");
        String setCookie = given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "correct horse"))
                .post("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .header("Set-Cookie");
        assertTrue(setCookie.contains("HttpOnly"), setCookie);
        assertTrue(setCookie.contains("SameSite=Lax"), setCookie);
        // No arena.public-url in the tests: a plain-HTTP server must not mark it Secure (browsers would drop it).
        assertFalse(setCookie.contains("Secure"), setCookie);
    }

    @Test
    void logOutEverywhereEndsEverySessionOfTheAccountAndIsAudited() {
        String name = register("everywhere");
        String laptop = login(name);
        String phone = login(name);
        String bot = token(laptop, "bot");
        String someoneElse = login(register("other"));

        given().cookie("arena_session", phone).delete("/api/session/all").then().statusCode(204);

        given().cookie("arena_session", laptop).get("/api/session").then().statusCode(204);
        given().cookie("arena_session", phone).get("/api/session").then().statusCode(204);
        given().cookie("arena_session", someoneElse).get("/api/session").then().statusCode(200);
        // API tokens are not sessions: they are revoked one by one on the account page.
        given().header("Authorization", "Bearer " + bot)
                .get("/api/session")
                .then()
                .statusCode(200);

        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?action=session.logout-all&actor=" + name)
                .then()
                .statusCode(200)
                .body("total", equalTo(1))
                .body("entries[0].target", equalTo("user:" + name))
                .body("entries[0].details.sessions", equalTo(2));
    }

    @Test
    void logOutEverywhereNeedsALoggedInPerson() {
        given().delete("/api/session/all").then().statusCode(401).contentType("application/problem+json");
        String bot = token(login(register("botonly")), "bot");
        given().header("Authorization", "Bearer " + bot)
                .delete("/api/session/all")
                .then()
                .statusCode(403);
    }
}
