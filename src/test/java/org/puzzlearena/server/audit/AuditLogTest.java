package org.puzzlearena.server.audit;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasSize;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;

/** The audit log records exactly the actions that happened, with who and when, and filters and pages. */
@QuarkusTest
class AuditLogTest {

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    @Test
    void anActionAndItsRowCommitTogether() {
        String name = registerOrganizer("audited");
        String organizer = login(name);
        Map<String, Object> body =
                new HashMap<>(contest("Audited", "sum", List.of(instance("samegame", "standard/4"))));
        long id = create(organizer, body);
        String admin = adminCookie();
        given().cookie("arena_session", admin)
                .get("/api/admin/audit?target=contest:" + id)
                .then()
                .body("total", equalTo(1))
                .body("entries[0].action", equalTo("contest.create"))
                .body("entries[0].actor", equalTo(name))
                .body("entries[0].at", equalTo(T0.toString()))
                .body("entries[0].details.instances", equalTo(1));

        // Refused actions leave no row: a change that may no longer be made, a delete after the start.
        clock.set(T0.plus(Duration.ofHours(2)));
        body.put("scoring", "rank");
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(body)
                .put("/api/contests/" + id)
                .then()
                .statusCode(409);
        given().cookie("arena_session", organizer)
                .delete("/api/contests/" + id)
                .then()
                .statusCode(409);
        body.put("scoring", "sum");
        body.put("title", "Audited, renamed");
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(body)
                .put("/api/contests/" + id)
                .then()
                .statusCode(200);
        // The same body again changes nothing and logs nothing.
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(body)
                .put("/api/contests/" + id)
                .then()
                .statusCode(200);
        given().cookie("arena_session", admin)
                .get("/api/admin/audit?target=contest:" + id)
                .then()
                .body("total", equalTo(2))
                .body("entries[0].action", equalTo("contest.update"))
                .body("entries[0].details.changed", equalTo(List.of("title")));

        given().cookie("arena_session", admin)
                .get("/api/admin/audit?actor=" + name + "&action=contest.update")
                .then()
                .body("entries", hasSize(1))
                .body("entries.actor", everyItem(equalTo(name)));
        given().cookie("arena_session", admin)
                .get("/api/admin/audit?actor=" + name + "&limit=1&offset=1")
                .then()
                .body("total", equalTo(2))
                .body("entries", hasSize(1))
                .body("entries[0].action", equalTo("contest.create"));
        // A target filter is a prefix, its wildcards taken literally.
        given().cookie("arena_session", admin)
                .get("/api/admin/audit?target=contest_%25")
                .then()
                .body("total", equalTo(0));
    }
}
