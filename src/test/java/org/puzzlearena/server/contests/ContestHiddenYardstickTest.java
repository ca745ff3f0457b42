package org.puzzlearena.server.contests;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;
import static org.puzzlearena.server.contests.ContestYardstickSecrecyTest.as;
import static org.puzzlearena.server.contests.ContestYardstickSecrecyTest.awaitFinished;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.LiveClient;
import org.puzzlearena.server.MutableClock;

/**
 * A reference bot run on an instance of the hidden final set (docs/CONTESTS.md, "The hidden final
 * set") tells a participant and the public nothing of the private part before the end: not its
 * score, moves or instance, through the bot-run endpoints and socket, the contest's reference-bot
 * list, scoreboard and its socket, the leaderboards, records, rankings or the organizer's profile.
 * Its run is "not found" exactly as a run that does not exist. From the end it is shown as any
 * reference bot.
 */
@QuarkusTest
class ContestHiddenYardstickTest {

    private static final String PUBLIC_BOARD = "random/917/6x6x3";
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    @Test
    void aReferenceBotOnTheHiddenPartIsNothingToParticipantsAndThePublicUntilTheEnd() throws Exception {
        String organizerName = registerOrganizer("hyorg");
        String organizer = login(organizerName);
        String alice = login(register("hyalice"));
        Map<String, Object> hidden = new LinkedHashMap<>();
        hidden.put("game", "samegame");
        hidden.put("generate", Map.of("size", "6x6x3"));
        hidden.put("hidden", true);
        Map<String, Object> body =
                contest("Hidden yardstick", "sum", List.of(instance("samegame", PUBLIC_BOARD), hidden));
        body.remove("freezesAt");
        long id = create(organizer, body);
        registerFor(alice, id);
        String contestPath = "/api/contests/" + id;
        String hiddenBoard = JSON.readTree(as(organizer).get(contestPath).asString())
                .path("instances")
                .get(1)
                .path("instance")
                .asText();

        clock.set(T0.plus(Duration.ofHours(1)));
        String runLink = as(organizer)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "game", "samegame", "instance", hiddenBoard, "algorithm", "sample", "seconds", 1, "seed", 5))
                .post(contestPath + "/yardsticks")
                .then()
                .statusCode(201)
                .extract()
                .path("run");
        long runId = Long.parseLong(runLink.substring(runLink.lastIndexOf('/') + 1));
        int best = awaitFinished(organizer, runId).getInt("best.score");
        // Nor may a participant run a bot of their own there: the contest's own instance is reserved.
        as(alice)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", hiddenBoard, "algorithm", "sample", "seconds", 1))
                .post("/api/bot-runs")
                .then()
                .statusCode(409)
                .body("field", equalTo("instance"));

        String missing = as(null).get("/api/bot-runs/" + (runId + 1_000_000)).asString();
        for (String viewer : new String[] {alice, null}) {
            String who = viewer == null ? "the public" : "a participant";
            // The run itself: the same 404 as a run that does not exist, and never listed.
            String notFound = as(viewer)
                    .get("/api/bot-runs/" + runId)
                    .then()
                    .statusCode(404)
                    .extract()
                    .asString();
            assertEquals(
                    missing.replace(String.valueOf(runId + 1_000_000), "ID"),
                    notFound.replace(String.valueOf(runId), "ID"));
            as(viewer)
                    .get("/api/bot-runs?account=" + organizerName)
                    .then()
                    .statusCode(200)
                    .body("total", equalTo(0));
            assertNotIn(viewer, "/api/bot-runs?game=samegame&instance=" + hiddenBoard, hiddenBoard, who);
            assertNotIn(viewer, "/api/bot-runs", hiddenBoard, who);
            try (LiveClient live = viewer == null
                    ? LiveClient.connect("/ws/bot-runs/" + runId)
                    : LiveClient.connectWithSession("/ws/bot-runs/" + runId, viewer)) {
                assertEquals(4404, live.closeCode(WAIT));
                assertNull(live.poll(Duration.ZERO), "not a single message to " + who);
            }
            // The contest: no reference bot of the hidden part, not even as a row without scores.
            JsonNode yardsticks =
                    JSON.readTree(as(viewer).get(contestPath + "/yardsticks").asString());
            assertEquals(0, yardsticks.size(), who + " sees " + yardsticks);
            JsonNode board =
                    JSON.readTree(as(viewer).get(contestPath + "/scoreboard").asString());
            assertEquals("public", board.path("ranking").asText());
            assertNoReference(board, who);
            try (LiveClient live = viewer == null
                    ? LiveClient.connect("/ws/contests/" + id + "/scoreboard")
                    : LiveClient.connectWithSession("/ws/contests/" + id + "/scoreboard", viewer)) {
                assertNoReference(live.next(WAIT).path("scoreboard"), who + "'s socket");
            }
            // Boards, records, rankings, profiles.
            as(viewer)
                    .get("/api/leaderboards/samegame/" + hiddenBoard)
                    .then()
                    .statusCode(200)
                    .body("participants", equalTo(0));
            assertNotIn(viewer, "/api/leaderboards/samegame/" + hiddenBoard + "/budgets", "cpuSeconds", who);
            assertNotIn(viewer, "/api/leaderboards", hiddenBoard, who);
            assertNotIn(viewer, "/api/records", hiddenBoard, who);
            assertNotIn(viewer, "/api/rankings?limit=500", organizerName, who);
            assertNotIn(viewer, "/api/profiles/" + organizerName, hiddenBoard, who);
            try (LiveClient live = LiveClient.connect("/ws/leaderboards/samegame/" + hiddenBoard)) {
                assertEquals(0, live.next(WAIT).path("entries").size());
            }
        }
        // Staff see it throughout.
        as(organizer)
                .get(contestPath + "/yardsticks")
                .then()
                .body("[0].instance", equalTo(hiddenBoard))
                .body("[0].bestScore", equalTo(best));
        as(organizer).get("/api/bot-runs/" + runId).then().statusCode(200);

        // From the end everyone sees it on the final board, its run open.
        clock.set(T0.plus(Duration.ofHours(4)).plusSeconds(1));
        for (String viewer : new String[] {alice, null}) {
            as(viewer).get(contestPath + "/yardsticks").then().body("[0].instance", equalTo(hiddenBoard));
            JsonPath board =
                    as(viewer).get(contestPath + "/scoreboard").then().extract().jsonPath();
            assertEquals("private", board.getString("ranking"));
            assertEquals(best, board.getInt("rows.find { it.reference }.cells[0].score"));
            as(viewer).get("/api/bot-runs/" + runId).then().statusCode(200);
        }
    }

    private static void assertNotIn(String viewer, String path, String secret, String who) {
        String text = as(viewer).get(path).then().statusCode(200).extract().asString();
        assertFalse(text.contains(secret), who + " finds " + secret + " in " + path + ": " + text);
    }

    private static void assertNoReference(JsonNode board, String who) {
        for (JsonNode row : board.path("rows")) {
            assertFalse(row.path("reference").asBoolean(), who + " sees a reference bot: " + board);
        }
        assertTrue(board.path("instances").size() == 1, who + " sees only the public column: " + board);
    }
}
