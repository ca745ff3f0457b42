package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.LiveClient;
import org.puzzlearena.server.MutableClock;

/**
 * A reference bot entered while a contest runs must not hand its solution to the participants:
 * until the contest ends they see its score and nothing else (no moves, no configuration that
 * would reproduce them, no public leaderboard entry), through every channel; its staff see
 * everything; after the end everyone does.
 */
@QuarkusTest
class ContestYardstickSecrecyTest {

    private static final String BOARD = "random/931/6x6x3";
    private static final Duration WAIT = Duration.ofSeconds(10);

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    @Test
    void participantsSeeOnlyTheReferenceBotsScoreUntilTheEnd() throws Exception {
        String organizer = login(registerOrganizer("org"));
        String alice = login(register("alice"));
        long id = create(organizer, contest("Secret yardstick", "sum", List.of(instance("samegame", BOARD))));
        registerFor(alice, id);
        clock.set(T0.plus(Duration.ofHours(1)));
        String runLink = given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", BOARD, "algorithm", "sample", "seconds", 2, "seed", 11))
                .post("/api/contests/" + id + "/yardsticks")
                .then()
                .statusCode(201)
                .extract()
                .path("run");
        long runId = Long.parseLong(runLink.substring(runLink.lastIndexOf('/') + 1));
        // While it runs: the staff's socket gets its new bests with their moves, a participant's nothing.
        try (LiveClient staffLive = LiveClient.connectWithSession("/ws/bot-runs/" + runId, organizer);
                LiveClient aliceLive = LiveClient.connectWithSession("/ws/bot-runs/" + runId, alice)) {
            assertEquals(4404, aliceLive.closeCode(WAIT));
            assertNull(aliceLive.poll(Duration.ZERO), "not a single message");
            List<JsonNode> seen = staffLive.until("finished", Duration.ofSeconds(60));
            assertTrue(
                    seen.stream()
                            .anyMatch(m -> m.path("type").asText().equals("best")
                                            && m.path("moves").size() > 0
                                    || m.path("best").path("moves").size() > 0),
                    "staff watch the moves: " + seen);
        }
        JsonPath run = awaitFinished(organizer, runId);
        int best = run.getInt("best.score");
        List<String> moves = run.getList("best.moves");
        assertFalse(moves.isEmpty(), "staff see the reference bot's moves");
        String name = run.getString("name");
        String moveText = String.join("\n", moves);

        // ---- a participant (and the public) while it runs: the score, nothing else
        for (String cookie : new String[] {alice, null}) {
            JsonPath y = as(cookie)
                    .get("/api/contests/" + id + "/yardsticks")
                    .then()
                    .statusCode(200)
                    .body("", hasSize(1))
                    .extract()
                    .jsonPath();
            assertEquals(best, y.getInt("[0].bestScore"));
            assertNull(y.get("[0].run"), "no link to the run");
            assertFalse(y.getString("[0].name").contains("seed"), "no configuration that reproduces it");
            as(cookie).get("/api/bot-runs/" + runId).then().statusCode(404);
            as(cookie)
                    .get("/api/bot-runs?game=samegame&instance=" + BOARD)
                    .then()
                    .statusCode(200)
                    .body("total", equalTo(0));
            try (LiveClient live = cookie == null
                    ? LiveClient.connect("/ws/bot-runs/" + runId)
                    : LiveClient.connectWithSession("/ws/bot-runs/" + runId, cookie)) {
                assertEquals(4404, live.closeCode(WAIT));
                assertNull(live.poll(Duration.ZERO), "not a single message");
            }
            String board = as(cookie)
                    .get("/api/contests/" + id + "/scoreboard")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            assertFalse(board.contains("/api/bot-runs/"), board);
            assertFalse(board.contains(name), board);
            assertEquals(best, JsonPath.from(board).getInt("rows.find { it.reference }.cells[0].score"));
            try (LiveClient live = cookie == null
                    ? LiveClient.connect("/ws/contests/" + id + "/scoreboard")
                    : LiveClient.connectWithSession("/ws/contests/" + id + "/scoreboard", cookie)) {
                String snapshot = live.next(WAIT).toString();
                assertFalse(snapshot.contains("/api/bot-runs/") || snapshot.contains(name), snapshot);
            }
            as(cookie).get("/api/contests/" + id + "/export").then().statusCode(cookie == null ? 403 : 403);
        }
        // Not on any public board of the instance, nor in its submission list.
        given().get("/api/leaderboards/samegame/" + BOARD)
                .then()
                .statusCode(200)
                .body("participants", equalTo(0));
        given().get("/api/submissions?game=samegame&instance=" + BOARD)
                .then()
                .statusCode(200)
                .body("total", equalTo(0));
        try (LiveClient live = LiveClient.connect("/ws/leaderboards/samegame/" + BOARD)) {
            JsonNode snapshot = live.next(WAIT);
            assertEquals(0, snapshot.path("entries").size(), snapshot.toString());
        }
        // So the participant has nothing to post: the copy the issue describes is impossible.

        // ---- staff see everything: the organizer and an admin
        for (String staff : new String[] {organizer, adminCookie()}) {
            as(staff).get("/api/bot-runs/" + runId).then().statusCode(200).body("best.moves", equalTo(moves));
            as(staff)
                    .get("/api/contests/" + id + "/yardsticks")
                    .then()
                    .body("[0].run", equalTo(runLink))
                    .body("[0].name", equalTo(name));
            as(staff)
                    .get("/api/contests/" + id + "/scoreboard")
                    .then()
                    .body("rows.find { it.reference }.cells[0].botRun", equalTo(runLink));
            try (LiveClient live = LiveClient.connectWithSession("/ws/bot-runs/" + runId, staff)) {
                JsonNode snapshot = live.next(WAIT);
                assertEquals(moves.size(), snapshot.path("best").path("moves").size());
            }
        }

        // ---- after the end: everyone
        clock.set(T0.plus(Duration.ofHours(4)).plusSeconds(1));
        given().get("/api/bot-runs/" + runId).then().statusCode(200).body("best.moves", equalTo(moves));
        as(alice)
                .get("/api/contests/" + id + "/yardsticks")
                .then()
                .body("[0].run", equalTo(runLink))
                .body("[0].name", equalTo(name));
        try (LiveClient live = LiveClient.connectWithSession("/ws/bot-runs/" + runId, alice)) {
            assertEquals(
                    moves.size(), live.next(WAIT).path("best").path("moves").size());
        }
        // Its result enters the instance's leaderboard now, as found at the run's end.
        JsonPath board = awaitEntries(BOARD);
        assertEquals(best, board.getInt("entries[0].score"));
        String submission = board.getString("entries[0].submission");
        assertEquals(
                moveText,
                String.join(
                        "\n",
                        given().get(submission)
                                .then()
                                .statusCode(200)
                                .extract()
                                .jsonPath()
                                .<String>getList("moves")));
        as(organizer).get("/api/bot-runs/" + runId).then().body("submission", equalTo(submission));
    }

    static io.restassured.specification.RequestSpecification as(String cookie) {
        return cookie == null ? given() : given().cookie("arena_session", cookie);
    }

    static JsonPath awaitFinished(String cookie, long runId) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < end) {
            JsonPath r = as(cookie)
                    .get("/api/bot-runs/" + runId)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            if (!List.of("queued", "running").contains(r.getString("state"))) {
                assertEquals("finished", r.getString("state"));
                return r;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("run " + runId + " did not finish");
    }

    /** The instance's leaderboard once it has an entry (results held back until a contest ends come within seconds). */
    static JsonPath awaitEntries(String instance) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            JsonPath b = given().get("/api/leaderboards/samegame/" + instance)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            if (!b.getList("entries").isEmpty()) {
                return b;
            }
            assertTrue(System.nanoTime() < end, "no entry on " + instance + " after 20 s");
            Thread.sleep(100);
        }
    }
}
