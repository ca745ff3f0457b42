package org.puzzlearena.server.lab;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anyOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
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
    void everyEarlyConnectFourMoveGetsAGradeNotJustBounds() {
        // Issue 38: the fourth and fifth stones took minutes to score exactly and came back
        // ungraded; their results are proven in seconds, the grade by result when the distance is
        // not compared in time. "444" is lost for the side to move (the book), so is any move there,
        // and its longest resistance is not known in time; "4445" is won for the side to move
        // (the book's "444"), whose centre stone keeps the win.
        for (String[] asked : new String[][] {{"444", "4"}, {"4445", "4"}, {"4", "1"}}) {
            JsonPath graded = post(Map.of("game", "connect-four", "position", asked[0], "move", asked[1]))
                    .then()
                    .statusCode(200)
                    .body("grade", notNullValue())
                    .body("basis", anyOf(equalTo("score"), equalTo("result")))
                    .extract()
                    .jsonPath();
            assertTrue(graded.getLong("ms") < LabGradeService.BUDGET_MS, asked[0] + ": " + graded.prettify());
            if (asked[0].equals("4")) {
                // After the centre opening the second player loses whatever it plays: the book's
                // exact scores tell whether this loss is the slowest.
                assertEquals("score", graded.getString("basis"));
                assertTrue(List.of("best", "inaccuracy").contains(graded.getString("grade")), graded.prettify());
            } else {
                assertEquals("best", graded.getString("grade"), asked[0] + ": " + graded.prettify());
            }
        }
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
