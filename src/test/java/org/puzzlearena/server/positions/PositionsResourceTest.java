package org.puzzlearena.server.positions;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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

    @Test
    void everyLegalMoveComesWithWhatItScoresAtOnce() {
        JsonPath before = step(SAMEGAME_1, List.of("5,1"));
        List<String> legal = before.getList("legalMoves");
        List<Integer> points = before.getList("legalMovePoints");
        List<Integer> sizes = before.getList("legalMoveGroupSizes");
        assertEquals(legal.size(), points.size());
        assertEquals(legal.size(), sizes.size());
        for (int i = 0; i < legal.size(); i++) {
            int size = sizes.get(i);
            assertTrue(size >= 2, "a legal group has two blocks or more: " + size);
            assertEquals((size - 2) * (size - 2), points.get(i), legal.get(i));
            JsonPath after = step(SAMEGAME_1, List.of("5,1", legal.get(i)));
            assertEquals(before.getInt("score") + points.get(i), after.getInt("score"), legal.get(i));
        }
        JsonPath morpion = step("/api/games/morpion-5d/instances/cross/positions", List.of());
        assertEquals(
                morpion.getInt("legalMoveCount"),
                morpion.getList("legalMovePoints").size());
        assertTrue(morpion.getList("legalMovePoints", Integer.class).stream().allMatch(p -> p == 1));
        assertNull(morpion.get("legalMoveGroupSizes"), "Morpion's moves remove no group");
        JsonPath connectFour = step("/api/games/connect-four/instances/start/positions", List.of());
        assertTrue(connectFour.getInt("legalMoveCount") > 0);
        assertNull(connectFour.get("legalMovePoints"), "a move of a won-or-lost game scores nothing alone");
        assertNull(connectFour.get("legalMoveGroupSizes"));
        JsonPath page = given().contentType(ContentType.JSON)
                .body(Map.of("moves", List.of("5,1")))
                .queryParam("offset", 2)
                .queryParam("limit", 3)
                .post(SAMEGAME_1)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(points.subList(2, 5), page.getList("legalMovePoints"), "the points follow the page");
        assertEquals(sizes.subList(2, 5), page.getList("legalMoveGroupSizes"));
    }

    @Test
    void theLastMoveScoresTheJsGamesPenaltyWithItsGroup() {
        // One move left on this board: its points are the change in score, the end rule's penalty included.
        String path = "/api/games/samegame-jsgames/instances/random/12/8x8x4/positions";
        List<String> line = new ArrayList<>();
        JsonPath at = step(path, line);
        while (at.getInt("legalMoveCount") > 1) {
            line.add(at.getString("legalMoves[0]"));
            at = step(path, line);
        }
        String last = at.getString("legalMoves[0]");
        int points = at.getInt("legalMovePoints[0]");
        line.add(last);
        JsonPath end = step(path, line);
        assertEquals(true, end.getBoolean("terminal"));
        assertEquals(at.getInt("score") + points, end.getInt("score"));
        assertEquals(List.of(), end.getList("legalMovePoints"), "an empty page has empty lists");
    }

    private static final String BATCH = SAMEGAME_1 + "/batch";

    @Test
    void aBatchAnswersEachLineAsTheSingleFormWould() {
        List<List<String>> lines = List.of(List.of("5,1", "6,6"), List.of(), List.of("5,1", "99,99"), List.of("5,1"));
        JsonPath batch = given().contentType(ContentType.JSON)
                .body(Map.of("lines", lines))
                .queryParam("limit", 7)
                .post(BATCH)
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .extract()
                .jsonPath();
        assertEquals(4, batch.getList("lines").size());
        for (int i : new int[] {0, 1, 3}) {
            JsonPath single = given().contentType(ContentType.JSON)
                    .body(Map.of("moves", lines.get(i)))
                    .queryParam("limit", 7)
                    .post(SAMEGAME_1)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals(200, batch.getInt("lines[" + i + "].status"));
            assertEquals(single.getMap(""), batch.getMap("lines[" + i + "].position"), "line " + i);
            assertNull(batch.get("lines[" + i + "].problem"));
        }
        Map<String, Object> single = given().contentType(ContentType.JSON)
                .body(Map.of("moves", lines.get(2)))
                .post(SAMEGAME_1)
                .then()
                .statusCode(422)
                .extract()
                .jsonPath()
                .getMap("");
        assertEquals(422, batch.getInt("lines[2].status"));
        assertNull(batch.get("lines[2].position"));
        Map<String, Object> problem = batch.getMap("lines[2].problem");
        assertEquals("lines[2][1]", problem.get("field"), "the field as the batch names it");
        single.remove("field");
        problem.remove("field");
        assertEquals(single, problem, "otherwise the single form's problem");
    }

    @Test
    void aBadBatchIsAProblemNamingTheField() {
        badBatch("{}", "lines");
        badBatch("{\"lines\": []}", "lines");
        badBatch("{\"lines\": [[\"5,1\"], null]}", "lines[1]");
        badBatch("{\"lines\": [[\"5,1\"], [\"6,6\", null]]}", "lines[1][1]");
        List<List<String>> tooMany = new ArrayList<>();
        for (int i = 0; i <= PositionService.MAX_LINES; i++) {
            tooMany.add(List.of("5,1"));
        }
        badBatch(Map.of("lines", tooMany), "lines");
        List<String> tooLong = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            tooLong.add("0,0");
        }
        badBatch(Map.of("lines", List.of(List.of(), tooLong)), "lines[1]");
        // Every line within a game's length, yet more moves in all than one request may carry.
        List<String> morpionLine = new ArrayList<>();
        for (int i = 0; i < 201; i++) {
            morpionLine.add("x");
        }
        List<List<String>> heavy = new ArrayList<>();
        for (int i = 0; i < PositionService.MAX_LINES; i++) {
            heavy.add(morpionLine);
        }
        given().contentType(ContentType.JSON)
                .body(Map.of("lines", heavy))
                .post("/api/games/morpion-5t/instances/cross/positions/batch")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("lines"))
                .body("detail", containsString("moves over all lines"));
        given().contentType(ContentType.JSON)
                .body(Map.of("lines", List.of(List.of())))
                .queryParam("limit", 0)
                .post(BATCH)
                .then()
                .statusCode(400)
                .body("field", equalTo("limit"));
        given().contentType(ContentType.JSON)
                .body(Map.of("lines", List.of(List.of())))
                .post("/api/games/chess/instances/x/positions/batch")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
    }

    private static void badBatch(Object body, String field) {
        given().contentType(ContentType.JSON)
                .body(body)
                .post(BATCH)
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo(field));
    }
}
