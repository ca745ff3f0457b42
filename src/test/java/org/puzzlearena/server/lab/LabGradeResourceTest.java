package org.puzzlearena.server.lab;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.solver.Solvers;

/**
 * The lab's grades on the server, for the early Connect Four positions a browser tab cannot solve in
 * its few seconds: the same grade as the page's worker, the same analysis as bin/arena analyse, and
 * a 422 naming the field for bad input.
 */
@QuarkusTest
class LabGradeResourceTest {

    private static io.restassured.response.Response post(Map<String, Object> body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/lab/grades");
    }

    @Test
    void gradesMovesAsTheSolvedGameSaysTheyAre() {
        // Tic-tac-toe after the centre: a corner keeps the draw, an edge loses it.
        post(Map.of("game", "tic-tac-toe", "position", "5", "move", "1"))
                .then()
                .statusCode(200)
                .body("grade", equalTo("best"))
                .body("analysis.exact", equalTo(true));
        post(Map.of("game", "tic-tac-toe", "position", "5", "move", "2"))
                .then()
                .statusCode(200)
                .body("grade", equalTo("mistake"));
        // Connect Four's first move: only the centre wins; an outer column turns the win into a loss.
        post(Map.of("game", "connect-four", "position", "", "move", "4"))
                .then()
                .statusCode(200)
                .body("grade", equalTo("best"))
                .body("analysis.score", equalTo(1));
        post(Map.of("game", "connect-four", "position", "", "move", "1"))
                .then()
                .statusCode(200)
                .body("grade", equalTo("blunder"));
    }

    @Test
    void anEarlyConnectFourPositionIsGradedExactlyWithTheAnalysisBinArenaGives() {
        var game = Games.byId("connect-four").orElseThrow();
        var expected =
                Solvers.forGame(game).analyse(game.newInitialState(MoveStrings.instanceId("44")), Long.MAX_VALUE);
        JsonPath first = post(Map.of("game", "connect-four", "position", "44", "move", "3"))
                .then()
                .statusCode(200)
                .body("analysis.exact", equalTo(true))
                .extract()
                .jsonPath();
        assertEquals(expected.score().lower(), first.getInt("analysis.score"));
        for (int i = 0; i < expected.moves().size(); i++) {
            assertEquals(expected.moves().get(i).score().lower(), first.getInt("analysis.moves[" + i + "].score"));
        }
        // Remembered: asked again (another move of the same position), it costs no search.
        JsonPath again = post(Map.of("game", "connect-four", "position", "4 4", "move", "4"))
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(first.getInt("analysis.score"), again.getInt("analysis.score"));
        assertTrue(again.getLong("ms") <= first.getLong("ms"), again.getLong("ms") + " > " + first.getLong("ms"));
    }

    @Test
    void badInputIsA422NamingTheField() {
        post(Map.of("game", "morpion-5t", "position", "", "move", "1"))
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("game"));
        post(Map.of("game", "connect-four", "position", "4444444", "move", "1"))
                .then()
                .statusCode(422)
                .body("field", equalTo("position"))
                .body("detail", containsString("move 7 ('4') is illegal"));
        post(Map.of("game", "connect-four", "position", "444444", "move", "4"))
                .then()
                .statusCode(422)
                .body("field", equalTo("move"))
                .body("detail", containsString("not legal here"));
        post(Map.of("game", "connect-four", "position", "44"))
                .then()
                .statusCode(422)
                .body("field", equalTo("move"));
        post(Map.of("game", "tic-tac-toe", "position", "14253", "move", "9"))
                .then()
                .statusCode(422)
                .body("field", equalTo("position"))
                .body("detail", containsString("the game is over"));
        // A move is text: a number is refused as the request it is, naming the field.
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"connect-four\",\"position\":\"44\",\"move\":3}")
                .post("/api/lab/grades")
                .then()
                .statusCode(400)
                .body("detail", containsString("move"));
    }
}
