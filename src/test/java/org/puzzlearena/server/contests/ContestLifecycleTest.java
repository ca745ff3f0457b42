package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.create;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ContestFixtures.lines;
import static org.puzzlearena.server.ContestFixtures.registerFor;
import static org.puzzlearena.server.ContestFixtures.submit;
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;

/**
 * A contest's whole life, as the issue lists it: create, register, submit before the start
 * (refused), during (accepted, ranked), after the freeze (hidden from others, visible to self),
 * after the end (refused), unfreeze, export. The server's clock is moved by the test.
 */
@QuarkusTest
class ContestLifecycleTest {

    private static final String BOARD_A = "random/901/6x6x3";

    private MutableClock clock;

    @BeforeEach
    void clock() {
        clock = ContestFixtures.installClock();
    }

    @Test
    void aContestFromCreationToExport() {
        String organizerName = registerOrganizer("org");
        String organizer = login(organizerName);
        String aliceName = register("alice");
        String alice = login(aliceName);
        String bobName = register("bob");
        String bob = login(bobName);
        List<ContestFixtures.Line> a = lines("samegame", BOARD_A, 4);

        long id = create(
                organizer,
                contest(
                        "Spring cup",
                        "sum",
                        List.of(
                                instance("samegame", BOARD_A),
                                Map.of("game", "samegame", "generate", Map.of("seed", 77, "size", "6x6x3")))));

        // Before the start the instances are the staff's secret.
        given().cookie("arena_session", alice)
                .get("/api/contests/" + id)
                .then()
                .statusCode(200)
                .body("phase", equalTo("scheduled"))
                .body("instancesVisible", equalTo(false))
                .body("instances", empty())
                .body("instanceCount", equalTo(2))
                .body("you.registered", equalTo(false))
                .body("you.mayRegister", equalTo(true));
        given().get("/api/contests/" + id + "/scoreboard")
                .then()
                .statusCode(200)
                .body("instances", empty());
        given().cookie("arena_session", organizer)
                .get("/api/contests/" + id)
                .then()
                .body("instances.instance", equalTo(List.of(BOARD_A, "random/77/6x6x3")))
                .body("instances[1].label", equalTo("B"))
                .body("you.staff", equalTo(true));

        registerFor(alice, id);
        given().cookie("arena_session", alice)
                .post("/api/contests/" + id + "/registrations")
                .then()
                .statusCode(200);
        registerFor(bob, id);
        given().cookie("arena_session", alice)
                .get("/api/contests/" + id + "/registrations/me")
                .then()
                .statusCode(200)
                .body("registered", equalTo(true))
                .body("participant.name", equalTo(aliceName));

        // Before the start: refused, saying when it starts.
        submit(alice, id, "samegame", BOARD_A, a.get(0).moves())
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("detail", containsString("starts at " + T0.plusSeconds(3600)));

        // At the start exactly: accepted and ranked.
        clock.set(T0.plus(Duration.ofHours(1)));
        submit(alice, id, "samegame", BOARD_A, a.get(1).moves())
                .then()
                .statusCode(201)
                .body("score", equalTo(a.get(1).score()))
                .body("afterFreeze", equalTo(false))
                .body("yourBest", equalTo(a.get(1).score()));
        // Contest submissions have random ids: only the receipt orders them, so one millisecond apart.
        clock.advance(Duration.ofMillis(1));
        submit(bob, id, "samegame", BOARD_A, a.get(2).moves()).then().statusCode(201);
        JsonPath board = given().cookie("arena_session", alice)
                .get("/api/contests/" + id + "/scoreboard")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(List.of(bobName, aliceName), board.getList("rows.participant.name"));
        assertEquals(List.of(1, 2), board.getList("rows.rank"));
        assertEquals("sum", board.getString("scoring.rule"));
        assertEquals(a.get(2).score(), board.getInt("rows[0].rawTotal"));
        assertEquals(a.get(2).score(), board.getInt("instances[0].best"));

        // After the freeze: Bob's better line is hidden from everyone but Bob and the staff.
        clock.set(T0.plus(Duration.ofHours(3)));
        long late = given().cookie("arena_session", alice)
                .contentType("application/json")
                .body(Map.of(
                        "game",
                        "samegame",
                        "instance",
                        BOARD_A,
                        "moves",
                        a.get(3).moves()))
                .post("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        clock.advance(Duration.ofMillis(1));
        long bobLate = submit(bob, id, "samegame", BOARD_A, a.get(3).moves())
                .then()
                .statusCode(201)
                .body("afterFreeze", equalTo(true))
                .extract()
                .jsonPath()
                .getLong("id");
        for (String viewer : new String[] {null, login(register("carol"))}) {
            var spec = viewer == null ? given() : given().cookie("arena_session", viewer);
            spec.get("/api/contests/" + id + "/scoreboard")
                    .then()
                    .statusCode(200)
                    .body("frozen", equalTo(true))
                    .body("asOf", equalTo(T0.plus(Duration.ofHours(3)).toString()))
                    .body("rows[0].participant.name", equalTo(bobName))
                    .body("rows[0].rawTotal", equalTo(a.get(2).score()))
                    .body("rows[0].submissions", equalTo(1))
                    .body("instances[0].best", equalTo(a.get(2).score()))
                    .body("you", nullValue());
        }
        // Alice sees her own later result, apart, ranked as if against the frozen board; not Bob's.
        given().cookie("arena_session", alice)
                .get("/api/contests/" + id + "/scoreboard")
                .then()
                .body("frozen", equalTo(true))
                .body(
                        "rows.find { it.participant.name == '" + aliceName + "' }.rawTotal",
                        equalTo(a.get(1).score()))
                .body("you", hasSize(1))
                .body("you[0].rawTotal", equalTo(a.get(3).score()))
                .body("you[0].rank", equalTo(1))
                .body("you[0].submissions", equalTo(2));
        given().cookie("arena_session", alice)
                .get("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(200)
                .body("scope", equalTo("mine"))
                .body("total", equalTo(2));
        given().cookie("arena_session", alice)
                .get("/api/submissions/" + bobLate)
                .then()
                .statusCode(404);
        given().cookie("arena_session", alice)
                .get("/api/submissions/" + late)
                .then()
                .statusCode(200)
                .body("contest", equalTo("/api/contests/" + id));
        given().cookie("arena_session", organizer)
                .get("/api/contests/" + id + "/scoreboard")
                .then()
                .body("frozen", equalTo(false))
                .body("frozenForParticipants", equalTo(true))
                .body("rows[0].rawTotal", equalTo(a.get(3).score()));
        given().cookie("arena_session", organizer)
                .post("/api/contests/" + id + "/unfreeze")
                .then()
                .statusCode(409)
                .body("detail", containsString("after the end"));

        // At the end: refused.
        clock.set(T0.plus(Duration.ofHours(4)));
        submit(alice, id, "samegame", BOARD_A, a.get(0).moves())
                .then()
                .statusCode(409)
                .body("detail", containsString("ended at " + T0.plus(Duration.ofHours(4))));
        given().cookie("arena_session", alice)
                .get("/api/contests/" + id + "/export")
                .then()
                .statusCode(403);
        given().cookie("arena_session", alice)
                .get("/api/contests/" + id + "/scoreboard")
                .then()
                .body("frozen", equalTo(true));

        // Unfreeze: the full board for everyone, submissions public.
        given().cookie("arena_session", organizer)
                .post("/api/contests/" + id + "/unfreeze")
                .then()
                .statusCode(200)
                .body("frozen", equalTo(false))
                .body("unfrozenAt", equalTo(T0.plus(Duration.ofHours(4)).toString()));
        given().get("/api/contests/" + id + "/scoreboard")
                .then()
                .body("frozen", equalTo(false))
                // The same score: Alice's line was received a millisecond before Bob's (the same
                // line: his is marked as a copy of hers), so she wins the tie; each is "also reached by 1".
                .body("rows.rank", equalTo(List.of(1, 2)))
                .body("rows.participant.name", equalTo(List.of(aliceName, bobName)))
                .body("rows.alsoReachedBy", equalTo(List.of(1, 1)))
                .body("rows[0].reachedAt", equalTo(T0.plus(Duration.ofHours(3)).toString()))
                .body(
                        "rows[1].reachedAt",
                        equalTo(T0.plus(Duration.ofHours(3)).plusMillis(1).toString()))
                .body("rows[1].cells[0].copyOf.participant.name", equalTo(aliceName))
                .body("rows[0].cells[0].copyOf", nullValue())
                .body(
                        "rows.rawTotal",
                        equalTo(List.of(a.get(3).score(), a.get(3).score())));
        given().get("/api/submissions/" + bobLate)
                .then()
                .statusCode(200)
                .body("moves", hasSize(a.get(3).moves().size()));
        given().get("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(200)
                .body("scope", equalTo("all"))
                .body("total", equalTo(4));

        // Export: JSON and both CSV tables, with every submission's moves.
        JsonPath export = given().get("/api/contests/" + id + "/export?format=json")
                .then()
                .statusCode(200)
                .header("Content-Disposition", containsString("contest-" + id + ".json"))
                .extract()
                .jsonPath();
        assertEquals(4, export.getList("submissions").size());
        assertEquals(a.get(1).moves(), export.getList("submissions[0].moves"));
        assertEquals(List.of(false, false, true, true), export.getList("submissions.afterFreeze"));
        assertEquals(2, export.getList("scoreboard.rows").size());
        String csv = given().get("/api/contests/" + id + "/export?format=csv&table=submissions")
                .then()
                .statusCode(200)
                .contentType(containsString("text/csv"))
                .extract()
                .asString();
        String[] csvLines = csv.split("\r\n");
        assertEquals(5, csvLines.length);
        assertTrue(csvLines[0].startsWith("id,received_at,kind,name,account,game,instance,score"), csvLines[0]);
        assertTrue(
                csvLines[1].endsWith(
                        String.join(";", a.get(1).moves()).contains(",")
                                ? "\"" + String.join(";", a.get(1).moves()) + "\""
                                : String.join(";", a.get(1).moves())),
                csvLines[1]);
        String scoreCsv = given().get("/api/contests/" + id + "/export?format=csv&table=scoreboard")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(
                scoreCsv.startsWith(
                        "rank,kind,name,account,reference,score,raw_total,results,submissions,"
                                + "last_submission_at,reached_at,also_reached_by,team,team_members,A:score,A:points,B:score,B:points\r\n"),
                scoreCsv);

        // The organizer's actions are in the audit log.
        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?target=contest:" + id)
                .then()
                .body("entries.action", hasItem("contest.create"))
                .body("entries.action", hasItem("contest.unfreeze"))
                .body("entries.find { it.action == 'contest.create' }.actor", equalTo(organizerName));
    }

    @Test
    void editingFollowsThePhaseAndDeletingOnlyBeforeTheStart() {
        String organizer = login(registerOrganizer("org"));
        Map<String, Object> body = contest("Edit me", "relative", List.of(instance("samegame", "standard/2")));
        long id = create(organizer, body);
        Map<String, Object> changed = new HashMap<>(body);
        changed.put("scoring", "rank");
        changed.put("instances", List.of(instance("samegame", "standard/2"), instance("morpion-5d", "cross")));
        given().cookie("arena_session", organizer)
                .contentType("application/json")
                .body(changed)
                .put("/api/contests/" + id)
                .then()
                .statusCode(200)
                .body("scoring.rule", equalTo("rank"))
                .body("instanceCount", equalTo(2));

        clock.set(T0.plus(Duration.ofHours(2)));
        Map<String, Object> running = new HashMap<>(changed);
        running.put("scoring", "sum");
        given().cookie("arena_session", organizer)
                .contentType("application/json")
                .body(running)
                .put("/api/contests/" + id)
                .then()
                .statusCode(409)
                .body("field", equalTo("scoring"));
        running.put("scoring", "rank");
        running.put("title", "Edited while running");
        running.put("endsAt", T0.plus(Duration.ofHours(5)).toString());
        given().cookie("arena_session", organizer)
                .contentType("application/json")
                .body(running)
                .put("/api/contests/" + id)
                .then()
                .statusCode(200)
                .body("title", equalTo("Edited while running"))
                .body("endsAt", equalTo(T0.plus(Duration.ofHours(5)).toString()));
        given().cookie("arena_session", organizer)
                .delete("/api/contests/" + id)
                .then()
                .statusCode(409);

        clock.set(T0);
        long doomed = create(organizer, body);
        given().cookie("arena_session", organizer)
                .delete("/api/contests/" + doomed)
                .then()
                .statusCode(204);
        given().get("/api/contests/" + doomed).then().statusCode(404);
        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?target=contest:" + doomed)
                .then()
                .body("entries[0].action", equalTo("contest.delete"));
        clock.set(T0.plus(Duration.ofHours(2)));
        given().get("/api/contests/" + id + "/scoreboard")
                .then()
                .statusCode(200)
                .body("instances", hasSize(2))
                .body("instances[1].game", equalTo("morpion-5d"));
        given().get("/api/contests?phase=running")
                .then()
                .statusCode(200)
                .body("contests.id", hasItem((int) id))
                .body("now", notNullValue());
    }
}
