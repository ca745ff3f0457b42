package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.lines;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ContestFixtures.scoreboardWithoutClock;
import static org.puzzlearena.server.ContestFixtures.submit;
import static org.puzzlearena.server.ContestFixtures.withoutClock;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
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
 * The hidden final set (docs/CONTESTS.md): before the end nothing of the hidden part reaches a
 * participant or the public (contest view, scoreboard, lists, a submission's own answer, the
 * submission endpoint, the ordinary leaderboard, the websocket, the export), staff see it all; from
 * the end everyone sees the final ranking and the seed, from which the hidden instance re-derives.
 */
@QuarkusTest
class ContestHiddenFinalTest {

    private static final String PUBLIC_BOARD = "random/903/6x6x3";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration WAIT = Duration.ofSeconds(10);

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    private static Map<String, Object> hiddenContest(Object finalRanking, Map<String, Object> generate) {
        Map<String, Object> hidden = new LinkedHashMap<>();
        hidden.put("game", "samegame");
        hidden.put("generate", generate);
        hidden.put("hidden", true);
        Map<String, Object> body = contest("Hidden final", "sum", List.of(instance("samegame", PUBLIC_BOARD), hidden));
        body.remove("freezesAt");
        if (finalRanking != null) {
            body.put("finalRanking", finalRanking);
        }
        return body;
    }

