package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.ContestMessagesProfile;
import org.puzzlearena.server.MutableClock;

/**
 * Announcements and clarifications through the API (issue 37): who posts, asks and answers, and
 * that a private question or answer reaches nobody but its asker and the staff.
 */
@QuarkusTest
@TestProfile(ContestMessagesProfile.class)
class ContestMessagesTest {

    static final String BOARD = "standard/1";

    private MutableClock clock;
    private String organizer;
    private String alice;
    private String aliceName;
    private String bob;
    private String stranger;
    private long contestId;

    @BeforeEach
    void contestWithTwoParticipants() {
        clock = ContestFixtures.installClock();
        organizer = login(registerOrganizer("msg-org"));
        aliceName = register("alice");
        alice = login(aliceName);
        bob = login(register("bob"));
        stranger = login(register("stranger"));
        contestId = create(organizer, contest("Talk cup", "sum", List.of(instance("samegame", BOARD))));
        registerFor(alice, contestId);
        registerFor(bob, contestId);
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(1)); // running
    }

    static RequestSpecification as(String cookie) {
        return cookie == null ? given() : given().cookie("arena_session", cookie);
    }

    static Response ask(String cookie, long contest, Map<String, Object> body) {
        return as(cookie).contentType(ContentType.JSON).body(body).post("/api/contests/" + contest + "/clarifications");
    }

    static Response answer(String cookie, long contest, long id, String text, boolean toAll) {
        return as(cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("answer", text, "toAll", toAll))
                .post("/api/contests/" + contest + "/clarifications/" + id + "/answer");
    }

    static Response announce(String cookie, long contest, String text) {
        Map<String, Object> body = new HashMap<>();
        body.put("text", text);
        return as(cookie).contentType(ContentType.JSON).body(body).post("/api/contests/" + contest + "/announcements");
    }

    @Test
    void staffAnnounceAndEveryoneReadsWithUnreadMarkers() {
        announce(organizer, contestId, "Instance 1's statement is fixed")
                .then()
                .statusCode(201)
                .body("text", equalTo("Instance 1's statement is fixed"))
                .body("author", notNullValue());
        announce(alice, contestId, "I am the organizer now").then().statusCode(403);
        announce(null, contestId, "anonymous").then().statusCode(401);
        announce(organizer, contestId, "  ").then().statusCode(400).body("field", equalTo("text"));
        announce(organizer, contestId, "x".repeat(2001)).then().statusCode(400).body("field", equalTo("text"));
        announce(organizer, contestId, "bell \u0007").then().statusCode(400).body("field", equalTo("text"));
        announce(organizer, 99999999, "nowhere").then().statusCode(404);

        as(null).get("/api/contests/" + contestId + "/announcements")
                .then()
                .statusCode(200)
                .body("announcements", hasSize(1))
                .body("announcements[0].text", equalTo("Instance 1's statement is fixed"));
        as(null).get("/api/contests/99999999/announcements").then().statusCode(404);
        as(alice)
                .get("/api/contests/" + contestId + "/messages/unread")
                .then()
                .statusCode(200)
                .body("announcements", equalTo(1));
        as(null).get("/api/contests/" + contestId + "/messages/unread").then().statusCode(401);
        as(alice).post("/api/contests/" + contestId + "/messages/read").then().statusCode(200);
        as(null).post("/api/contests/" + contestId + "/messages/read").then().statusCode(401);
        as(alice)
                .get("/api/contests/" + contestId + "/announcements")
                .then()
                .body("unread", equalTo(0))
                .body("announcements[0].unread", equalTo(false));
        announce(organizer, contestId, "Ten minutes left").then().statusCode(201);
        as(alice).get("/api/contests/" + contestId + "/messages/unread").then().body("announcements", equalTo(1));
        as(bob).get("/api/contests/" + contestId + "/messages/unread").then().body("announcements", equalTo(2));

        as(adminCookie())
                .get("/api/admin/audit?action=contest.announcement.post&target=contest:" + contestId)
                .then()
                .statusCode(200)
                .body("total", equalTo(2))
                .body("entries.details.text", hasItem("Ten minutes left"));
    }

    @Test
    void aPrivateQuestionAndItsAnswerReachOnlyTheAskerAndStaff() {
        long q = ask(
                        alice,
                        contestId,
                        Map.of("question", "Is the time limit per move?", "game", "samegame", "instance", BOARD))
                .then()
                .statusCode(201)
                .body("mine", equalTo(true))
                .body("instance", equalTo(BOARD))
                .body("answer", nullValue())
                .extract()
                .jsonPath()
                .getLong("id");

        // Staff see it with its asker; Bob, a stranger and the public do not learn it exists.
        as(organizer)
                .get("/api/contests/" + contestId + "/clarifications")
                .then()
                .body("staff", equalTo(true))
                .body("clarifications", hasSize(1))
                .body("clarifications[0].asker", equalTo(aliceName))
                .body("unread", equalTo(1));
        for (String other : new String[] {bob, stranger, null}) {
            as(other)
                    .get("/api/contests/" + contestId + "/clarifications")
                    .then()
                    .statusCode(200)
                    .body("staff", equalTo(false))
                    .body("clarifications", hasSize(0))
                    .body("unread", equalTo(0));
        }
        // Nobody but staff may answer, and a non-staff caller learns nothing from trying.
        answer(bob, contestId, q, "yes", true).then().statusCode(403);
        answer(null, contestId, q, "yes", true).then().statusCode(401);
        as(bob).get("/api/contests/99999999/clarifications").then().statusCode(404);
        answer(bob, contestId, q + 1000, "yes", true).then().statusCode(403);
        answer(organizer, contestId, q + 1000, "yes", true).then().statusCode(404);
        answer(organizer, contestId, q, "", false).then().statusCode(400).body("field", equalTo("answer"));

        answer(organizer, contestId, q, "No: per game, 10 seconds in all.", false)
                .then()
                .statusCode(200)
                .body("toAll", equalTo(false))
                .body("asker", equalTo(aliceName));
        answer(organizer, contestId, q, "Again", true).then().statusCode(409);

        as(alice)
                .get("/api/contests/" + contestId + "/clarifications")
                .then()
                .body("clarifications", hasSize(1))
                .body("clarifications[0].answer", equalTo("No: per game, 10 seconds in all."))
                .body("clarifications[0].asker", nullValue())
                .body("clarifications[0].unread", equalTo(true));
        as(alice).get("/api/contests/" + contestId + "/messages/unread").then().body("clarifications", equalTo(1));
        for (String other : new String[] {bob, stranger, null}) {
            as(other)
                    .get("/api/contests/" + contestId + "/clarifications")
                    .then()
                    .body("clarifications", hasSize(0));
        }
        as(bob).get("/api/contests/" + contestId + "/messages/unread").then().body("clarifications", equalTo(0));

        // The staff export holds it with its asker; the audit log every ask and answer.
        clock.set(T0.plus(Duration.ofHours(5)));
        as(organizer)
                .get("/api/contests/" + contestId + "/export?format=json")
                .then()
                .statusCode(200)
                .body("clarifications", hasSize(1))
                .body("clarifications[0].asker", equalTo(aliceName))
                .body("clarifications[0].answer", equalTo("No: per game, 10 seconds in all."));
        as(adminCookie())
                .get("/api/admin/audit?action=contest.clarification.ask&target=contest:" + contestId)
                .then()
                .body("total", equalTo(1))
                .body("entries[0].actor", equalTo(aliceName));
        as(adminCookie())
                .get("/api/admin/audit?action=contest.clarification.answer&target=contest:" + contestId)
                .then()
                .body("total", equalTo(1))
                .body("entries[0].details.toAll", equalTo(false));
    }

    @Test
    void anAnswerToAllIsReadByEveryoneWithoutTheAskersName() {
        long q = ask(bob, contestId, Map.of("question", "May bots submit?"))
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        answer(organizer, contestId, q, "Yes, with an API token.", true).then().statusCode(200);
        for (String reader : new String[] {alice, stranger, null}) {
            as(reader)
                    .get("/api/contests/" + contestId + "/clarifications")
                    .then()
                    .body("clarifications", hasSize(1))
                    .body("clarifications[0].question", equalTo("May bots submit?"))
                    .body("clarifications[0].answer", equalTo("Yes, with an API token."))
                    .body("clarifications[0].asker", nullValue())
                    .body("clarifications[0].mine", equalTo(false));
        }
        as(alice).get("/api/contests/" + contestId + "/messages/unread").then().body("clarifications", equalTo(1));
        // After the end the public export holds the public answer, still without the asker.
        clock.set(T0.plus(Duration.ofHours(5)));
        as(organizer).post("/api/contests/" + contestId + "/unfreeze").then().statusCode(200);
        as(null).get("/api/contests/" + contestId + "/export?format=json")
                .then()
                .statusCode(200)
                .body("clarifications", hasSize(1))
                .body("clarifications[0].asker", nullValue());
    }

    @Test
    void onlyRegisteredParticipantsAskWithinTheLimits() {
        ask(stranger, contestId, Map.of("question", "Can I join?"))
                .then()
                .statusCode(403)
                .body("detail", not(equalTo(null)));
        ask(organizer, contestId, Map.of("question", "Hello?")).then().statusCode(403);
        ask(null, contestId, Map.of("question", "Hello?")).then().statusCode(401);
        ask(alice, contestId, Map.of("question", "")).then().statusCode(400).body("field", equalTo("question"));
        ask(alice, contestId, Map.of("question", "y".repeat(2001)))
                .then()
                .statusCode(400)
                .body("field", equalTo("question"));
        ask(alice, contestId, Map.of("question", "Which?", "game", "samegame"))
                .then()
                .statusCode(400)
                .body("field", equalTo("instance"));
        ask(alice, contestId, Map.of("question", "Which?", "game", "samegame", "instance", "standard/999"))
                .then()
                .statusCode(400)
                .body("field", equalTo("instance"));
        ask(alice, 99999999, Map.of("question", "Where?")).then().statusCode(404);
        // Refused input cost nothing: three questions pass (this profile's limit), the fourth waits.
        for (int i = 0; i < 3; i++) {
            ask(alice, contestId, Map.of("question", "Question " + i)).then().statusCode(201);
        }
        ask(alice, contestId, Map.of("question", "One too many"))
                .then()
                .statusCode(429)
                .header("Retry-After", notNullValue());
        // The limit is Alice's: Bob still asks.
        ask(bob, contestId, Map.of("question", "Mine")).then().statusCode(201);
        clock.set(T0.plus(Duration.ofHours(4)).plusSeconds(1));
        ask(bob, contestId, Map.of("question", "Too late?")).then().statusCode(409);
    }

    @Test
    void beforeTheStartQuestionsMayNotNameInstances() {
        clock.set(T0);
        ask(alice, contestId, Map.of("question", "Is it hard?", "game", "samegame", "instance", BOARD))
                .then()
                .statusCode(400)
                .body("field", equalTo("instance"));
        ask(alice, contestId, Map.of("question", "When do we start?")).then().statusCode(201);
    }
}
