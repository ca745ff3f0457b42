package org.puzzlearena.server.records;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.puzzlearena.server.ServerTestSupport.ADMIN;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.fixture;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The records registry through the API: the shipped records, and an admin adding one. */
@QuarkusTest
class RecordsApiTest {

    @Test
    void theShippedWorldRecordsAreListedWithHolderDateSourceAndTheirLines() {
        given().get("/api/records/morpion-5d/cross")
                .then()
                .statusCode(200)
                .body("", hasSize(1))
                .body("[0].score", equalTo(82))
                .body("[0].moveCount", equalTo(82))
                .body("[0].holder", equalTo("C. D. Rosin"))
                .body("[0].achieved", equalTo("2010-08"))
                .body("[0].source", startsWith("Rosin's NRPA record grid"))
                .body("[0].moves", hasSize(82));
        // Best first: Rosin's 178, then Bruneau's hand-made 170.
        given().get("/api/records/morpion-5t/cross")
                .then()
                .statusCode(200)
                .body("score", contains(178, 170))
                .body("holder", contains("C. D. Rosin", "C.-H. Bruneau"))
                .body("achieved", contains("2011-08", "1976"));
        given().get("/api/records/samegame/standard/10")
                .then()
                .statusCode(200)
                .body("score", contains(3215, 3095, 2197))
                .body("[0].holder", equalTo("battermann/mcs"))
                .body("[0].moves", hasSize(60));
        given().get("/api/records")
                .then()
                .statusCode(200)
                .body("findAll { it.game == 'morpion-5d' }.score", contains(82))
                .body(
                        "findAll { it.game == 'samegame-jsgames' && it.instance == 'standard/10' }.score",
                        contains(3215, 3095, 2197));
    }

    @Test
    void theStandardSameGamePositionsHaveThePublishedLinesOfNan0sSamegame() {
        // Hubert Obrzut's lines (github.com/nan0S/samegame), replayed: position 1 clears the board.
        given().get("/api/records/samegame/standard/1")
                .then()
                .statusCode(200)
                .body("score", contains(2803))
                .body("[0].holder", equalTo("nan0S/samegame"))
                .body("[0].moveCount", equalTo(69))
                .body("[0].source", startsWith("github.com/nan0S/samegame src/results/result1.txt"));
        given().get("/api/records/samegame-jsgames/standard/1").then().body("score", contains(2803));
        // Position 20's line leaves 19 blocks: a record under the papers' rules only (js-games.de deducts them).
        given().get("/api/records/samegame/standard/20").then().body("score", contains(3750));
        given().get("/api/records/samegame-jsgames/standard/20").then().body("", hasSize(0));
        // Position 10 keeps battermann's 3215 ahead of anything else.
        given().get("/api/records/samegame/standard/10").then().body("[0].score", equalTo(3215));
        given().get("/api/leaderboards/samegame/standard/3")
                .then()
                .body("record.score", equalTo(3187))
                .body("record.holder", equalTo("nan0S/samegame"));
    }

    @Test
    void theLeaderboardsOverviewGivesTheBestRecordOfEveryBoardEvenWithoutEntries() {
        given().get("/api/leaderboards")
                .then()
                .statusCode(200)
                // One per board, its best, without its line.
                .body("records.findAll { it.game == 'morpion-5t' }.score", contains(178))
                .body("records.findAll { it.game == 'morpion-5d' }.holder", contains("C. D. Rosin"))
                .body(
                        "records.findAll { it.game == 'samegame-jsgames' && it.instance == 'standard/10' }.score",
                        contains(3215))
                .body("records.find { it.game == 'morpion-5t' }", not(hasKey("moves")));
    }

    @Test
    void aRecordIsReadByItsIdWithItsLineToReplayIt() {
        int id = given().get("/api/records/morpion-5d/cross").then().extract().path("[0].id");
        given().get("/api/records/" + id)
                .then()
                .statusCode(200)
                .body("id", equalTo(id))
                .body("game", equalTo("morpion-5d"))
                .body("instance", equalTo("cross"))
                .body("score", equalTo(82))
                .body("holder", equalTo("C. D. Rosin"))
                .body("moves", hasSize(82));
        given().get("/api/records/999999999")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("detail", equalTo("no record 999999999"));
        given().get("/api/records/first").then().statusCode(404).body("detail", equalTo("no record 'first'"));
    }

