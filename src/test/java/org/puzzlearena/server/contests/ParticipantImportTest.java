package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
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
import org.puzzlearena.server.MutableClock;
import org.puzzlearena.server.ParticipantImportsProfile;

/**
 * Importing a contest's participants from a CSV (issue 37): accounts registered for the contest
 * with single-use set-password links, all or nothing, existing accounts registered without a link,
 * only its staff, rate-limited (4 imports an hour in this profile).
 */
@QuarkusTest
@TestProfile(ParticipantImportsProfile.class)
class ParticipantImportTest {

    private MutableClock clock;
    private String organizer;
    private long contestId;

    @BeforeEach
    void contestWithOrganizer() {
        clock = ContestFixtures.installClock();
        organizer = login(registerOrganizer("imp-org"));
        contestId = create(organizer, contest("Company cup", "sum", List.of(instance("samegame", "standard/1"))));
    }

    private Response importCsv(String cookie, String csv) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("csv", csv))
                .post("/api/contests/" + contestId + "/participants/import");
    }

    private static Response logIn(String name, String password) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", password))
                .post("/api/session");
    }

    private static Response setPassword(String link, String password) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("token", link.substring(link.indexOf('#') + 1), "password", password))
                .post("/api/password-resets");
    }

    @Test
    void everyLineBecomesARegisteredAccountWhoseLinkSetsItsPasswordOnce() {
        String ada = uniqueName("ada");
        String bob = uniqueName("bob");
        String cy = uniqueName("cy");
        String csv = "username,displayName,team,email\r\n"
                + ada + ",\"Lovelace, Ada\",Analytical,ada@example.org\r\n"
                + bob + ",Bob,,\r\n"
                + "\r\n"
                + cy + ",Cy Young,Pitchers\n";
        Response r = importCsv(organizer, csv);
        r.then()
                .statusCode(201)
                .body("created", equalTo(3))
                .body("existing", equalTo(0))
                .body("participants.username", contains(ada, bob, cy))
                .body("participants.line", contains(2, 3, 5))
                .body("participants[0].displayName", equalTo("Lovelace, Ada"))
                .body("participants[1].team", nullValue())
                .body("participants.existing", everyItem(equalTo(false)))
                .body("participants.link", everyItem(startsWith("/reset-password#r_")));
        String adaLink = r.path("participants[0].link");

        // Registered for the contest at once; nobody can log in before their link is used.
        given().get("/api/contests/" + contestId + "/registrations")
                .then()
                .body("total", equalTo(3))
                .body("registrations.participant.name", containsInAnyOrder(ada, bob, cy));
        logIn(ada, "Ada's own password").then().statusCode(401);

        // The link sets the password once.
        setPassword(adaLink, "Ada's own password").then().statusCode(200).body("username", equalTo(ada));
        logIn(ada, "Ada's own password").then().statusCode(200);
        setPassword(adaLink, "someone else's").then().statusCode(422);
        logIn(ada, "someone else's").then().statusCode(401);

        // The organizer's list: who, when, whether the password is set; never the links again.
        Response list =
                given().cookie("arena_session", organizer).get("/api/contests/" + contestId + "/participants/imported");
        list.then()
                .statusCode(200)
                .body("total", equalTo(3))
                .body("participants.username", contains(ada, bob, cy))
                .body("participants.passwordSet", contains(true, false, false))
                .body("participants[0].team", equalTo("Analytical"))
                .body("participants[0].email", equalTo("ada@example.org"))
                .body("participants[0].importedAt", notNullValue())
                .body("participants[0]", not(hasKey("link")));
        assertFalse(list.asString().contains(adaLink.substring(adaLink.indexOf('#') + 1)));

        // Audited, naming the accounts.
        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?action=contest.participants.import&target=contest:" + contestId)
                .then()
                .statusCode(200)
                .body("total", equalTo(1))
                .body("entries[0].details.created", equalTo(3))
                .body("entries[0].details.usernames", hasItem(cy));
    }

    @Test
    void oneBadLineRefusesTheWholeFileListingEveryBadLine() {
        String good = uniqueName("good");
        String csv = "username,displayName,email\n"
                + good + ",Good,good@example.org\n"
                + "ab,Too short,\n"
                + good.toUpperCase() + ",Same name again,\n"
                + uniqueName("mail") + ",Bad mail,not-an-address\n"
                + uniqueName("nameless") + ",,\n";
        importCsv(organizer, csv)
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("username"))
                .body("errors.line", contains(3, 4, 5, 6))
                .body("errors.field", contains("username", "username", "email", "displayName"));
        // Nothing was created: the good line's name is still free, nobody is registered.
        given().get("/api/contests/" + contestId + "/registrations").then().body("total", equalTo(0));
        given().contentType(ContentType.JSON)
                .body(Map.of("username", good, "password", "correct horse"))
                .post("/api/accounts")
                .then()
                .statusCode(201);
        given().cookie("arena_session", organizer)
                .get("/api/contests/" + contestId + "/participants/imported")
                .then()
                .body("total", equalTo(0));
        // A header without the username column, and a file over the cap, name what is wrong.
        importCsv(organizer, "name,displayName\nx,y\n")
                .then()
                .statusCode(400)
                .body("errors.field", hasItem("username"));
        StringBuilder big = new StringBuilder("username,displayName\n");
        for (int i = 0; i <= ParticipantCsv.MAX_ROWS; i++) {
            big.append("person-").append(i).append(",Person ").append(i).append('\n');
        }
        importCsv(organizer, big.toString()).then().statusCode(400).body("field", equalTo("csv"));
    }

    @Test
    void anExistingAccountIsRegisteredAsItIsWithoutALink() {
        String known = register("known");
        String fresh = uniqueName("fresh");
        importCsv(organizer, "username,displayName\n" + known + ",Known\n" + fresh + ",Fresh\n")
                .then()
                .statusCode(201)
                .body("created", equalTo(1))
                .body("existing", equalTo(1))
                .body("participants[0].existing", equalTo(true))
                .body("participants[0].link", nullValue())
                .body("participants[1].link", startsWith("/reset-password#"));
        // The account keeps its password, and takes part.
        logIn(known, "correct horse").then().statusCode(200);
        given().get("/api/contests/" + contestId + "/registrations")
                .then()
                .body("registrations.participant.name", hasItem(known));
        // The organizer's own account cannot be imported into its contest.
        String organizerName = given().cookie("arena_session", organizer)
                .get("/api/session")
                .then()
                .extract()
                .path("username");
        importCsv(organizer, "username,displayName\n" + organizerName + ",Me\n")
                .then()
                .statusCode(400)
                .body("errors[0].line", equalTo(2));
    }

    @Test
    void onlyTheContestsStaffImportAndNotAfterTheEnd() {
        String someone = login(register("nobody"));
        String csv = "username,displayName\n" + uniqueName("p") + ",P\n";
        importCsv(someone, csv).then().statusCode(403);
        given().cookie("arena_session", someone)
                .get("/api/contests/" + contestId + "/participants/imported")
                .then()
                .statusCode(403);
        given().contentType(ContentType.JSON)
                .body(Map.of("csv", csv))
                .post("/api/contests/" + contestId + "/participants/import")
                .then()
                .statusCode(401);
        // An admin may import.
        importCsv(adminCookie(), csv).then().statusCode(201);
        clock.advance(Duration.ofHours(5));
        importCsv(organizer, "username,displayName\n" + uniqueName("late") + ",Late\n")
                .then()
                .statusCode(409);
    }

    @Test
    void importsAreRateLimitedPerAccount() {
        for (int i = 0; i < 4; i++) {
            importCsv(organizer, "username,displayName\n" + uniqueName("r") + ",R\n")
                    .then()
                    .statusCode(201);
        }
        Response refused = importCsv(organizer, "username,displayName\n" + uniqueName("r") + ",R\n");
        refused.then().statusCode(429).header("Retry-After", notNullValue());
        assertEquals(4, (int)
                given().get("/api/contests/" + contestId + "/registrations").path("total"));
    }
}
