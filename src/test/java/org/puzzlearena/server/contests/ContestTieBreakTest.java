package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
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
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;

/**
 * The scoreboard's tie-break and copy marks through the API: a tied score goes to whoever's
 * server-verified receipt came first (to the millisecond), each tied row says how many others
 * reached the same score, and a best that repeats an earlier line (someone's public submission, or
 * another participant's earlier one in the contest) is marked as the public boards mark copies.
 */
@QuarkusTest
class ContestTieBreakTest {

    private static final String BOARD = "random/9031/6x6x3";
    private static final String PUBLIC = "random/9032/6x6x3";

    @Test
    void theEarlierReceiptWinsATieAndCopiesAreMarked() {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = login(registerOrganizer("tie-org"));
        String aliceName = register("tie-alice");
        String alice = login(aliceName);
        String bobName = register("tie-bob");
        String bob = login(bobName);
        String carolName = register("tie-carol");
        String carol = login(carolName);
        String daveName = register("tie-dave");
        List<ContestFixtures.Line> a = lines("samegame", BOARD, 2);
        ContestFixtures.Line pub = lines("samegame", PUBLIC, 1).get(0);

        // Dave's line on PUBLIC is on its ordinary board before any contest takes the instance.
        long daves = ((Number) given().cookie("arena_session", login(daveName))
                        .contentType(ContentType.JSON)
                        .body(Map.of("game", "samegame", "instance", PUBLIC, "moves", pub.moves()))
                        .post("/api/submissions")
                        .then()
                        .statusCode(201)
                        .extract()
                        .path("id"))
                .longValue();

        long id = create(organizer, contest("Tie cup", "sum", List.of(instance("samegame", BOARD))));
        long second = create(organizer, contest("Public line cup", "sum", List.of(instance("samegame", PUBLIC))));
        registerFor(carol, second);
        registerFor(alice, id);
        registerFor(bob, id);
        registerFor(carol, id);

        Instant bobAt = T0.plus(Duration.ofHours(1)).plusMillis(5);
        clock.set(bobAt);
        submit(bob, id, "samegame", BOARD, a.get(1).moves()).then().statusCode(201);
        Instant aliceAt = bobAt.plusMillis(2_002);
        clock.set(aliceAt);
        // The same line as Bob's, 2.002 s later: the same score, reached later, and a copy of his.
        submit(alice, id, "samegame", BOARD, a.get(1).moves()).then().statusCode(201);
        submit(carol, id, "samegame", BOARD, a.get(0).moves()).then().statusCode(201);

        JsonPath seen = board(alice, id);
        assertEquals(List.of(bobName, aliceName, carolName), seen.getList("rows.participant.name"));
        assertEquals(List.of(1, 2, 3), seen.getList("rows.rank"));
        assertEquals(bobAt.toString(), seen.getString("rows[0].reachedAt"));
        assertEquals(aliceAt.toString(), seen.getString("rows[1].reachedAt"));
        assertEquals(List.of(1, 1, 0), seen.getList("rows.alsoReachedBy"));
        assertEquals(bobAt.toString(), seen.getString("rows[0].cells[0].receivedAt"));
        // Alice's best copies Bob's: named, but not linked to her (his moves are his until the end).
        assertNull(seen.get("rows[0].cells[0].copyOf"));
        assertEquals("submission", seen.getString("rows[1].cells[0].copyOf.kind"));
        assertEquals(bobName, seen.getString("rows[1].cells[0].copyOf.participant.name"));
        assertNull(seen.get("rows[1].cells[0].copyOf.original"));
        assertNull(seen.get("rows[1].cells[0].copyOf.submission"));
        assertNull(seen.get("rows[2].cells[0].copyOf"));
        // Staff may open Bob's submission: the mark links it.
        assertTrue(board(organizer, id)
                .getString("rows[1].cells[0].copyOf.original")
                .startsWith("/api/submissions/"));

        // The scoreboard CSV carries the tie-break.
        String csv = given().cookie("arena_session", organizer)
                .get("/api/contests/" + id + "/export?format=csv&table=scoreboard")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        String[] rows = csv.split("\r\n");
        assertTrue(rows[0].contains(",last_submission_at,reached_at,also_reached_by,"), rows[0]);
        assertTrue(rows[1].contains("," + bobAt + ",1,"), rows[1]);

        // A line from the ordinary boards, pasted into another contest, is a copy of
        // that public submission, linked for everyone.
        submit(carol, second, "samegame", PUBLIC, pub.moves()).then().statusCode(201);
        JsonPath copied = board(null, second);
        assertEquals(daveName, copied.getString("rows[0].cells[0].copyOf.participant.name"));
        assertEquals("/api/submissions/" + daves, copied.getString("rows[0].cells[0].copyOf.original"));
    }

    private static JsonPath board(String cookie, long id) {
        var req = given();
        if (cookie != null) {
            req = req.cookie("arena_session", cookie);
        }
        return req.get("/api/contests/" + id + "/scoreboard")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }
}
