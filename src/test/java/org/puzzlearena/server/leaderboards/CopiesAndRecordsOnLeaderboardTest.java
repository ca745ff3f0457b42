package org.puzzlearena.server.leaderboards;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.puzzlearena.server.ServerTestSupport.fixture;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.LiveClient;

/**
 * Records on the boards: the reference row and the percentage of the record; copies of a record or
 * of someone's earlier line are marked with their original and rank after the originals.
 */
@QuarkusTest
class CopiesAndRecordsOnLeaderboardTest {

    private static JsonPath submit(String cookie, String game, String instance, Object solutionOrMoves) {
        Map<String, Object> body = solutionOrMoves instanceof String text
                ? Map.of("game", game, "instance", instance, "solution", text)
                : Map.of("game", game, "instance", instance, "moves", solutionOrMoves);
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/submissions")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    private static JsonPath board(String game, String instance) {
        return given().get("/api/leaderboards/" + game + "/" + instance + "?limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static Map<String, Object> entryOf(JsonPath board, String name) {
        return board.getMap("entries.find { it.participant.name == '" + name + "' }");
    }

    @Test
    void pastingRosins82IsACopyOfHisRecordAttributedToHimUnderHisReferenceRow() throws Exception {
        String newcomer = register("newcomer");
        JsonPath created = submit(login(newcomer), "morpion-5d", "cross", fixture("morpion-records/5D-82-rosin.psol"));
        assertEquals(82, created.getInt("score"));
        assertEquals("record", created.getString("copyOf.kind"));
        assertEquals("C. D. Rosin", created.getString("copyOf.holder"));
        long recordId = given().get("/api/records/morpion-5d/cross")
                .then()
                .extract()
                .jsonPath()
                .getLong("[0].id");
        assertEquals(recordId, created.getLong("copyOf.record"));

        given().get("/api/submissions/" + created.getLong("id"))
                .then()
                .statusCode(200)
                .body("copyOf.kind", equalTo("record"))
                .body("copyOf.holder", equalTo("C. D. Rosin"))
                .body("copyOf.original", equalTo("/api/records/morpion-5d/cross"));

        JsonPath b = board("morpion-5d", "cross");
        // The record heads the board as a reference row, unranked, without its line.
        assertEquals(82, b.getInt("record.score"));
        assertEquals("C. D. Rosin", b.getString("record.holder"));
        assertEquals("2010-08", b.getString("record.achieved"));
        assertNull(b.get("record.moves"));
        assertEquals(1, b.getInt("entries[0].rank"));
        Map<String, Object> mine = entryOf(b, newcomer);
        assertEquals(
                Map.of(
                        "kind",
                        "record",
                        "record",
                        (int) recordId,
                        "holder",
                        "C. D. Rosin",
                        "original",
                        "/api/records/morpion-5d/cross"),
                mine.get("copyOf"));
        assertEquals(100.0f, ((Number) mine.get("percentOfRecord")).floatValue());
    }

    @Test
    void theLiveBoardCarriesTheRecordAndTheCopyMark() throws Exception {
        String paster = register("paster");
        try (LiveClient live = LiveClient.connect("/ws/leaderboards/morpion-5t/cross")) {
            JsonNode snapshot = live.next(Duration.ofSeconds(30));
            assertEquals("snapshot", snapshot.get("type").asText());
            assertEquals("C. D. Rosin", snapshot.get("record").get("holder").asText());
            assertEquals(178, snapshot.get("record").get("score").asInt());
            submit(login(paster), "morpion-5t", "cross", fixture("morpion-records/5T-170-bruneau.psol"));
            JsonNode change;
            do {
                change = live.next(Duration.ofSeconds(30));
            } while (!"entry".equals(change.get("type").asText())
                    || !paster.equals(
                            change.get("entry").get("participant").get("name").asText()));
            JsonNode entry = change.get("entry");
            assertEquals("record", entry.get("copyOf").get("kind").asText());
            assertEquals("C.-H. Bruneau", entry.get("copyOf").get("holder").asText());
            assertEquals(95.5, entry.get("percentOfRecord").asDouble()); // 170 / 178
        }
    }

    @Test
    void theSameGridDrawnInAnotherOrderIsStillACopyOfTheRecord() throws Exception {
        List<String> lines = new ArrayList<>(
                Arrays.asList(fixture("morpion-records/5D-82-rosin.psol").split("\n")));
        // Line 0 is the reference point; the grid's first two lines are far apart: swap them.
        String first = lines.get(1);
        lines.set(1, lines.get(2));
        lines.set(2, first);
        JsonPath created = submit(login(register("reorderer")), "morpion-5d", "cross", String.join("\n", lines));
        assertEquals(82, created.getInt("score"));
        assertEquals("record", created.getString("copyOf.kind"));
    }

    @Test
    void everyEntryShowsItsPercentageOfTheRecord() throws Exception {
        String who = register("tenmoves");
        String prefix = String.join(
                "\n",
                Arrays.asList(fixture("morpion-records/5D-82-rosin.psol").split("\n"))
                        .subList(0, 11));
        JsonPath created = submit(login(who), "morpion-5d", "cross", prefix);
        assertEquals(10, created.getInt("score"));
        assertNull(created.get("copyOf"));
        Map<String, Object> mine = entryOf(board("morpion-5d", "cross"), who);
        assertEquals(12.2f, ((Number) mine.get("percentOfRecord")).floatValue()); // 10 / 82
        assertNull(mine.get("copyOf"));
        // A board without a record has no reference row and no percentages.
        String instance = "random/" + ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
        submit(
                login(who),
                "samegame",
                instance,
                List.of(twoLinesOfEqualScore("samegame", instance).get(0)));
        given().get("/api/leaderboards/samegame/" + instance)
                .then()
                .statusCode(200)
                .body("record", nullValue())
                .body("entries[0]", not(hasKey("percentOfRecord")));
    }

    @Test
    void aCopyOfAnEarlierSubmissionNamesItsAuthorAndRanksAfterEveryOriginalOfTheSameScore() {
        String instance = "random/" + ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
        List<String> two = twoLinesOfEqualScore("samegame", instance);
        String alice = register("alice");
        String bob = register("bob");
        String carol = register("carol");
        String aliceCookie = login(alice);

        JsonPath a = submit(aliceCookie, "samegame", instance, List.of(two.get(0)));
        assertNull(a.get("copyOf"));
        assertEquals(1, a.getInt("rank"));
        JsonPath b = submit(login(bob), "samegame", instance, List.of(two.get(0)));
        assertEquals("submission", b.getString("copyOf.kind"));
        assertEquals(a.getLong("id"), b.getLong("copyOf.submission"));
        assertEquals(alice, b.getString("copyOf.participant.name"));
        assertEquals(2, b.getInt("rank"));
        // Carol's own line of the same score arrives after Bob's copy and still ranks before it.
        JsonPath c = submit(login(carol), "samegame", instance, List.of(two.get(1)));
        assertNull(c.get("copyOf"));
        assertEquals(2, c.getInt("rank"));
        assertEquals(a.getInt("score"), c.getInt("score"));
        // Resubmitting one's own line copies nobody.
        assertNull(
                submit(aliceCookie, "samegame", instance, List.of(two.get(0))).get("copyOf"));

        given().get("/api/leaderboards/samegame/" + instance)
                .then()
                .statusCode(200)
                .body("entries.participant.name", contains(alice, carol, bob))
                .body("entries.rank", contains(1, 2, 3))
                .body("entries[0].copyOf", nullValue())
                .body("entries[1].copyOf", nullValue())
                .body("entries[2].copyOf.kind", equalTo("submission"))
                .body("entries[2].copyOf.participant.name", equalTo(alice))
                .body("entries[2].copyOf.original", equalTo("/api/submissions/" + a.getLong("id")));
        given().get("/api/submissions/" + b.getLong("id"))
                .then()
                .body("copyOf.submission", equalTo((int) a.getLong("id")))
                .body("copyOf.participant.kind", equalTo("person"));
        given().get("/api/submissions/" + c.getLong("id"))
                .then()
                .body("copyOf", nullValue())
                .body("id", notNullValue());
    }

    @Test
    void aParticipantsOriginalReplacesTheirOwnCopyOfTheSameScoreAsTheirEntry() {
        String instance = "random/" + ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
        List<String> two = twoLinesOfEqualScore("samegame", instance);
        String alice = register("alice");
        String bob = register("bob");
        submit(login(alice), "samegame", instance, List.of(two.get(0)));
        String bobCookie = login(bob);
        JsonPath copy = submit(bobCookie, "samegame", instance, List.of(two.get(0)));
        JsonPath own = submit(bobCookie, "samegame", instance, List.of(two.get(1)));
        assertNotNull(copy.get("copyOf"));
        JsonPath b = board("samegame", instance);
        Map<String, Object> bobs = entryOf(b, bob);
        assertEquals(own.getInt("id"), bobs.get("submissionId"));
        assertNull(bobs.get("copyOf"));
        assertEquals(List.of(alice, bob), b.getList("entries.participant.name"));
    }

    /** Two different one-move lines of one fresh SameGame board with the same score (two groups of one size). */
    static List<String> twoLinesOfEqualScore(String game, String instance) {
        State initial = Games.byId(game).orElseThrow().newInitialState(instance);
        int[] moves = new int[initial.game().maxLegalMoves()];
        int n = initial.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                State x = initial.copy();
                x.play(moves[i]);
                State y = initial.copy();
                y.play(moves[j]);
                if (x.score() == y.score()) {
                    return List.of(initial.formatMove(moves[i]), initial.formatMove(moves[j]));
                }
            }
        }
        throw new IllegalStateException("no two groups of one size on " + instance);
    }
}
