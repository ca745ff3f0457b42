package org.puzzlearena.server.profiles;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;
import org.puzzlearena.server.ServerTestSupport;

/**
 * Profiles and the overall ranking: a person's entries with their ranks, their bots,
 * their latest submissions; the ranking's formula (the sum over boards of score over the board's
 * top, copies earning nothing) checked against submissions whose scores are known.
 */
@QuarkusTest
class ProfilesTest {

    /** Boards no other test uses, so their tops are the scores submitted here. */
    private static final String LEFTMOVE = "depth/31";

    private static final String LEFTMOST = "depth/27";

    private static int submit(String cookie, String bearer, String game, String instance, List<String> moves) {
        var req = given().contentType(ContentType.JSON);
        req = bearer != null ? req.header("Authorization", "Bearer " + bearer) : req.cookie("arena_session", cookie);
        return req.body(Map.of("game", game, "instance", instance, "moves", moves))
                .post("/api/submissions")
                .then()
                .statusCode(201)
                .extract()
                .path("score");
    }

    /** {@code left} L moves then R to the depth: leftmove scores {@code left}, leftmost the first run of L. */
    private static List<String> line(int left, int depth) {
        List<String> m = new ArrayList<>(Collections.nCopies(left, "L"));
        m.addAll(Collections.nCopies(depth - left, "R"));
        return m;
    }

    private static Map<String, Object> standingOf(JsonPath ranking, String name, String bot) {
        List<Map<String, Object>> rows = ranking.getList("standings");
        return rows.stream()
                .filter(r -> {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> p = (Map<String, Object>) r.get("participant");
                    return p.get("account").equals(name)
                            && p.get("kind").equals(bot == null ? "person" : "bot")
                            && (bot == null || p.get("name").equals(bot));
                })
                .findFirst()
                .orElse(null);
    }

    @Test
    void profilesShowEveryBoardWithItsRankAndTheRankingFollowsItsFormula() {
        String alice = register("alice");
        String bob = register("bob");
        String aliceCookie = login(alice);
        String bobCookie = login(bob);
        String aliceBot = token(aliceCookie, "alicebot");

        int a1 = submit(aliceCookie, null, "leftmove", LEFTMOVE, line(31, 31)); // the board's top: 31
        int b1 = submit(bobCookie, null, "leftmove", LEFTMOVE, line(20, 31));
        int b2 = submit(bobCookie, null, "leftmost", LEFTMOST, line(27, 27)); // the board's top: 27
        int a2 = submit(aliceCookie, null, "leftmost", LEFTMOST, line(9, 27));
        // Alice's bot sends Bob's line: a copy, stored and ranked after his original, worth nothing
        // in the ranking.
        submit(null, aliceBot, "leftmost", LEFTMOST, line(27, 27));
        assertEquals(List.of(31, 20, 27, 9), List.of(a1, b1, b2, a2));

        JsonPath ranking = given().get("/api/rankings?limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        Map<String, Object> aliceRow = standingOf(ranking, alice, null);
        Map<String, Object> bobRow = standingOf(ranking, bob, null);
        Map<String, Object> botRow = standingOf(ranking, alice, "alicebot");
        assertNotNull(aliceRow, ranking.prettify());
        assertEquals(
                OverallRanking.points(a1, false, 31) + OverallRanking.points(a2, false, 27),
                ((Number) aliceRow.get("points")).doubleValue(),
                0.0005);
        assertEquals(1 + 9 / 27.0, ((Number) aliceRow.get("points")).doubleValue(), 0.0005);
        assertEquals(20 / 31.0 + 1, ((Number) bobRow.get("points")).doubleValue(), 0.0005);
        assertEquals(0.0, ((Number) botRow.get("points")).doubleValue());
        assertEquals(1, botRow.get("boards"));
        assertEquals(1, aliceRow.get("tops"));
        // Bob (1.645) is ahead of Alice (1.333).
        assertEquals(true, (Integer) bobRow.get("rank") < (Integer) aliceRow.get("rank"));

        given().get("/api/profiles/" + alice)
                .then()
                .statusCode(200)
                .body("participant.kind", equalTo("person"))
                .body("bests", hasSize(2))
                .body("bests.find { it.instance == '" + LEFTMOVE + "' }.rank", equalTo(1))
                .body("bests.find { it.instance == '" + LEFTMOVE + "' }.participants", equalTo(2))
                .body("bests.find { it.instance == '" + LEFTMOST + "' }.rank", equalTo(3))
                .body("bests.find { it.instance == '" + LEFTMOST + "' }.participants", equalTo(3))
                .body("recent", hasSize(2))
                .body("recent[0].game", equalTo("leftmost"))
                .body("bots", contains("alicebot"))
                .body("overall.rank", equalTo(aliceRow.get("rank")));
        given().get("/api/profiles/" + alice + "/bots/alicebot")
                .then()
                .statusCode(200)
                .body("participant.kind", equalTo("bot"))
                .body("participant.name", equalTo("alicebot"))
                .body("bests", hasSize(1))
                .body("bests[0].rank", equalTo(2))
                .body("bests[0].copy", equalTo(true))
                .body("bots", hasSize(0));
    }

    @Test
    void unknownPeopleAndBotsAreNotFoundAndBadPagesAre400() {
        given().get("/api/profiles/nobody-at-all-here").then().statusCode(404);
        String carol = register("carol");
        given().get("/api/profiles/" + carol).then().statusCode(200).body("bests", hasSize(0));
        given().get("/api/profiles/" + carol + "/bots/never").then().statusCode(404);
        given().get("/api/rankings?limit=0").then().statusCode(400).body("field", equalTo("limit"));
    }

    @Test
    void aProfileListsContestsWithThePlacingThePublicScoreboardShows() {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = login(ServerTestSupport.registerOrganizer("org"));
        String ann = register("cann");
        String bob = register("cbob");
        String annCookie = login(ann);
        String bobCookie = login(bob);
        long contest = ContestFixtures.create(
                organizer,
                ContestFixtures.contest(
                        "Profile cup", "sum", List.of(ContestFixtures.instance("leftmove", "depth/9"))));
        ContestFixtures.registerFor(annCookie, contest);
        ContestFixtures.registerFor(bobCookie, contest);
        clock.advance(Duration.ofHours(2)); // running, before the freeze
        ContestFixtures.submit(annCookie, contest, "leftmove", "depth/9", line(8, 9))
                .then()
                .statusCode(201);
        ContestFixtures.submit(bobCookie, contest, "leftmove", "depth/9", line(3, 9))
                .then()
                .statusCode(201);
        given().get("/api/profiles/" + ann)
                .then()
                .statusCode(200)
                .body("contests", hasSize(1))
                .body("contests[0].title", equalTo("Profile cup"))
                .body("contests[0].placing", equalTo(1))
                .body("contests[0].ranked", equalTo(2))
                .body("contests[0].phase", equalTo("running"));
        given().get("/api/profiles/" + bob).then().statusCode(200).body("contests[0].placing", equalTo(2));
    }
}
