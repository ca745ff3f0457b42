package org.puzzlearena.server.botruns;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.LiveClient;

/**
 * A bot run watched live, end to end, through real websocket clients: the snapshot, new bests that
 * keep improving, statistics, the finished event, and the result arriving on the leaderboard (in
 * the API and through the leaderboard's own socket).
 */
@QuarkusTest
class BotRunLiveTest {

    private static final Duration GENEROUS = Duration.ofSeconds(30);
    private static final Map<String, Object> BLOCKER =
            Map.of("game", "morpion-5d", "algorithm", "sample", "seconds", 120, "seed", 1);

    @Test
    void aRunIsWatchedLiveAndItsResultEntersTheLeaderboard() throws Exception {
        String owner = register("runner");
        String cookie = login(owner);
        // A board of its own (a seeded instance), so the board socket hears only this run's entry.
        String instance = "random/" + System.nanoTime() % 1_000_000;
        try (LiveClient board = LiveClient.connect("/ws/leaderboards/samegame/" + instance)) {
            JsonNode boardSnapshot = board.next(GENEROUS);
            assertEquals("snapshot", boardSnapshot.get("type").asText());
            assertEquals(1, boardSnapshot.get("v").asInt());
            assertEquals(0, boardSnapshot.get("entries").size());

            // The test pool has two threads: two blockers hold them, so the run waits queued while the
            // client connects, and the client sees everything from the start.
            String other = login(register("blocker"));
            long blocker1 = BotRuns.start(cookie, BLOCKER);
            long blocker2 = BotRuns.start(other, BLOCKER);
            BotRuns.awaitState(blocker1, Set.of("running"), GENEROUS);
            BotRuns.awaitState(blocker2, Set.of("running"), GENEROUS);

            Map<String, Object> body = Map.of(
                    "game",
                    "samegame",
                    "instance",
                    instance,
                    "algorithm",
                    "nmcs",
                    "level",
                    2,
                    "policy",
                    "tabu",
                    "seconds",
                    2,
                    "seed",
                    7);
            JsonPath created = given().cookie("arena_session", cookie)
                    .contentType(ContentType.JSON)
                    .body(body)
                    .post("/api/bot-runs")
                    .then()
                    .statusCode(201)
                    .header("Location", containsString("/api/bot-runs/"))
                    .body("state", equalTo("queued"))
                    .body("name", equalTo("NMCS level 2, tabu, 2 s"))
                    .body("live", startsWith("/ws/bot-runs/"))
                    .extract()
                    .jsonPath();
            long id = created.getLong("id");

            List<JsonNode> events;
            try (LiveClient run = LiveClient.connect("/ws/bot-runs/" + id)) {
                JsonNode snapshot = run.next(GENEROUS);
                assertEquals("snapshot", snapshot.get("type").asText(), snapshot.toString());
                assertEquals(1, snapshot.get("v").asInt());
                assertEquals(id, snapshot.get("runId").asLong());
                assertEquals("queued", snapshot.get("state").asText());
                assertFalse(snapshot.has("best"), "nothing found yet");
                assertEquals(0, snapshot.get("points").size());
                BotRuns.cancelQuietly(cookie, blocker1);
                BotRuns.cancelQuietly(other, blocker2);

                events = run.until("finished", GENEROUS);
                assertEquals(1000, run.closeCode(GENEROUS), "closed normally once the run has ended");
                assertEquals("state", events.get(0).get("type").asText(), "first: queued to running");
                assertEquals("running", events.get(0).get("state").asText());

                long seq = snapshot.get("seq").asLong();
                int previous = Integer.MIN_VALUE;
                int bests = 0;
                int stats = 0;
                for (JsonNode e : events) {
                    assertEquals(1, e.get("v").asInt());
                    assertTrue(e.get("seq").asLong() > seq, "seq grows: " + e);
                    seq = e.get("seq").asLong();
                    switch (e.get("type").asText()) {
                        case "best" -> {
                            int score = e.get("score").asInt();
                            assertTrue(
                                    score > previous,
                                    "each new best is strictly better: " + score + " after " + previous);
                            assertFalse(e.get("moves").isEmpty(), "a new best carries its moves");
                            previous = score;
                            bests++;
                        }
                        case "stats" -> {
                            assertTrue(e.get("playoutsPerSecond").asDouble() >= 0);
                            stats++;
                        }
                        case "state", "finished" -> {}
                        default -> throw new AssertionError("unexpected message " + e);
                    }
                }
                assertTrue(bests >= 2, "new bests, each better than the one before: " + events);
                assertTrue(stats >= 1, "statistics while watching: " + events);
                JsonNode finished = events.get(events.size() - 1);
                assertEquals("finished", finished.get("state").asText(), finished.toString());
                assertEquals(previous, finished.get("score").asInt(), "the run ends with its last best");
                assertNotNull(finished.get("submissionId"));

                JsonPath stored = BotRuns.get(id);
                assertEquals("finished", stored.getString("state"));
                assertEquals(previous, stored.getInt("best.score"));
                List<String> moves = stored.getList("best.moves");
                given().contentType(ContentType.JSON)
                        .body(Map.of("game", "samegame", "instance", instance, "moves", moves))
                        .post("/api/verify")
                        .then()
                        .statusCode(200)
                        .body("valid", equalTo(true))
                        .body("score", equalTo(previous));

                long submissionId = finished.get("submissionId").asLong();
                given().get("/api/leaderboards/samegame/" + instance)
                        .then()
                        .statusCode(200)
                        .body("entries[0].submissionId", equalTo((int) submissionId))
                        .body("entries[0].participant.kind", equalTo("bot"))
                        .body("entries[0].participant.name", equalTo("NMCS level 2, tabu, 2 s"))
                        .body("entries[0].participant.account", equalTo(owner))
                        .body("entries[0].botRun", equalTo("/api/bot-runs/" + id))
                        .body("entries[0].score", equalTo(previous));
                given().get("/api/submissions/" + submissionId)
                        .then()
                        .statusCode(200)
                        .body("botRun", equalTo("/api/bot-runs/" + id))
                        .body("moves", equalTo(moves));

                JsonNode pushed = board.next(GENEROUS);
                assertEquals("entry", pushed.get("type").asText(), pushed.toString());
                assertEquals(submissionId, pushed.get("submissionId").asLong());
                assertEquals(1, pushed.get("entry").get("rank").asInt());
                assertEquals(
                        "/api/bot-runs/" + id, pushed.get("entry").get("botRun").asText());
                assertEquals(previous, pushed.get("entry").get("score").asInt());
            }
        }
    }