    @Test
    void theScoresPublishedWithoutALineAreListedAndEachBoardGivesItsBestApartFromItsRecord() {
        given().get("/api/records/published")
                .then()
                .statusCode(200)
                // Table 1 of the Nested Monte-Carlo Search paper: SP-MCTS and NMCS level 3 on each of the 20 positions.
                .body("", hasSize(40))
                .body("findAll { it.instance == 'standard/1' }.score", contains(3121, 2557))
                .body("find { it.instance == 'standard/1' }.holder", equalTo("T. Cazenave"))
                .body("find { it.instance == 'standard/1' }.method", equalTo("NMCS level 3"))
                .body(
                        "find { it.instance == 'standard/1' }.source",
                        startsWith("T. Cazenave, Nested Monte-Carlo Search"))
                .body("game", not(hasItem("samegame-jsgames")));
        // The board: its verified record, and apart from it the best published score (never its record).
        given().get("/api/leaderboards/samegame/standard/1")
                .then()
                .statusCode(200)
                .body("record.score", equalTo(2803))
                .body("published.score", equalTo(3121))
                .body("published.achieved", equalTo("2009"));
        // Position 14: SP-MCTS's 2859 is above NMCS's 2799.
        given().get("/api/leaderboards/samegame/standard/14").then().body("published.score", equalTo(2859));
        // The papers score without the js-games.de penalty: their figures are not that board's.
        given().get("/api/leaderboards/samegame-jsgames/standard/1").then().body("published", nullValue());
        given().get("/api/leaderboards/morpion-5t/cross").then().body("published", nullValue());
    }

    @Test
    void aBoardWithoutRecordsHasAnEmptyListAndAnUnknownBoardIsA404() {
        given().get("/api/records/samegame/random/3").then().statusCode(200).body("", hasSize(0));
        given().get("/api/records/no-such-game/x").then().statusCode(404).contentType("application/problem+json");
    }

    @Test
    void anAdminAddsAVerifiedRecordWithItsSourceAndTheAuditLogSaysSo() throws Exception {
        String admin = adminCookie();
        // A legal 5T line that is not a record yet: the first 20 moves of Rosin's 5D grid.
        String prefix = String.join(
                "\n",
                Arrays.asList(fixture("morpion-records/5D-82-rosin.psol").split("\n"))
                        .subList(0, 21));
        Map<String, Object> body = new HashMap<>(Map.of(
                "game",
                "morpion-5t",
                "instance",
                "cross",
                "solution",
                prefix,
                "holder",
                "A. Tester",
                "achieved",
                "2026-11",
                "source",
                "a test grid, the start of Rosin's 5D record"));
        int id = given().cookie("arena_session", admin)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/records")
                .then()
                .statusCode(201)
                .body("score", equalTo(20))
                .body("holder", equalTo("A. Tester"))
                .body("moves", hasSize(20))
                .extract()
                .path("id");
        given().get("/api/records/morpion-5t/cross").then().body("score", contains(178, 170, 20));
        given().cookie("arena_session", admin)
                .get("/api/admin/audit?target=record:" + id)
                .then()
                .statusCode(200)
                .body("total", equalTo(1))
                .body("entries[0].action", equalTo("record.add"))
                .body("entries[0].actor", equalTo(ADMIN))
                .body("entries[0].details.score", equalTo(20))
                .body("entries[0].details.source", equalTo("a test grid, the start of Rosin's 5D record"));
        // The same line again is the same record.
        given().cookie("arena_session", admin)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/records")
                .then()
                .statusCode(409)
                .body("field", equalTo("solution"));
    }

    @Test
    void anIllegalLineIsRefusedWith422NamingTheFirstIllegalMoveAndNothingIsStoredOrAudited() throws Exception {
        String admin = adminCookie();
        long auditBefore = given().cookie("arena_session", admin)
                .get("/api/admin/audit?action=record.add")
                .then()
                .extract()
                .jsonPath()
                .getLong("total");
        // Rosin's 5T grid breaks the 5D rules at its 10th move (index 9).
        given().cookie("arena_session", admin)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "game",
                        "morpion-5d",
                        "instance",
                        "cross",
                        "solution",
                        fixture("morpion-records/5T-178-rosin.psol"),
                        "holder",
                        "Someone",
                        "source",
                        "a 5T grid passed off as 5D"))
                .post("/api/records")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("moveIndex", equalTo(9))
                .body("field", equalTo("solution"));
        given().get("/api/records/morpion-5d/cross").then().body("score", contains(82));
        given().cookie("arena_session", admin)
                .get("/api/admin/audit?action=record.add")
                .then()
                .body("total", equalTo((int) auditBefore));
    }

    @Test
    void onlyAdminsAddRecordsAndBadFieldsAreNamed() throws Exception {
        Map<String, Object> body = Map.of(
                "game",
                "morpion-5d",
                "instance",
                "cross",
                "solution",
                fixture("morpion-records/5D-82-rosin.psol"),
                "holder",
                "Me",
                "source",
                "I pasted it");
        given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/records")
                .then()
                .statusCode(401);
        String eve = login(register("eve"));
        given().cookie("arena_session", eve)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/records")
                .then()
                .statusCode(403)
                .contentType("application/problem+json");
        String admin = adminCookie();
        Map<String, Object> noSource = new HashMap<>(body);
        noSource.remove("source");
        given().cookie("arena_session", admin)
                .contentType(ContentType.JSON)
                .body(noSource)
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("field", equalTo("source"));
        Map<String, Object> badDate = new HashMap<>(body);
        badDate.put("achieved", "last summer");
        given().cookie("arena_session", admin)
                .contentType(ContentType.JSON)
                .body(badDate)
                .post("/api/records")
                .then()
                .statusCode(400)
                .body("field", equalTo("achieved"));
        given().get("/api/records/morpion-5d/cross").then().body("holder", not(hasItem("Me")));
    }
}
