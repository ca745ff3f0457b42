package org.puzzlearena.server.positions;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The step API: POST /api/games/{game}/instances/{instance}/positions. */
@QuarkusTest
class PositionsResourceTest {

    private static final String SAMEGAME_1 = "/api/games/samegame/instances/standard/1/positions";

    private static JsonPath step(String path, List<String> moves) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("moves", moves))
                .post(path)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void noMovesGiveTheCataloguesDrawablePosition() {
        JsonPath catalogue = given().get("/api/games/samegame/instances/standard/1")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        JsonPath start = step(SAMEGAME_1, List.of());
        assertEquals(catalogue.getMap("position"), start.getMap("position"));
        assertEquals(catalogue.getInt("legalMoves"), start.getInt("legalMoveCount"));
        assertEquals(start.getInt("legalMoveCount"), start.getList("legalMoves").size());
        assertEquals("standard/1", start.getString("instance"));
        assertEquals(0, start.getInt("moveCount"));
        assertEquals(false, start.getBoolean("terminal"));
    }

    @Test
    void theAnswerAgreesWithTheVerifierAndEveryListedMoveIsPlayable() {
        JsonPath after = step(SAMEGAME_1, List.of("5,1", "6,6"));
        JsonPath verified = given().contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", "standard/1", "moves", List.of("5,1", "6,6")))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(verified.getInt("score"), after.getInt("score"));
        assertEquals(2, after.getInt("moveCount"));
        assertEquals(false, after.getBoolean("details.cleared"));
        List<String> legal = after.getList("legalMoves");
        assertTrue(legal.size() > 5, "a fresh board has many groups");
        for (String move : legal.subList(0, 5)) {
            JsonPath next = step(SAMEGAME_1, List.of("5,1", "6,6", move));
            assertEquals(3, next.getInt("moveCount"));
            assertTrue(next.getInt("score") >= after.getInt("score"), "removing a group never costs (papers' rule)");
            assertTrue(next.getInt("legalMoveCount") > 0);
        }
    }

    @Test
    void anIllegalMoveIs422NamingItLikeTheVerifier() {
        List<String> moves = List.of("5,1", "6,6", "99,99");
        String reason = given().contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", "standard/1", "moves", moves))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(false))
                .extract()
                .path("reason");
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", moves))
                .post(SAMEGAME_1)
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("moveIndex", equalTo(2))
                .body("move", equalTo("99,99"))
                .body("reason", equalTo(reason))
                .body("field", equalTo("moves[2]"));
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of("nonsense")))
                .post(SAMEGAME_1)
                .then()
                .statusCode(422)
                .body("moveIndex", equalTo(0))
                .body("reason", containsString(""));
    }

    @Test
    void theEndOfAGameIsTerminalWithNoLegalMoves() {
        JsonPath end = step("/api/games/leftmove/instances/depth/2/positions", List.of("L", "R"));
        assertEquals(true, end.getBoolean("terminal"));
        assertEquals(0, end.getInt("legalMoveCount"));
        assertEquals(List.of(), end.getList("legalMoves"));
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of("L", "R", "L")))
                .post("/api/games/leftmove/instances/depth/2/positions")
                .then()
                .statusCode(422)
                .body("moveIndex", equalTo(2))
                .body("reason", containsString("game is over"));
    }

    @Test
    void pagesOfLegalMovesAddUpToTheWhole() {
        String path = "/api/games/sudoku16/instances/generated/7/positions";
        JsonPath first = given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of()))
                .queryParam("limit", 1)
                .post(path)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        int total = first.getInt("legalMoveCount");
        assertTrue(total > 1, "more candidates than one page of one: " + total);
        List<String> whole = given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of()))
                .post(path)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("legalMoves");
        List<String> all = new ArrayList<>(first.getList("legalMoves"));
        for (int offset = 1; offset < total; offset += 1) {
            all.addAll(given().contentType(ContentType.JSON)
                    .body(Map.of("moves", List.of()))
                    .queryParam("offset", offset)
                    .queryParam("limit", 1)
                    .post(path)
                    .then()
                    .statusCode(200)
                    .body("offset", equalTo(offset))
                    .extract()
                    .jsonPath()
                    .getList("legalMoves"));
        }
        assertEquals(total, all.size());
        assertEquals(whole, all, "the pages in order are the whole list");
        assertEquals(total, new HashSet<>(all).size(), "no move twice across pages");
        assertTrue(all.get(0).matches("r\\d+c\\d+=.+"), all.get(0));
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of(all.get(0))))
                .post(path)
                .then()
                .statusCode(200)
                .body("moveCount", equalTo(1));
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of()))
                .queryParam("offset", total)
                .post(path)
                .then()
                .statusCode(200)
                .body("legalMoves", hasSize(0));
    }

    @Test
    void badParametersAndUnknownInstancesAreProblemsNamingTheField() {
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of()))
                .queryParam("limit", 0)
                .post(SAMEGAME_1)
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("limit"));
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of()))
                .queryParam("limit", 100000)
                .post(SAMEGAME_1)
                .then()
                .statusCode(400)
                .body("field", equalTo("limit"));
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of()))
                .queryParam("offset", "x")
                .post(SAMEGAME_1)
                .then()
                .statusCode(400)
                .body("field", equalTo("offset"));
        given().contentType(ContentType.JSON)
                .body("{\"moves\": [\"1,1\", null]}")
                .post(SAMEGAME_1)
                .then()
                .statusCode(400)
                .body("field", equalTo("moves[1]"));
        given().contentType(ContentType.JSON)
                .body("{\"moves\": 5}")
                .post(SAMEGAME_1)
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of()))
                .post("/api/games/chess/instances/x/positions")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of()))
                .post("/api/games/samegame/instances/standard/0/positions")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
        List<String> tooMany = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            tooMany.add("0,0");
        }
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", tooMany))
                .post(SAMEGAME_1)
                .then()
                .statusCode(400)
                .body("field", equalTo("moves"));
        // The catalogue's GET of an instance still answers beside the step API.
        given().get("/api/games/samegame/instances/standard/1")
                .then()
                .statusCode(200)
                .body("id", equalTo("standard/1"));
        given().get("/api/games/samegame/instances").then().statusCode(200).body("id", hasItem("standard/1"));
    }
}
