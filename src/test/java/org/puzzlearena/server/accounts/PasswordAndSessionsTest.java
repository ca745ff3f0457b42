package org.puzzlearena.server.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.MutableClock;

/**
 * A person's password and sessions: changing the password ends the other sessions;
 * sessions are listed with the browser they came from and can be ended one by one; an admin-issued
 * reset link works once, before it expires, and ends every session. Every step is audited.
 */
@QuarkusTest
class PasswordAndSessionsTest {

    private static RequestSpecification as(String cookie) {
        return given().cookie("arena_session", cookie).contentType(ContentType.JSON);
    }

    private static String loginFrom(String name, String password, String userAgent) {
        return given().contentType(ContentType.JSON)
                .header("User-Agent", userAgent)
                .body(Map.of("username", name, "password", password))
                .post("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .cookie("arena_session");
    }

    @Test
    void changingThePasswordNeedsTheCurrentOneAndEndsTheOtherSessions() {
        String name = register("pwchange");
        String laptop = loginFrom(name, "correct horse", "Laptop browser");
        String phone = loginFrom(name, "correct horse", "Phone browser");

        as(laptop)
                .body(Map.of("currentPassword", "wrong horse", "newPassword", "battery staple"))
                .put("/api/account/password")
                .then()
                .statusCode(403)
                .body("field", equalTo("currentPassword"));
        as(laptop)
                .body(Map.of("currentPassword", "correct horse", "newPassword", "short"))
                .put("/api/account/password")
                .then()
                .statusCode(400)
                .body("field", equalTo("password"));
        as(laptop)
                .body(Map.of("currentPassword", "correct horse", "newPassword", "battery staple"))
                .put("/api/account/password")
                .then()
                .statusCode(204);

        as(laptop).get("/api/session").then().statusCode(200);
        as(phone).get("/api/session").then().statusCode(204);
        given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "correct horse"))
                .post("/api/session")
                .then()
                .statusCode(401);
        loginFrom(name, "battery staple", "Laptop browser");
        given().body(Map.of("currentPassword", "x", "newPassword", "battery staple"))
                .contentType(ContentType.JSON)
                .put("/api/account/password")
                .then()
                .statusCode(401);
        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?action=account.password-change&actor=" + name)
                .then()
                .statusCode(200)
                .body("entries", hasSize(1))
                .body("entries[0].details.sessionsEnded", equalTo(1));
    }

    @Test
    void aNewPasswordEqualToTheCurrentOneIsRefusedAndChangesNothing() {
        // It was accepted, ending every other session for a password that did not change.
        String name = register("pwsame");
        String laptop = loginFrom(name, "correct horse", "Laptop browser");
        String phone = loginFrom(name, "correct horse", "Phone browser");
        as(laptop)
                .body(Map.of("currentPassword", "correct horse", "newPassword", "correct horse"))
                .put("/api/account/password")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("newPassword"))
                .body("detail", equalTo("the new password is the current one; choose a different one"));
        // Nothing changed: the other browser is still logged in, and the old password still works.
        as(phone).get("/api/session").then().statusCode(200);
        loginFrom(name, "correct horse", "Laptop browser");
        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?action=account.password-change&actor=" + name)
                .then()
                .statusCode(200)
                .body("entries", hasSize(0));
    }

    @Test
    void sessionsAreListedWithTheirBrowserAndEndedOneByOne() {
        String name = register("sessions");
        String laptop = loginFrom(name, "correct horse", "Laptop browser");
        String phone = loginFrom(name, "correct horse", "Phone browser");
        List<Map<String, Object>> list = as(laptop)
                .get("/api/account/sessions")
                .then()
                .statusCode(200)
                .body("", hasSize(2))
                .body("find { it.current }.userAgent", equalTo("Laptop browser"))
                .extract()
                .jsonPath()
                .getList("");
        String phoneId = (String) list.stream()
                .filter(s -> s.get("userAgent").equals("Phone browser"))
                .findFirst()
                .orElseThrow()
                .get("id");

        as(laptop).delete("/api/account/sessions/" + phoneId).then().statusCode(204);
        as(phone).get("/api/session").then().statusCode(204);
        as(laptop).get("/api/session").then().statusCode(200);
        as(laptop).delete("/api/account/sessions/" + phoneId).then().statusCode(404);
        // Someone else's session is not yours to end: it is simply not found.
        String other = login(register("other"));
        String otherId = as(other).get("/api/account/sessions").then().extract().path("[0].id");
        as(laptop).delete("/api/account/sessions/" + otherId).then().statusCode(404);
        as(other).get("/api/session").then().statusCode(200);
        given().get("/api/account/sessions").then().statusCode(401);
        given().delete("/api/account/sessions/0123456789abcdef").then().statusCode(401);
        // A bot's token manages no sessions.
        given().header("Authorization", "Bearer " + token(laptop, "bot"))
                .get("/api/account/sessions")
                .then()
                .statusCode(403);
    }

    @Test
    void anAdminIssuedResetLinkWorksOnceAndEndsEverySession() {
        String name = register("reset");
        String session = login(name);
        String admin = adminCookie();
        as(session).post("/api/admin/users/" + name + "/password-reset").then().statusCode(403);
        given().post("/api/admin/users/" + name + "/password-reset").then().statusCode(401);
        as(admin)
                .post("/api/admin/users/nobody-such-" + name + "/password-reset")
                .then()
                .statusCode(404);
        String first = as(admin)
                .post("/api/admin/users/" + name + "/password-reset")
                .then()
                .statusCode(201)
                .body("username", equalTo(name))
                .body("link", startsWith("/reset-password#r_"))
                .extract()
                .path("link");
        String link = as(admin)
                .post("/api/admin/users/" + name + "/password-reset")
                .then()
                .statusCode(201)
                .extract()
                .path("link");
        String token = link.substring(link.indexOf('#') + 1);
        String replaced = first.substring(first.indexOf('#') + 1);

        // The older link was replaced by the newer one.
        given().contentType(ContentType.JSON)
                .body(Map.of("token", replaced, "password", "new horse staple"))
                .post("/api/password-resets")
                .then()
                .statusCode(422)
                .body("field", equalTo("token"));
        given().contentType(ContentType.JSON)
                .body(Map.of("token", token, "password", "short"))
                .post("/api/password-resets")
                .then()
                .statusCode(400)
                .body("field", equalTo("password"));
        given().contentType(ContentType.JSON)
                .body(Map.of("token", token, "password", "new horse staple"))
                .post("/api/password-resets")
                .then()
                .statusCode(200)
                .body("username", equalTo(name));
        as(session).get("/api/session").then().statusCode(204);
        loginFrom(name, "new horse staple", "Browser");
        // Single use.
        given().contentType(ContentType.JSON)
                .body(Map.of("token", token, "password", "another horse"))
                .post("/api/password-resets")
                .then()
                .statusCode(422);
        given().contentType(ContentType.JSON)
                .body(Map.of("password", "another horse"))
                .post("/api/password-resets")
                .then()
                .statusCode(400)
                .body("field", equalTo("token"));
        as(admin)
                .get("/api/admin/audit?action=user.password-reset.issue&target=user:" + name)
                .then()
                .statusCode(200)
                .body("entries", hasSize(2));
        as(admin)
                .get("/api/admin/audit?action=user.password-reset.use&actor=" + name)
                .then()
                .statusCode(200)
                .body("entries", hasSize(1));
    }

    @Test
    void aCompletedResetRevokesTheAccountsApiTokensAndTheAuditRowCountsThem() {
        // Whoever took the password may have made tokens with it: a reset must take those away too.
        String name = register("resettokens");
        String session = login(name);
        String bot = token(session, "bot");
        String other = token(session, "other-bot");
        given().header("Authorization", "Bearer " + bot)
                .get("/api/session")
                .then()
                .statusCode(200);
        String link = as(adminCookie())
                .post("/api/admin/users/" + name + "/password-reset")
                .then()
                .statusCode(201)
                .extract()
                .path("link");
        // Another account's token is not touched.
        String bystander = token(login(register("bystander")), "bot");

        given().contentType(ContentType.JSON)
                .body(Map.of("token", link.substring(link.indexOf('#') + 1), "password", "new horse staple"))
                .post("/api/password-resets")
                .then()
                .statusCode(200)
                .body("tokensRevoked", equalTo(2));

        given().header("Authorization", "Bearer " + bot)
                .get("/api/session")
                .then()
                .statusCode(401);
        given().header("Authorization", "Bearer " + other)
                .get("/api/session")
                .then()
                .statusCode(401);
        given().header("Authorization", "Bearer " + bystander)
                .get("/api/session")
                .then()
                .statusCode(200);
        String fresh = loginFrom(name, "new horse staple", "Browser");
        as(fresh)
                .get("/api/tokens")
                .then()
                .statusCode(200)
                .body("revokedAt", org.hamcrest.Matchers.everyItem(org.hamcrest.Matchers.notNullValue()));
        as(adminCookie())
                .get("/api/admin/audit?action=user.password-reset.use&actor=" + name)
                .then()
                .statusCode(200)
                .body("entries", hasSize(1))
                .body("entries[0].details.tokensRevoked", equalTo(2));
    }

    @Test
    void aResetLinkExpiresAfterItsLifetime() {
        MutableClock clock = new MutableClock(Instant.now());
        QuarkusMock.installMockForType(clock, Clock.class);
        String name = register("expires");
        String link = as(adminCookie())
                .post("/api/admin/users/" + name + "/password-reset")
                .then()
                .statusCode(201)
                .extract()
                .path("link");
        clock.advance(Duration.ofHours(24).plusMinutes(1)); // arena.password-reset.lifetime
        given().contentType(ContentType.JSON)
                .body(Map.of("token", link.substring(link.indexOf('#') + 1), "password", "new horse staple"))
                .post("/api/password-resets")
                .then()
                .statusCode(422)
                .body("detail", org.hamcrest.Matchers.containsString("expired"));
    }
}
