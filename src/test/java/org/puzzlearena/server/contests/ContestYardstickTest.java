package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.lines;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ContestFixtures.submit;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;

/** Reference bots: entered by the organizer while the contest runs, shown on the board, never ranked. */
@QuarkusTest
class ContestYardstickTest {

    private static final String BOARD = "random/905/6x6x3";

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    @Test
    void aReferenceBotIsShownUnrankedAndMovesNobodysScore() throws Exception {
        String organizerName = registerOrganizer("org");
        String organizer = login(organizerName);
        String alice = login(register("alice"));
        long id = create(organizer, contest("Yardsticks", "relative", List.of(instance("samegame", BOARD))));
        registerFor(alice, id);
        Map<String, Object> run = Map.of(
                "game", "samegame", "instance", BOARD, "algorithm", "nmcs", "level", 1, "playouts", 3000, "seed", 3);

        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(run)
                .post("/api/contests/" + id + "/yardsticks")
                .then()
                .statusCode(409);
        clock.set(T0.plus(Duration.ofHours(1)));
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", "standard/1", "algorithm", "sample", "playouts", 5))
                .post("/api/contests/" + id + "/yardsticks")
                .then()
                .statusCode(422)
                .body("field", equalTo("instance"));
        given().get("/api/contests/" + id + "/yardsticks").then().body("", hasSize(0));
        // The refused run was rolled back with its link: no run on the other board either (the
        // organizer's: other tests' runs on that board, a suite's say, share this database).
        given().cookie("arena_session", organizer)
                .queryParam("account", organizerName)
                .queryParam("game", "samegame")
                .queryParam("instance", "standard/1")
                .get("/api/bot-runs")
                .then()
                .statusCode(200)
                .body("total", equalTo(0));

        ContestFixtures.Line weakest = lines("samegame", BOARD, 1).get(0);
        submit(alice, id, "samegame", BOARD, weakest.moves()).then().statusCode(201);
        String runLink = given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(run)
                .post("/api/contests/" + id + "/yardsticks")
                .then()
                .statusCode(201)
                .extract()
                .path("run");
        long runId = Long.parseLong(runLink.substring(runLink.lastIndexOf('/') + 1));
        JsonPath finished = ContestYardstickSecrecyTest.awaitFinished(organizer, runId);
        int botBest = finished.getInt("best.score");
        assertTrue(botBest > weakest.score(), "NMCS beats the weakest random line");

        JsonPath board = given().get("/api/contests/" + id + "/scoreboard")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(2, board.getList("rows").size());
        assertEquals(Boolean.TRUE, board.get("rows[0].reference"));
        assertNull(board.get("rows[0].rank"));
        assertEquals(botBest, board.getInt("rows[0].cells[0].score"));
        assertNull(board.get("rows[0].cells[0].botRun"), "the run (its moves) is for staff until the end");
        assertEquals(
                runLink,
                given().cookie("arena_session", organizer)
                        .get("/api/contests/" + id + "/scoreboard")
                        .then()
                        .extract()
                        .path("rows[0].cells[0].botRun"));
        assertEquals(1, board.getInt("rows[1].rank"), "Alice is first: the reference takes no rank");
        assertEquals(1.0, board.getDouble("rows[1].score"), 1e-9, "and her denominator is the ranked best, her own");
        assertEquals(weakest.score(), board.getInt("instances[0].best"));
        given().get("/api/contests/" + id + "/yardsticks")
                .then()
                .body("", hasSize(1))
                .body("[0].state", equalTo("finished"))
                .body("[0].bestScore", equalTo(botBest));
    }
}
