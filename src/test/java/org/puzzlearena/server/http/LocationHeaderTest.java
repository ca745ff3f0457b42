package org.puzzlearena.server.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.token;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;
import org.puzzlearena.server.ServerTestSupport;

/**
 * Every 201 says where the new thing is: a path on this server that answers (never /api/api/..., and
 * never a host taken from the request's Host header, which the client chose).
 */
@QuarkusTest
class LocationHeaderTest {

    private static final String EVIL_HOST = "evil.example";

    /** The Location of a 201, checked: a path under /api/ (not /api/api/), no host, and it answers 200. */
    private static void pointsAtIt(Response created, String cookie, String expectedPath) {
        assertEquals(201, created.statusCode(), created.asString());
        String location = created.header("Location");
        assertEquals(expectedPath, location);
        assertFalse(location.contains(EVIL_HOST));
        given().cookie("arena_session", cookie).get(location).then().statusCode(200);
    }

    private static io.restassured.specification.RequestSpecification as(String cookie) {
        return given().header("Host", EVIL_HOST).cookie("arena_session", cookie).contentType(ContentType.JSON);
    }

    @Test
    void submissionsTokensAndBotRunsPointAtThemselves() throws Exception {
        String name = register("loc");
        String cookie = login(name);

        Response submission = as(cookie)
                .body(Map.of("game", "leftmove", "instance", "depth/3", "moves", List.of("L", "L", "L")))
                .post("/api/submissions");
        pointsAtIt(submission, cookie, "/api/submissions/" + submission.path("id"));

        Response token = as(cookie).body(Map.of("name", "loc-bot")).post("/api/tokens");
        pointsAtIt(token, cookie, "/api/tokens/" + token.path("id"));
        assertNull(
                given().cookie("arena_session", cookie)
                        .get(token.header("Location"))
                        .path("token"),
                "the secret is shown only once");

        Response run = as(cookie)
                .body(Map.of(
                        "game", "leftmove", "instance", "depth/3", "algorithm", "sample", "playouts", 10, "seed", 1))
                .post("/api/bot-runs");
        pointsAtIt(run, cookie, "/api/bot-runs/" + run.path("id"));
        given().cookie("arena_session", cookie).post("/api/bot-runs/" + run.path("id") + "/cancel");
        BotRuns.awaitState(
                ((Number) run.path("id")).longValue(), Set.of("cancelled", "finished"), Duration.ofSeconds(60));
        Response restarted = as(cookie).post("/api/bot-runs/" + run.path("id") + "/restart");
        pointsAtIt(restarted, cookie, "/api/bot-runs/" + restarted.path("id"));
    }

    @Test
    void contestsRegistrationsContestSubmissionsAndYardsticksPointAtThemselves() throws Exception {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = login(ServerTestSupport.registerOrganizer("loc-org"));
        String alice = login(register("loc-alice"));
        String board = "random/907/6x6x3";
        Response contest = as(organizer)
                .body(ContestFixtures.contest("Locations", "sum", List.of(ContestFixtures.instance("samegame", board))))
                .post("/api/contests");
        long id = ((Number) contest.path("id")).longValue();
        pointsAtIt(contest, organizer, "/api/contests/" + id);

        Response registration = as(alice).post("/api/contests/" + id + "/registrations");
        pointsAtIt(registration, alice, "/api/contests/" + id + "/registrations/me");
        Response again = as(alice).post("/api/contests/" + id + "/registrations");
        assertEquals(200, again.statusCode(), "already registered: nothing created");

        clock.set(ContestFixtures.T0.plus(Duration.ofHours(1)));
        Response submitted = as(alice)
                .body(Map.of(
                        "game",
                        "samegame",
                        "instance",
                        board,
                        "moves",
                        ContestFixtures.lines("samegame", board, 1).get(0).moves()))
                .post("/api/contests/" + id + "/submissions");
        pointsAtIt(submitted, alice, "/api/submissions/" + submitted.path("id"));

        Response yardstick = as(organizer)
                .body(Map.of("game", "samegame", "instance", board, "algorithm", "sample", "playouts", 10, "seed", 1))
                .post("/api/contests/" + id + "/yardsticks");
        assertEquals(201, yardstick.statusCode(), yardstick.asString());
        assertEquals(yardstick.path("run"), yardstick.header("Location"), "the Location is the run's link");
        pointsAtIt(yardstick, organizer, yardstick.path("run"));
    }

    @Test
    void registeringAnAccountAnswers201WithoutALocation() {
        Response r = given().header("Host", EVIL_HOST)
                .contentType(ContentType.JSON)
                .body(Map.of("username", ServerTestSupport.uniqueName("loc"), "password", "correct horse"))
                .post("/api/accounts");
        assertEquals(201, r.statusCode());
        assertNull(r.header("Location"), "an account has no resource of its own to point at");
    }
}
