package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.lines;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ContestFixtures.scoreboardWithoutClock;
import static org.puzzlearena.server.ContestFixtures.submit;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.LiveClient;
import org.puzzlearena.server.MutableClock;

/**
 * After the freeze nothing about another participant's later submission reaches a participant or
 * the public: not the scoreboard (byte for byte), not the contest's lists, not the ordinary
 * leaderboards and submission endpoints, not the websocket (not even an empty update).
 */
@QuarkusTest
class ContestFreezeTest {

    private static final String BOARD = "random/902/6x6x3";
    private static final Duration WAIT = Duration.ofSeconds(10);

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    @Test
    void aLaterSubmissionOfAnotherLeavesNoTraceForParticipantsAndThePublic() throws Exception {
        String organizer = login(registerOrganizer("org"));
        String alice = login(register("alice"));
        String bobName = register("bob");
        String bob = login(bobName);
        String carol = login(register("carol"));
        List<ContestFixtures.Line> lines = lines("samegame", BOARD, 4);
        long id = create(organizer, contest("Frozen", "relative", List.of(instance("samegame", BOARD))));
        registerFor(alice, id);
        registerFor(bob, id);

        clock.set(T0.plus(Duration.ofHours(1)));
        submit(alice, id, "samegame", BOARD, lines.get(1).moves()).then().statusCode(201);
        submit(bob, id, "samegame", BOARD, lines.get(0).moves()).then().statusCode(201);

        clock.set(T0.plus(Duration.ofHours(3)).plusSeconds(5));
        String aliceBefore = scoreboardWithoutClock(alice, id);
        String publicBefore = scoreboardWithoutClock(null, id);
        String carolBefore = scoreboardWithoutClock(carol, id);
        long leaderboardBefore = given().get("/api/leaderboards/samegame/" + BOARD)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("participants");

        try (LiveClient aliceLive = LiveClient.connectWithSession("/ws/contests/" + id + "/scoreboard", alice);
                LiveClient publicLive = LiveClient.connect("/ws/contests/" + id + "/scoreboard");
                LiveClient staffLive = LiveClient.connectWithSession("/ws/contests/" + id + "/scoreboard", organizer)) {
            JsonNode snapshot = aliceLive.next(WAIT);
            assertEquals("snapshot", snapshot.path("type").asText());
            assertEquals(ScoreboardMessages.VERSION, snapshot.path("v").asInt());
            assertTrue(snapshot.path("scoreboard").path("frozen").asBoolean());
            LiveBoard aliceBoard = new LiveBoard();
            aliceBoard.apply(snapshot);
            assertEquals("snapshot", publicLive.next(WAIT).path("type").asText());
            JsonNode staffSnapshot = staffLive.next(WAIT);
            assertEquals("snapshot", staffSnapshot.path("type").asText());
            LiveBoard staffBoard = new LiveBoard();
            staffBoard.apply(staffSnapshot);

            // Bob, after the freeze, beats everyone.
            long late = submit(bob, id, "samegame", BOARD, lines.get(3).moves())
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");

            assertTrue(staffBoard.apply(staffLive.next(WAIT)));
            assertEquals(
                    lines.get(3).score(),
                    staffBoard.board().path("rows").get(0).path("rawTotal").asInt());
            // The same refresh served every watcher: nothing was, or will be, sent to the others.
            assertNull(aliceLive.poll(Duration.ofMillis(1500)), "a frozen participant hears nothing of it");
            assertNull(publicLive.poll(Duration.ofMillis(200)), "the public hears nothing of it");

            assertEquals(aliceBefore, scoreboardWithoutClock(alice, id));
            assertEquals(publicBefore, scoreboardWithoutClock(null, id));
            assertEquals(carolBefore, scoreboardWithoutClock(carol, id));
            given().cookie("arena_session", alice)
                    .get("/api/submissions/" + late)
                    .then()
                    .statusCode(404);
            given().get("/api/submissions/" + late).then().statusCode(404);
            given().cookie("arena_session", bob)
                    .get("/api/submissions/" + late)
                    .then()
                    .statusCode(200);
            given().cookie("arena_session", organizer)
                    .get("/api/submissions/" + late)
                    .then()
                    .statusCode(200);
            given().cookie("arena_session", alice)
                    .get("/api/contests/" + id + "/submissions")
                    .then()
                    .body("scope", equalTo("mine"))
                    .body("total", equalTo(1));
            given().cookie("arena_session", alice)
                    .get("/api/contests/" + id + "/submissions?account=" + bobName)
                    .then()
                    .statusCode(400)
                    .body("field", equalTo("account"));
            given().get("/api/contests/" + id + "/submissions").then().statusCode(401);
            given().get("/api/leaderboards/samegame/" + BOARD).then().body("participants", equalTo((int)
                    leaderboardBefore));
            given().get("/api/submissions?game=samegame&instance=" + BOARD)
                    .then()
                    .body("total", equalTo(0));
            given().cookie("arena_session", alice)
                    .get("/api/contests/" + id + "/export")
                    .then()
                    .statusCode(403);

            // Alice's own later submission: she sees it (in "you"), the public board stays as it was.
            submit(alice, id, "samegame", BOARD, lines.get(2).moves()).then().statusCode(201);
            JsonNode aliceUpdate = aliceLive.next(WAIT);
            assertTrue(aliceBoard.apply(aliceUpdate));
            assertEquals(1, aliceUpdate.path("seq").asInt());
            JsonNode you = aliceBoard.board().path("you");
            assertEquals(lines.get(2).score(), you.get(0).path("rawTotal").asInt());
            assertEquals(1, you.get(0).path("rank").asInt(), "ranked as if against the frozen board");
            assertNotNull(aliceBoard.board().path("rows"));
            assertEquals(LiveBoard.apiBoard(alice, id), LiveBoard.clockless(aliceBoard.board()));
            assertNull(publicLive.poll(Duration.ofMillis(1500)), "the public hears nothing of Alice's either");
            assertEquals(publicBefore, scoreboardWithoutClock(null, id));
            assertTrue(staffBoard.apply(staffLive.next(WAIT)));
            assertEquals(
                    lines.get(2).score(),
                    staffBoard.board().path("rows").get(1).path("rawTotal").asInt());
        }
    }

    @Test
    void socketsRefuseUnknownContestsAndBadTokens() throws Exception {
        try (LiveClient c = LiveClient.connect("/ws/contests/99999999/scoreboard")) {
            assertEquals(4404, c.closeCode(WAIT));
        }
        try (LiveClient c = LiveClient.connect("/ws/contests/abc/scoreboard")) {
            assertEquals(4404, c.closeCode(WAIT));
        }
    }
}
