package org.puzzlearena.server.catalog;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;

/**
 * Tic-tac-toe and Connect Four are in the catalogue and the verifier replays their games, but
 * they have no score to rank: every feature built on one player's score refuses them with a 422
 * naming the game, instead of storing a meaningless "score" or failing later.
 */
@QuarkusTest
class TwoPlayerGamesApiTest {

    @Test
    void theCatalogueListsThemWithTheirFactsAndPositions() {
        given().get("/api/games")
                .then()
                .statusCode(200)
                .body("find { it.id == 'connect-four' }.players", equalTo(2))
                .body("find { it.id == 'connect-four' }.result", equalTo("win-draw-loss"))
                .body("find { it.id == 'tic-tac-toe' }.family", equalTo("tic-tac-toe"));
        given().get("/api/games/connect-four/instances/start/4455")
                .then()
                .statusCode(200)
                .body("position.moves", equalTo("4455"))
                .body("position.toMove", equalTo(0));
        given().get("/api/games/connect-four/instances/start/4444444")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("detail", containsString("move 6 ('4'): column 4 is full"));
    }

    @Test
    void theVerifierReplaysTheirGamesAndNamesTheFirstIllegalMove() {
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "connect-four", "instance", "start", "solution", "1122334"))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(true))
                .body("score", equalTo(1));
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "tic-tac-toe", "instance", "start", "moves", List.of("5", "1", "5")))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(false))
                .body("moveIndex", equalTo(2))
                .body("reason", equalTo("cell 5 is taken"));
    }

    @Test
    void submissionsAndLeaderboardsRefuseThemNamingTheGame() {
        String cookie = login(register("twoplayer"));
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "connect-four", "instance", "start", "solution", "1122334"))
                .post("/api/submissions")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("game"))
                .body("detail", containsString("two-player"));
        given().get("/api/leaderboards/tic-tac-toe/start")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("game"));
        given().get("/api/submissions?game=tic-tac-toe&instance=start")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("game"));
    }

    @Test
    void botRunsRefuseThemNamingTheGame() {
        String cookie = login(register("twoplayerbot"));
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "connect-four", "algorithm", "sample", "playouts", 100, "seed", 1))
                .post("/api/bot-runs")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("game"))
                .body("detail", containsString("connect-four"));
    }

    @Test
    void contestsRefuseThemAsInstancesNamingTheField() {
        String organizer = login(registerOrganizer("twoplayerorg"));
        Map<String, Object> body = ContestFixtures.contest(
                "Two players",
                "sum",
                List.of(
                        ContestFixtures.instance("samegame", "standard/1"),
                        ContestFixtures.instance("tic-tac-toe", "start")));
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/contests")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("instances[1].game"));
    }
}
