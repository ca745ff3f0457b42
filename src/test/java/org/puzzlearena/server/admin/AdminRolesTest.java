package org.puzzlearena.server.admin;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.puzzlearena.server.ServerTestSupport.ADMIN;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;
import static org.puzzlearena.server.ServerTestSupport.token;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Admins grant and withdraw roles; nobody else may; every change is in the audit log. */
@QuarkusTest
class AdminRolesTest {

    private static RequestSpecification as(String cookie) {
        return given().cookie("arena_session", cookie).contentType(ContentType.JSON);
    }

    @Test
    void anAdminGrantsAndWithdrawsTheOrganizerRoleAndTheLogSaysWhoDidWhat() {
        String bob = register("bob");
        String bobCookie = login(bob);
        String admin = adminCookie();
        given().cookie("arena_session", bobCookie)
                .get("/api/session")
                .then()
                .statusCode(200)
                .body("roles", empty());

        as(admin)
                .body(Map.of("roles", List.of("organizer")))
                .put("/api/admin/users/" + bob + "/roles")
                .then()
                .statusCode(200)
                .body("username", equalTo(bob))
                .body("roles", contains("organizer"));
        given().cookie("arena_session", bobCookie).get("/api/session").then().body("roles", contains("organizer"));
        // "participant" is implicit: listing it changes nothing; the same roles again log nothing.
        as(admin)
                .body(Map.of("roles", List.of("participant", "organizer")))
                .put("/api/admin/users/" + bob + "/roles")
                .then()
                .statusCode(200)
                .body("roles", contains("organizer"));
        as(admin)
                .body(Map.of("roles", List.of()))
                .put("/api/admin/users/" + bob + "/roles")
                .then()
                .statusCode(200)
                .body("roles", empty());

        as(admin)
                .get("/api/admin/audit?target=user:" + bob)
                .then()
                .statusCode(200)
                .body("total", equalTo(2))
                .body("entries[0].action", equalTo("user.roles"))
                .body("entries[0].actor", equalTo(ADMIN))
                .body("entries[0].details.withdrawn", contains("organizer"))
                .body("entries[1].details.granted", contains("organizer"))
                .body("entries[1].details.before", empty());
    }

    @Test
    void anAdminCannotWithdrawTheirOwnAdminRoleButCanMakeAnotherAdmin() {
        String admin = adminCookie();
        as(admin)
                .body(Map.of("roles", List.of("organizer")))
                .put("/api/admin/users/" + ADMIN + "/roles")
                .then()
                .statusCode(409)
                .body("field", equalTo("roles"));
        as(admin).get("/api/admin/users/" + ADMIN).then().statusCode(200).body("roles", contains("admin"));

        String carol = register("carol");
        as(admin)
                .body(Map.of("roles", List.of("admin")))
                .put("/api/admin/users/" + carol + "/roles")
                .then()
                .statusCode(200)
                .body("roles", contains("admin"));
        String carolCookie = login(carol);
        as(carolCookie)
                .get("/api/admin/users?role=admin")
                .then()
                .statusCode(200)
                .body("users.username", hasItem(carol))
                .body("users.username", hasItem(ADMIN));
        // The new admin withdraws their own role: refused; the first admin withdraws it: done.
        as(carolCookie)
                .body(Map.of("roles", List.of()))
                .put("/api/admin/users/" + carol + "/roles")
                .then()
                .statusCode(409);
        as(admin)
                .body(Map.of("roles", List.of()))
                .put("/api/admin/users/" + carol + "/roles")
                .then()
                .statusCode(200);
        as(carolCookie).get("/api/admin/users").then().statusCode(403);
    }

    @Test
    void badRoleRequestsAreRefusedNamingTheField() {
        String admin = adminCookie();
        String dan = register("dan");
        as(admin)
                .body(Map.of("roles", List.of("organizer", "superuser")))
                .put("/api/admin/users/" + dan + "/roles")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("roles[1]"));
        as(admin)
                .body(Map.of())
                .put("/api/admin/users/" + dan + "/roles")
                .then()
                .statusCode(400)
                .body("field", equalTo("roles"));
        as(admin)
                .body("{\"roles\": \"organizer\"}")
                .put("/api/admin/users/" + dan + "/roles")
                .then()
                .statusCode(400)
                .body("field", equalTo("roles"));
        as(admin)
                .body(Map.of("roles", List.of()))
                .put("/api/admin/users/nobody-" + dan + "/roles")
                .then()
                .statusCode(404);
        as(admin).get("/api/admin/users?role=wizard").then().statusCode(400).body("field", equalTo("role"));
        as(admin).get("/api/admin/audit?limit=0").then().statusCode(400).body("field", equalTo("limit"));
        as(admin).get("/api/admin/users/" + dan).then().statusCode(200).body("roles", empty());
    }

    @Test
    void onlyAdminsLoggedInAsPeopleReachTheAdminApi() {
        String participant = login(register("pat"));
        String organizer = login(registerOrganizer("org"));
        String adminBot = token(adminCookie(), "admin-bot");
        String body = "{\"roles\":[\"organizer\"]}";
        String target = register("target");
        for (String path : List.of("/api/admin/users", "/api/admin/audit", "/api/admin/users/" + target)) {
            given().get(path).then().statusCode(401).contentType("application/problem+json");
            given().cookie("arena_session", participant).get(path).then().statusCode(403);
            given().cookie("arena_session", organizer).get(path).then().statusCode(403);
            given().header("Authorization", "Bearer " + adminBot)
                    .get(path)
                    .then()
                    .statusCode(403);
        }
        String put = "/api/admin/users/" + target + "/roles";
        given().contentType(ContentType.JSON).body(body).put(put).then().statusCode(401);
        as(participant).body(body).put(put).then().statusCode(403);
        as(organizer).body(body).put(put).then().statusCode(403);
        given().header("Authorization", "Bearer " + adminBot)
                .contentType(ContentType.JSON)
                .body(body)
                .put(put)
                .then()
                .statusCode(403);
        as(adminCookie()).get("/api/admin/users/" + target).then().body("roles", empty());
    }

    @Test
    void theUserListFiltersAndPages() {
        String admin = adminCookie();
        String prefix = "pager" + System.nanoTime();
        for (int i = 0; i < 3; i++) {
            given().contentType(ContentType.JSON)
                    .body(Map.of("username", prefix + "-" + i, "password", "correct horse"))
                    .post("/api/accounts")
                    .then()
                    .statusCode(201);
        }
        as(admin)
                .get("/api/admin/users?q=" + prefix + "&limit=2")
                .then()
                .statusCode(200)
                .body("total", equalTo(3))
                .body("users", hasSize(2))
                .body("users[0].username", equalTo(prefix + "-0"));
        as(admin)
                .get("/api/admin/users?q=" + prefix + "&offset=2")
                .then()
                .body("users.username", contains(prefix + "-2"));
    }
}
