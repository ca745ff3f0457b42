package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
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
import static org.puzzlearena.server.ServerTestSupport.adminCookie;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;
import static org.puzzlearena.server.ServerTestSupport.uniqueName;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;
import org.puzzlearena.server.MutableClock;

/**
 * Team contests through the API (issue 37, docs/CONTESTS.md "Teams"): the contest's fields, founding,
 * inviting, accepting, declining and leaving with their rules and limits, all audited; a team is one
 * entry on the board with its members' best per instance; lists, exports and imports carry the team.
 */
@QuarkusTest
class ContestTeamsTest {

    private static final String BOARD = "random/9041/6x6x3";
    private static final String OTHER = "random/9042/6x6x3";

    private static Map<String, Object> teamContest(String title, int size) {
        Map<String, Object> body =
                new HashMap<>(contest(title, "sum", List.of(instance("samegame", BOARD), instance("samegame", OTHER))));
        body.put("entries", "team");
        body.put("maxTeamSize", size);
        return body;
    }

    @Test
    void theContestSaysIndividualOrTeamAndRefusesBadSettingsNamingTheField() {
        String organizer = login(registerOrganizer("tf-org"));
        Map<String, Object> body = teamContest("Team settings", 3);
        body.put("entries", "squad");
        refusedCreate(organizer, body, 400, "entries");
        body.put("entries", "team");
        body.put("maxTeamSize", 1);
        refusedCreate(organizer, body, 400, "maxTeamSize");
        body.put("maxTeamSize", 51);
        refusedCreate(organizer, body, 400, "maxTeamSize");
        Map<String, Object> individual = contest("Solo", "sum", List.of(instance("samegame", BOARD)));
        individual.put("maxTeamSize", 4);
        refusedCreate(organizer, individual, 400, "maxTeamSize");

        body.put("maxTeamSize", 2);
        long id = create(organizer, body);
        given().get("/api/contests/" + id)
                .then()
                .body("entries", equalTo("team"))
                .body("maxTeamSize", equalTo(2));
        long solo = create(organizer, contest("Solo cup", "sum", List.of(instance("samegame", BOARD))));
        given().get("/api/contests/" + solo)
                .then()
                .body("entries", equalTo("individual"))
                .body("maxTeamSize", equalTo(null));
        // An individual contest has no teams: 409 naming entries.
        String alice = login(register("tf-alice"));
        registerFor(alice, solo);
        found(alice, solo, "Nope").then().statusCode(409).body("field", equalTo("entries"));
    }

    @Test
    void teamsFormByInvitationWithinTheLimitsAndEveryChangeIsAudited() {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = login(registerOrganizer("tm-org"));
        long id = create(organizer, teamContest("Team rules", 2));
        String annName = register("tm-ann");
        String ann = login(annName);
        String benName = register("tm-ben");
        String ben = login(benName);
        String cyName = register("tm-cy");
        String cy = login(cyName);
        String dee = login(register("tm-dee"));

        // Founding needs a registration and a valid, free name.
        found(ann, id, "Fast Movers").then().statusCode(403);
        registerFor(ann, id);
        found(ann, id, "  ").then().statusCode(400).body("field", equalTo("name"));
        long team = found(ann, id, "Fast Movers")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        found(ann, id, "Another").then().statusCode(409);
        registerFor(dee, id);
        found(dee, id, "fast movers").then().statusCode(409).body("field", equalTo("name"));

        // Only members invite; the invitee must exist and not be staff; open invitations hold places.
        invite(dee, id, team, benName).then().statusCode(403);
        invite(ann, id, team, "no-such-person-x").then().statusCode(400).body("field", equalTo("username"));
        invite(ann, id, team, "tm-org-nobody").then().statusCode(400);
        invite(ann, id, team, benName).then().statusCode(201).body("invited", equalTo(List.of(benName)));
        invite(ann, id, team, benName).then().statusCode(409).body("field", equalTo("username"));
        invite(ann, id, team, cyName).then().statusCode(422).body("field", equalTo("username"));
        invite(ann, id, 999_999, cyName).then().statusCode(404);

        // Ben sees the invitation, accepts, and is registered by it; Cy cannot accept what he was never offered.
        given().cookie("arena_session", ben)
                .get("/api/contests/" + id + "/teams/mine")
                .then()
                .statusCode(200)
                .body("invitations[0].name", equalTo("Fast Movers"))
                .body("team", equalTo(null))
                .body("mayChange", equalTo(true));
        post(cy, id, team, "accept").then().statusCode(404);
        post(ben, id, team, "accept").then().statusCode(200).body("members", equalTo(List.of(annName, benName)));
        given().cookie("arena_session", ben)
                .get("/api/contests/" + id + "/registrations/me")
                .then()
                .body("registered", equalTo(true));
        // One team per person: Dee's team cannot take Ben.
        long deeTeam = found(dee, id, "Slow Movers")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        invite(dee, id, deeTeam, benName).then().statusCode(409).body("field", equalTo("username"));
        invite(dee, id, deeTeam, cyName).then().statusCode(201);
        post(cy, id, deeTeam, "decline").then().statusCode(204);
        post(cy, id, deeTeam, "decline").then().statusCode(404);

        // Everyone sees the teams and members; open invitations only staff.
        given().get("/api/contests/" + id + "/teams")
                .then()
                .statusCode(200)
                .body("teams.name", equalTo(List.of("Fast Movers", "Slow Movers")))
                .body("teams[0].members", equalTo(List.of(annName, benName)))
                .body("teams[0].invited", equalTo(null));

        // The organizer cannot shrink the limit below a team, nor make the contest individual.
        Map<String, Object> edit = teamContest("Team rules", 2);
        edit.put("entries", "individual");
        edit.remove("maxTeamSize");
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(edit)
                .put("/api/contests/" + id)
                .then()
                .statusCode(409)
                .body("field", equalTo("entries"));

        // Leaving: the last member out dissolves the team.
        given().cookie("arena_session", dee)
                .delete("/api/contests/" + id + "/teams/mine")
                .then()
                .statusCode(204);
        given().cookie("arena_session", dee)
                .delete("/api/contests/" + id + "/teams/mine")
                .then()
                .statusCode(404);
        given().get("/api/contests/" + id + "/teams").then().body("teams.name", equalTo(List.of("Fast Movers")));

        // From the start teams are fixed: 409.
        clock.set(T0.plus(Duration.ofHours(1)));
        given().cookie("arena_session", ben)
                .delete("/api/contests/" + id + "/teams/mine")
                .then()
                .statusCode(409);
        found(dee, id, "Late").then().statusCode(409);
        invite(ann, id, team, cyName).then().statusCode(409);
        given().cookie("arena_session", ann)
                .get("/api/contests/" + id + "/teams/mine")
                .then()
                .body("team.name", equalTo("Fast Movers"))
                .body("mayChange", equalTo(false))
                .body("whyNot", containsString("fixed from the start"));

        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?target=contest:" + id)
                .then()
                .body(
                        "entries.action",
                        hasItems(
                                "contest.team.create",
                                "contest.team.invite",
                                "contest.team.accept",
                                "contest.team.decline",
                                "contest.team.leave"))
                .body("entries.find { it.action == 'contest.team.accept' }.actor", equalTo(benName));
    }