    private static io.restassured.response.Response post(String cookie, Map<String, Object> body) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/contests");
    }

    private static String get(String cookie, String path, int status) {
        var spec = cookie == null ? given() : given().cookie("arena_session", cookie);
        return spec.get(path).then().statusCode(status).extract().asString();
    }

    private static JsonNode json(String cookie, String path) throws Exception {
        return JSON.readTree(get(cookie, path, 200));
    }

    @Test
    void organizerInputIsCheckedNamingTheField() {
        String organizer = login(registerOrganizer("hforg"));
        post(organizer, hiddenContest("best", Map.of("size", "6x6x3")))
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("finalRanking"));
        post(organizer, hiddenContest("private", Map.of("size", "6x6x3", "seed", 5)))
                .then()
                .statusCode(400)
                .body("field", equalTo("instances[1].generate.seed"));
        Map<String, Object> badSeed = hiddenContest("both", Map.of("size", "6x6x3"));
        badSeed.put("hiddenSeed", "-3");
        post(organizer, badSeed).then().statusCode(400).body("field", equalTo("hiddenSeed"));
        Map<String, Object> noHidden = contest("Plain", "sum", List.of(instance("samegame", PUBLIC_BOARD)));
        noHidden.put("finalRanking", "private");
        post(organizer, noHidden).then().statusCode(400).body("field", equalTo("finalRanking"));
    }

    @Test
    void nothingOfTheHiddenPartLeaksBeforeTheEndAndEverythingIsPublishedAfter() throws Exception {
        String organizer = login(registerOrganizer("hforg2"));
        String aliceName = register("hfalice");
        String alice = login(aliceName);
        String bobName = register("hfbob");
        String bob = login(bobName);
        long id = ((Number) post(organizer, hiddenContest("private", Map.of("size", "6x6x3")))
                        .then()
                        .statusCode(201)
                        .extract()
                        .path("id"))
                .longValue();
        registerFor(alice, id);
        registerFor(bob, id);
        String contestPath = "/api/contests/" + id;

        JsonNode staffView = json(organizer, contestPath);
        String seed = staffView.path("hiddenPart").path("seed").asText();
        assertFalse(seed.isEmpty(), "staff see the seed");
        assertEquals(
                "private", staffView.path("hiddenPart").path("finalRanking").asText());
        String hiddenBoard = staffView.path("instances").get(1).path("instance").asText();
        assertTrue(staffView.path("instances").get(1).path("hidden").asBoolean());
        assertFalse(hiddenBoard.contains(seed), "the instance's own seed is derived, not the contest's");

        clock.set(T0.plus(Duration.ofHours(1)));
        List<ContestFixtures.Line> pub = lines("samegame", PUBLIC_BOARD, 2);
        List<ContestFixtures.Line> hid = lines("samegame", hiddenBoard, 2);
        submit(alice, id, "samegame", PUBLIC_BOARD, pub.get(0).moves()).then().statusCode(201);
        submit(bob, id, "samegame", PUBLIC_BOARD, pub.get(1).moves()).then().statusCode(201);
        submit(bob, id, "samegame", hiddenBoard, hid.get(0).moves()).then().statusCode(201);

        for (String viewer : new String[] {alice, null}) {
            JsonNode v = json(viewer, contestPath);
            assertTrue(v.path("instances").get(1).path("hidden").asBoolean(), "marked hidden until the end");
            assertFalse(v.path("hiddenPart").path("scoresVisible").asBoolean());
            assertTrue(v.path("hiddenPart").path("seed").isMissingNode(), "no seed before the end");
            assertFalse(v.toString().contains(seed));
        }
        String aliceBoard;
        String publicBoard;
        try (LiveClient aliceLive = LiveClient.connectWithSession("/ws/contests/" + id + "/scoreboard", alice);
                LiveClient publicLive = LiveClient.connect("/ws/contests/" + id + "/scoreboard");
                LiveClient staffLive = LiveClient.connectWithSession("/ws/contests/" + id + "/scoreboard", organizer)) {
            JsonNode aliceSnap = aliceLive.next(WAIT).path("scoreboard");
            assertEquals("public", aliceSnap.path("ranking").asText());
            assertFalse(aliceSnap.toString().contains(hiddenBoard), "the socket leaves the hidden column out");
            assertEquals(
                    "public",
                    publicLive.next(WAIT).path("scoreboard").path("ranking").asText());
            LiveBoard staffHeld = new LiveBoard();
            staffHeld.apply(staffLive.next(WAIT));
            assertEquals("private", staffHeld.board().path("ranking").asText());
            aliceBoard = scoreboardWithoutClock(alice, id);
            publicBoard = scoreboardWithoutClock(null, id);

            // Alice's hidden submission: accepted, verified, its score told to nobody but staff.
            JsonNode answer = JSON.readTree(
                    submit(alice, id, "samegame", hiddenBoard, hid.get(1).moves())
                            .then()
                            .statusCode(201)
                            .extract()
                            .asString());
            long hiddenId = answer.path("id").asLong();
            assertTrue(answer.path("scoreHidden").asBoolean());
            assertTrue(answer.path("score").isMissingNode()
                    && answer.path("yourBest").isMissingNode());
            assertTrue(answer.path("note").asText().contains("hidden until the end"));

            assertTrue(staffHeld.apply(staffLive.next(WAIT)));
            JsonNode staffUpdate = staffHeld.board();
            assertEquals(
                    hid.get(1).score(),
                    staffUpdate
                            .path("rows")
                            .get(0)
                            .path("cells")
                            .get(0)
                            .path("score")
                            .asInt());
            assertNull(aliceLive.poll(Duration.ofMillis(1500)), "Alice's socket hears nothing of it");
            assertNull(publicLive.poll(Duration.ofMillis(200)), "the public's socket hears nothing of it");
            assertEquals(aliceBoard, scoreboardWithoutClock(alice, id), "not even her own submission count moves");
            assertEquals(publicBoard, scoreboardWithoutClock(null, id));
            JsonNode shown = JSON.readTree(publicBoard);
            assertEquals(1, shown.path("instances").size());
            assertEquals(
                    bobName,
                    shown.path("rows").get(0).path("participant").path("name").asText());

            get(alice, "/api/submissions/" + hiddenId, 404);
            get(null, "/api/submissions/" + hiddenId, 404);
            get(organizer, "/api/submissions/" + hiddenId, 200);
            JsonNode mine = json(alice, contestPath + "/submissions");
            JsonNode own = byId(mine, hiddenId);
            assertTrue(own.path("scoreHidden").asBoolean());
            assertTrue(
                    own.path("score").isMissingNode() && own.path("submission").isMissingNode());
            assertEquals(
                    hid.get(1).score(),
                    byId(json(organizer, contestPath + "/submissions"), hiddenId)
                            .path("score")
                            .asInt());
            get(alice, contestPath + "/export", 403);
            get(null, contestPath + "/export", 403);
            assertTrue(get(organizer, contestPath + "/export", 200).contains(seed), "staff's export has the seed");
            assertEquals(
                    0,
                    json(null, "/api/leaderboards/samegame/" + hiddenBoard)
                            .path("participants")
                            .asInt(),
                    "no public leaderboard hears of it");
            JsonNode staffBoard = json(organizer, contestPath + "/scoreboard");
            assertEquals("private", staffBoard.path("ranking").asText());
            assertEquals(
                    aliceName,
                    staffBoard
                            .path("rows")
                            .get(0)
                            .path("participant")
                            .path("name")
                            .asText());
        }

        // Asking for a part: the public part's board is the board everyone saw; the final one is staff's until the end.
        assertEquals(publicBoard, withoutClock(json(null, contestPath + "/scoreboard?part=public")));
        assertEquals(aliceBoard, withoutClock(json(alice, contestPath + "/scoreboard?part=public")));
        for (String viewer : new String[] {alice, null}) {
            var spec = viewer == null ? given() : given().cookie("arena_session", viewer);
            spec.get(contestPath + "/scoreboard?part=final")
                    .then()
                    .statusCode(403)
                    .contentType("application/problem+json")
                    .body("field", equalTo("part"));
        }
        assertEquals(
                "private",
                json(organizer, contestPath + "/scoreboard?part=final")
                        .path("ranking")
                        .asText());
        given().get(contestPath + "/scoreboard?part=everything")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("part"));

        // The end: everyone sees the final ranking (hidden instance only) and the seed.
        clock.set(T0.plus(Duration.ofHours(4)));
        for (String viewer : new String[] {alice, bob, null}) {
            JsonNode b = json(viewer, contestPath + "/scoreboard");
            assertEquals("private", b.path("ranking").asText());
            assertEquals("B", b.path("instances").get(0).path("label").asText());
            assertEquals(
                    aliceName,
                    b.path("rows").get(0).path("participant").path("name").asText());
            JsonNode v = json(viewer, contestPath);
            assertEquals(seed, v.path("hiddenPart").path("seed").asText());
        }
        // ... and can still switch to the public part's board, ranked on the public instance as during the contest.
        JsonNode publicPart = json(null, contestPath + "/scoreboard?part=public");
        assertEquals("public", publicPart.path("ranking").asText());
        assertEquals(1, publicPart.path("instances").size());
        assertEquals(
                PUBLIC_BOARD,
                publicPart.path("instances").get(0).path("instance").asText());
        assertEquals(
                bobName,
                publicPart.path("rows").get(0).path("participant").path("name").asText());
        assertFalse(publicPart.toString().contains(hiddenBoard));
        assertEquals(
                withoutClock(json(null, contestPath + "/scoreboard")),
                withoutClock(json(null, contestPath + "/scoreboard?part=final")),
                "from the end the final board is everyone's");
        JsonNode export = json(null, contestPath + "/export");
        assertEquals(
                seed, export.path("contest").path("hiddenPart").path("seed").asText());

        // Anyone re-derives the hidden instance from the published seed, as docs/CONTESTS.md says.
        byte[] digest = MessageDigest.getInstance("SHA-256")
                .digest(("puzzle-arena/hidden-final/" + seed + "/1").getBytes(StandardCharsets.UTF_8));
        long instanceSeed = ByteBuffer.wrap(digest, 0, 8).getLong() & Long.MAX_VALUE;
        assertEquals("random/" + instanceSeed + "/6x6x3", hiddenBoard);
    }

    private static JsonNode byId(JsonNode page, long submission) {
        for (JsonNode s : page.path("submissions")) {
            if (s.path("id").asLong() == submission) {
                return s;
            }
        }
        throw new AssertionError("submission " + submission + " is not in " + page);
    }
}
