package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;
import static org.puzzlearena.server.ServerTestSupport.uniqueName;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.EventAccountsProfile;
import org.puzzlearena.server.MutableClock;

/**
 * Invitation codes (issue 37): N sign-ups then refused, expiry, revocation, past the per-address
 * sign-up limit (5 an hour in this profile), every use audited, wrong codes limited (3 an hour).
 */
@QuarkusTest
@TestProfile(EventAccountsProfile.class)
class InvitationsTest {

    private MutableClock clock;
    private String organizer;
    private long contestId;

    @BeforeEach
    void contestWithOrganizer() {
        clock = ContestFixtures.installClock();
        organizer = login(registerOrganizer("inv-org"));
        contestId = create(organizer, contest("Class cup", "sum", List.of(instance("samegame", "standard/1"))));
    }

    private Response invite(int uses, Duration lifetime) {
        return given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(Map.of("uses", uses, "expiresAt", T0.plus(lifetime).toString(), "label", "Class 4B"))
                .post("/api/contests/" + contestId + "/invitations");
    }

    private static Response signUp(String address, String code, String name) {
        return given().header("X-Forwarded-For", address)
                .contentType(ContentType.JSON)
                .body(Map.of("code", code, "username", name, "password", "correct horse"))
                .post("/api/invitations/sign-up");
    }

    @Test
    void aCodeSignsUpItsNPeoplePastTheAddressLimitThenIsRefused() {
        String code = invite(7, Duration.ofDays(1))
                .then()
                .statusCode(201)
                .body("remaining", equalTo(7))
                .extract()
                .path("code");
        String classroom = "203.0.113.71";
        String first = null;
        for (int i = 0; i < 7; i++) { // more than the 5 sign-ups an hour of the address
            String name = uniqueName("pupil");
            first = first == null ? name : first;
            signUp(classroom, code.toLowerCase().replace("-", " "), name)
                    .then()
                    .statusCode(201)
                    .body("contest", equalTo((int) contestId));
        }
        signUp(classroom, code, uniqueName("pupil")).then().statusCode(422).body("field", equalTo("code"));
        // Registered at once, and the organizer sees the code used up.
        given().get("/api/contests/" + contestId + "/registrations")
                .then()
                .body("total", equalTo(7))
                .body("registrations.participant.name", hasItem(first));
        given().cookie("arena_session", organizer)
                .get("/api/contests/" + contestId + "/invitations")
                .then()
                .statusCode(200)
                .body("invitations[0].used", equalTo(7))
                .body("invitations[0].remaining", equalTo(0))
                .body("invitations[0].code", equalTo(null));
        // Every use is in the audit log.
        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?action=contest.invitation.use&target=contest:" + contestId)
                .then()
                .statusCode(200)
                .body("total", equalTo(7))
                .body("entries.details.username", hasItem(first));
        // The address's own sign-up allowance is untouched.
        given().header("X-Forwarded-For", classroom)
                .contentType(ContentType.JSON)
                .body(Map.of("username", uniqueName("plain"), "password", "correct horse"))
                .post("/api/accounts")
                .then()
                .statusCode(201);
    }

    @Test
    void anExpiredOrRevokedCodeIsRefused() {
        String expiring =
                invite(5, Duration.ofHours(1)).then().statusCode(201).extract().path("code");
        Number revokedId =
                invite(5, Duration.ofDays(1)).then().statusCode(201).extract().path("id");
        String revoked = given().cookie("arena_session", organizer)
                .get("/api/contests/" + contestId + "/invitations")
                .then()
                .extract()
                .path("invitations[1].hint");
        given().cookie("arena_session", organizer)
                .delete("/api/contests/" + contestId + "/invitations/" + revokedId)
                .then()
                .statusCode(200)
                .body("usable", equalTo(false));
        // A taken name is refused (409 naming username), a missing code too (400 naming code).
        String taken = given().cookie("arena_session", organizer)
                .get("/api/session")
                .then()
                .extract()
                .path("username");
        signUp("203.0.113.72", expiring, taken).then().statusCode(409).body("field", equalTo("username"));
        signUp("203.0.113.72", "", uniqueName("nocode")).then().statusCode(400).body("field", equalTo("code"));
        clock.advance(Duration.ofHours(2));
        signUp("203.0.113.72", expiring, uniqueName("late"))
                .then()
                .statusCode(422)
                .body("field", equalTo("code"));
        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?action=contest.invitation.revoke&target=contest:" + contestId)
                .then()
                .body("total", equalTo(1));
        org.junit.jupiter.api.Assertions.assertTrue(revoked.endsWith("…"));
    }

    @Test
    void wrongCodesAreLimitedPerAddressAndOnlyStaffCreateCodes() {
        String guesser = "203.0.113.73";
        for (int i = 0; i < 3; i++) {
            signUp(guesser, "AAAA-BBBB-CCCC", uniqueName("g")).then().statusCode(422);
        }
        signUp(guesser, "AAAA-BBBB-CCCC", uniqueName("g")).then().statusCode(429);
        String someone = login(org.puzzlearena.server.ServerTestSupport.register("nobody"));
        given().cookie("arena_session", someone)
                .contentType(ContentType.JSON)
                .body(Map.of("uses", 3, "expiresAt", T0.plusSeconds(60).toString()))
                .post("/api/contests/" + contestId + "/invitations")
                .then()
                .statusCode(403);
        invite(0, Duration.ofDays(1)).then().statusCode(400).body("field", equalTo("uses"));
    }
}
