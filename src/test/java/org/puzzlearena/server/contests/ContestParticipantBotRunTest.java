package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;
import static org.puzzlearena.server.ServerTestSupport.token;
import static org.puzzlearena.server.contests.ContestYardstickSecrecyTest.as;
import static org.puzzlearena.server.contests.ContestYardstickSecrecyTest.awaitEntries;
import static org.puzzlearena.server.contests.ContestYardstickSecrecyTest.awaitFinished;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.LiveClient;
import org.puzzlearena.server.MutableClock;

/**
 * Server bot runs ("Run a bot here") on the catalogue instances of a contest the caller takes part
 * in: refused when the contest does not allow bots, and private to their owner until the contest's
 * results are public when it does (their leaderboard entry included).
 */
@QuarkusTest
class ContestParticipantBotRunTest {

    private static final String NO_BOTS = "standard/13";
    private static final String BOTS = "standard/14";
    private static final Duration WAIT = Duration.ofSeconds(10);

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    private static Map<String, Object> run(String instance) {
        return Map.of("game", "samegame", "instance", instance, "algorithm", "sample", "playouts", 200, "seed", 5);
    }

    private static Response start(String cookie, String instance) {
        return as(cookie).contentType(ContentType.JSON).body(run(instance)).post("/api/bot-runs");
    }

    @Test
    void aParticipantsBotRunIsRefusedWhenTheContestForbidsBots() {
        String organizer = login(registerOrganizer("org"));
        String aliceName = register("alice");
        String alice = login(aliceName);
        String bob = login(register("bob"));
        Map<String, Object> body = new HashMap<>(contest("No bots", "sum", List.of(instance("samegame", NO_BOTS))));
        body.put("botsAllowed", false);
        long id = create(organizer, body);
        registerFor(alice, id);

        // Upcoming and running: refused, naming the field; through her API token as well.
        String aliceToken = token(alice, "helper");
        for (Duration at : List.of(Duration.ofMinutes(30), Duration.ofHours(2))) {
            clock.set(T0.plus(at));
            start(alice, NO_BOTS)
                    .then()
                    .statusCode(403)
                    .contentType(containsString("application/problem+json"))
                    .body("field", equalTo("instance"))
                    .body("detail", containsString("does not allow bots"));
            given().header("Authorization", "Bearer " + aliceToken)
                    .contentType(ContentType.JSON)
                    .body(run(NO_BOTS))
                    .post("/api/bot-runs")
                    .then()
                    .statusCode(403)
                    .body("field", equalTo("instance"));
        }
        // Nothing of the refused runs was stored.
        as(alice)
                .queryParam("instance", NO_BOTS)
                .get("/api/bot-runs")
                .then()
                .statusCode(200)
                .body("total", equalTo(0));
        // Someone who does not take part runs bots on a catalogue instance as ever.
        long bobs =
                start(bob, NO_BOTS).then().statusCode(201).extract().jsonPath().getLong("id");
        BotRuns.cancelQuietly(bob, bobs);
        // Once the contest has ended the instance is an ordinary one again for Alice too.
        clock.set(T0.plus(Duration.ofHours(5)));
        long after = start(alice, NO_BOTS)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        BotRuns.cancelQuietly(alice, after);
    }

    @Test
    void aParticipantsBotRunStaysHersUntilTheContestIsPublic() throws Exception {
        String organizer = login(registerOrganizer("org"));
        String alice = login(register("alice"));
        String bob = login(register("bob"));
        long id = create(organizer, contest("Bots welcome", "sum", List.of(instance("samegame", BOTS))));
        registerFor(alice, id);
        registerFor(bob, id);
        clock.set(T0.plus(Duration.ofHours(1)));
        long before = given().get("/api/leaderboards/samegame/" + BOTS)
                .then()
                .extract()
                .jsonPath()
                .getLong("participants");

        long runId =
                start(alice, BOTS).then().statusCode(201).extract().jsonPath().getLong("id");
        JsonPath mine = awaitFinished(alice, runId);
        List<String> moves = mine.getList("best.moves");
        assertFalse(moves.isEmpty(), "the owner sees her run's moves");
        assertNull(mine.get("submission"), "its entry waits for the contest");

        for (String other : new String[] {bob, null}) {
            as(other).get("/api/bot-runs/" + runId).then().statusCode(404);
            assertFalse(as(other)
                    .get("/api/bot-runs?game=samegame&instance=" + BOTS)
                    .then()
                    .extract()
                    .jsonPath()
                    .<Integer>getList("runs.id")
                    .contains((int) runId));
            try (LiveClient live = other == null
                    ? LiveClient.connect("/ws/bot-runs/" + runId)
                    : LiveClient.connectWithSession("/ws/bot-runs/" + runId, other)) {
                assertEquals(4404, live.closeCode(WAIT));
            }
        }
        try (LiveClient live = LiveClient.connectWithSession("/ws/bot-runs/" + runId, alice)) {
            assertEquals(
                    moves.size(), live.next(WAIT).path("best").path("moves").size());
        }
        given().get("/api/leaderboards/samegame/" + BOTS).then().body("participants", equalTo((int) before));

        // Ended but frozen: still hers alone. Unfrozen (public): everyone's, and on the leaderboard.
        clock.set(T0.plus(Duration.ofHours(4)).plusSeconds(1));
        as(bob).get("/api/bot-runs/" + runId).then().statusCode(404);
        given().cookie("arena_session", organizer)
                .post("/api/contests/" + id + "/unfreeze")
                .then()
                .statusCode(200);
        as(bob).get("/api/bot-runs/" + runId).then().statusCode(200).body("best.moves", equalTo(moves));
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (given().get("/api/leaderboards/samegame/" + BOTS)
                        .then()
                        .extract()
                        .jsonPath()
                        .getLong("participants")
                == before) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the run's result never reached the leaderboard");
            }
            Thread.sleep(100);
        }
        as(alice).get("/api/bot-runs/" + runId).then().body("submission", containsString("/api/submissions/"));
        awaitEntries(BOTS);
    }
}