    @Test
    void aClientThatReconnectsResumesAfterTheLastEventItSaw() throws Exception {
        String cookie = login(register("resumer"));
        long id = BotRuns.start(cookie, Map.of("game", "morpion-5d", "algorithm", "sample", "seconds", 2, "seed", 3));
        List<JsonNode> first = new ArrayList<>();
        long lastSeq;
        try (LiveClient a = LiveClient.connect("/ws/bot-runs/" + id)) {
            first.add(a.next(GENEROUS));
            first.addAll(a.until("stats", GENEROUS));
            lastSeq = first.get(first.size() - 1).get("seq").asLong();
        }
        try (LiveClient b = LiveClient.connect("/ws/bot-runs/" + id + "?after=" + lastSeq)) {
            List<JsonNode> rest = b.until("finished", GENEROUS);
            for (JsonNode e : rest) {
                assertTrue(e.get("seq").asLong() > lastSeq, "only what came after seq " + lastSeq + ": " + e);
                assertFalse("snapshot".equals(e.get("type").asText()), "no fresh snapshot needed: " + e);
            }
        }
        // Long after the end, a client still gets the whole story: a snapshot, then how it ended.
        BotRuns.awaitState(id, Set.of("finished"), GENEROUS);
        try (LiveClient late = LiveClient.connect("/ws/bot-runs/" + id + "?after=999999")) {
            JsonNode snapshot = late.next(GENEROUS);
            assertEquals("snapshot", snapshot.get("type").asText());
            assertEquals("finished", snapshot.get("state").asText());
            assertEquals("finished", late.next(GENEROUS).get("type").asText());
            assertEquals(1000, late.closeCode(GENEROUS));
        }
    }

    @Test
    void boardsOfOneTwoAndThreeSegmentInstancesCanBeWatched() throws Exception {
        for (String path : List.of("morpion-5d/cross", "leftmove/depth/9", "samegame/random/5/8x8x3")) {
            try (LiveClient c = LiveClient.connect("/ws/leaderboards/" + path)) {
                JsonNode snapshot = c.next(GENEROUS);
                assertEquals("snapshot", snapshot.get("type").asText(), path);
                assertEquals(
                        path.substring(path.indexOf('/') + 1),
                        snapshot.get("instance").asText());
            }
        }
    }

    @Test
    void unknownRunsAndBoardsAreClosedWithNotFound() throws Exception {
        try (LiveClient c = LiveClient.connect("/ws/bot-runs/987654321")) {
            assertEquals(4404, c.closeCode(GENEROUS));
        }
        try (LiveClient c = LiveClient.connect("/ws/leaderboards/no-such-game/x")) {
            assertEquals(4404, c.closeCode(GENEROUS));
        }
        try (LiveClient c = LiveClient.connect("/ws/leaderboards/samegame/standard/99")) {
            assertEquals(4404, c.closeCode(GENEROUS));
        }
    }
}
