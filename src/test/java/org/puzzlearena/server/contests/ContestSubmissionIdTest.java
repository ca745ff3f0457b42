package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import io.restassured.response.Response;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;

/**
 * Submission ids must not count other people's hidden submissions: with one global sequence, the
 * gap between two of my ids told how many submissions others made during a freeze. Contest
 * submissions take random ids, and take no number from the sequence ordinary submissions use.
 */
@QuarkusTest
class ContestSubmissionIdTest {

    private static final String BOARD = "random/933/6x6x3";
    private static final String PUBLIC = "standard/15";
    private static final int BOBS = 20;

    @Test
    void idsIReceiveDoNotCountOthersHiddenSubmissions() throws Exception {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = login(registerOrganizer("org"));
        String alice = login(register("alice"));
        String bob = login(register("bob"));
        List<ContestFixtures.Line> lines = lines("samegame", BOARD, 6);
        List<ContestFixtures.Line> open = lines("samegame", PUBLIC, 2);
        long id = create(organizer, contest("Ids", "sum", List.of(instance("samegame", BOARD))));
        registerFor(alice, id);
        registerFor(bob, id);
        clock.set(T0.plus(Duration.ofHours(3)).plusSeconds(1)); // frozen

        long ordinary1 = ordinary(alice, open.get(0).moves())
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        Response first = submit(alice, id, "samegame", BOARD, lines.get(0).moves());
        long mine1 = first.then().statusCode(201).extract().jsonPath().getLong("id");
        assertEquals(
                "/api/submissions/" + mine1,
                URI.create(first.header("Location")).getPath().replaceFirst("^/api/api/", "/api/"));
        for (int i = 0; i < BOBS; i++) {
            clock.advance(Duration.ofSeconds(1));
            submit(bob, id, "samegame", BOARD, lines.get(1 + i % 3).moves())
                    .then()
                    .statusCode(201);
        }
        clock.advance(Duration.ofSeconds(1));
        long mine2 = submit(alice, id, "samegame", BOARD, lines.get(4).moves())
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        long ordinary2 = ordinary(alice, open.get(1).moves())
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");

        // The ordinary sequence did not count the contest submissions in between (two hers, Bob's 20):
        // every number between her two ordinary ids, if any (the rest of the platform goes on), is an
        // ordinary submission anyone can read, not a hidden one.
        assertTrue(
                ordinary2 - ordinary1 < BOBS,
                "contest submissions take no number from the shared sequence: " + ordinary1 + " then " + ordinary2);
        for (long between = ordinary1 + 1; between < ordinary2; between++) {
            given().get("/api/submissions/" + between).then().statusCode(200);
        }
        // Her contest ids are random and far apart: their difference says nothing about Bob's submissions.
        for (long mine : new long[] {mine1, mine2}) {
            assertTrue(mine >= 1L << 40 && mine < 1L << 53, "a random id in the documented range: " + mine);
        }
        assertTrue(Math.abs(mine2 - mine1) > 1_000_000, "not neighbours: " + mine1 + ", " + mine2);
        // Her list and her scoreboard carry the same ids and nothing else that counts.
        List<Long> listed = given().cookie("arena_session", alice)
                .get("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("submissions.id", Long.class);
        assertEquals(List.of(mine1, mine2), listed);
        given().cookie("arena_session", alice)
                .get("/api/submissions/" + mine2)
                .then()
                .statusCode(200);
        given().cookie("arena_session", bob)
                .get("/api/submissions/" + mine2)
                .then()
                .statusCode(404);
    }

    private static Response ordinary(String cookie, List<String> moves) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", PUBLIC, "moves", moves))
                .post("/api/submissions");
    }
}