    @Test
    void twoMembersSubmissionsCountForOneEntryInListsAndExports() {
        MutableClock clock = ContestFixtures.installClock();
        String organizer = login(registerOrganizer("ts-org"));
        long id = create(organizer, teamContest("Team board", 3));
        String annName = register("ts-ann");
        String ann = login(annName);
        String benName = register("ts-ben");
        String ben = login(benName);
        String soloName = register("ts-solo");
        String solo = login(soloName);
        registerFor(ann, id);
        registerFor(solo, id);
        long team = found(ann, id, "Pair")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        invite(ann, id, team, benName).then().statusCode(201);
        post(ben, id, team, "accept").then().statusCode(200);

        List<ContestFixtures.Line> a = lines("samegame", BOARD, 3);
        List<ContestFixtures.Line> b = lines("samegame", OTHER, 3);
        clock.set(T0.plus(Duration.ofHours(1)).plusSeconds(1));
        // Ann is best on BOARD for the team, Ben alone on OTHER; Ben's weaker BOARD line does not count.
        submit(ann, id, "samegame", BOARD, a.get(2).moves()).then().statusCode(201);
        submit(ben, id, "samegame", BOARD, a.get(0).moves()).then().statusCode(201);
        long bens = submit(ben, id, "samegame", OTHER, b.get(1).moves())
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        submit(solo, id, "samegame", BOARD, a.get(1).moves()).then().statusCode(201);

        JsonPath seen = board(ann, id);
        assertEquals(List.of("Pair", soloName), seen.getList("rows.participant.name"));
        assertEquals(List.of("team", "person"), seen.getList("rows.participant.kind"));
        assertEquals(List.of(annName, benName), seen.getList("rows[0].team.members"));
        assertNull(seen.get("rows[1].team"));
        assertEquals(a.get(2).score(), seen.getInt("rows[0].cells[0].score"));
        assertEquals(b.get(1).score(), seen.getInt("rows[0].cells[1].score"));
        assertEquals(a.get(2).score() + b.get(1).score(), seen.getLong("rows[0].rawTotal"));
        assertEquals(3, seen.getInt("rows[0].submissions"));
        assertEquals(1, seen.getInt("rows[0].rank"));
        // Ann may open Ben's best as her own (the team's); the solo participant may not.
        assertEquals("/api/submissions/" + bens, seen.getString("rows[0].cells[1].submission"));
        given().cookie("arena_session", ann)
                .get("/api/submissions/" + bens)
                .then()
                .statusCode(200);
        assertNull(board(solo, id).get("rows[0].cells[1].submission"));
        given().cookie("arena_session", solo)
                .get("/api/submissions/" + bens)
                .then()
                .statusCode(404);

        // After the freeze a member's own view holds the team's later results, Ben's included.
        clock.set(T0.plus(Duration.ofHours(3)).plusSeconds(1));
        int top = b.get(2).score();
        submit(ben, id, "samegame", OTHER, b.get(2).moves()).then().statusCode(201);
        JsonPath frozen = board(ann, id);
        assertEquals(b.get(1).score(), frozen.getInt("rows[0].cells[1].score"));
        assertEquals(top, frozen.getInt("you[0].cells[1].score"));
        assertEquals("Pair", frozen.getString("you[0].participant.name"));
        assertEquals(b.get(1).score(), board(solo, id).getInt("rows[0].cells[1].score"));

        // Ann's list is the team's, each submission naming its member and the team.
        given().cookie("arena_session", ann)
                .get("/api/contests/" + id + "/submissions")
                .then()
                .statusCode(200)
                .body("total", equalTo(4))
                .body("submissions.participant.name", hasItems(annName, benName))
                .body("submissions.team", everyItemIs("Pair"));

        // Exports carry the team.
        JsonPath json = given().cookie("arena_session", organizer)
                .get("/api/contests/" + id + "/export")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("Pair", json.getString("scoreboard.rows[0].team.name"));
        assertEquals("Pair", json.getString("submissions.find { it.participant.name == '" + benName + "' }.team"));
        assertNull(json.get("submissions.find { it.participant.name == '" + soloName + "' }.team"));
        String csv = given().cookie("arena_session", organizer)
                .get("/api/contests/" + id + "/export?format=csv&table=scoreboard")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        String[] rows = csv.split("\r\n");
        assertTrue(rows[0].contains(",also_reached_by,team,team_members,A:score"), rows[0]);
        assertTrue(rows[1].contains(",Pair," + annName + ";" + benName + ","), rows[1]);
        String subs = given().cookie("arena_session", organizer)
                .get("/api/contests/" + id + "/export?format=csv&table=submissions")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(subs.split("\r\n")[0].endsWith(",verifier_version,team,moves"), subs);
        assertTrue(subs.lines().filter(l -> l.contains("," + benName + ",")).allMatch(l -> l.contains(",Pair,")), subs);
    }

    @Test
    void theImportsTeamColumnCreatesAndJoinsTeams() {
        String organizer = login(registerOrganizer("ti-org"));
        long id = create(organizer, teamContest("Imported teams", 2));
        String existing = register("ti-old");
        String x = uniqueName("tix");
        String y = uniqueName("tiy");
        String z = uniqueName("tiz");
        // Three on a team of at most two: the whole file is refused, naming the line and the column.
        importCsv(organizer, id, "username,displayName,team\n" + x + ",X,Red\n" + y + ",Y,red\n" + z + ",Z,Red\n")
                .then()
                .statusCode(400)
                .body(containsString("team"));
        given().get("/api/contests/" + id + "/teams").then().body("total", equalTo(0));

        importCsv(
                        organizer,
                        id,
                        "username,displayName,team\n" + x + ",X,Red\n" + existing + ",Old,red\n" + y + ",Y,Blue\n")
                .then()
                .statusCode(201);
        given().get("/api/contests/" + id + "/teams")
                .then()
                .body("teams.name", equalTo(List.of("Blue", "Red")))
                .body("teams[1].members", hasItems(x, existing))
                .body("teams[0].members", equalTo(List.of(y)));
        given().cookie("arena_session", adminCookie())
                .get("/api/admin/audit?action=contest.participants.import&target=contest:" + id)
                .then()
                .body("entries[0].details.teams", hasItem(x + ":Red"));
    }

    private static org.hamcrest.Matcher<Iterable<? super String>> everyItemIs(String value) {
        @SuppressWarnings("unchecked")
        org.hamcrest.Matcher<Iterable<? super String>> m = (org.hamcrest.Matcher<Iterable<? super String>>)
                (org.hamcrest.Matcher<?>) org.hamcrest.Matchers.everyItem(equalTo(value));
        return m;
    }

    private static void refusedCreate(String organizer, Map<String, Object> body, int status, String field) {
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/contests")
                .then()
                .statusCode(status)
                .contentType("application/problem+json")
                .body("field", equalTo(field));
    }

    private static Response found(String cookie, long contest, String name) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("name", name))
                .post("/api/contests/" + contest + "/teams");
    }

    private static Response invite(String cookie, long contest, long team, String username) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("username", username))
                .post("/api/contests/" + contest + "/teams/" + team + "/invitations");
    }

    private static Response post(String cookie, long contest, long team, String action) {
        return given().cookie("arena_session", cookie)
                .post("/api/contests/" + contest + "/teams/" + team + "/" + action);
    }

    private static Response importCsv(String cookie, long contest, String csv) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("csv", csv))
                .post("/api/contests/" + contest + "/participants/import");
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
