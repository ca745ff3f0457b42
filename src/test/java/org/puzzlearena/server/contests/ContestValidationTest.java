package org.puzzlearena.server.contests;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.puzzlearena.server.ContestFixtures.T0;
import static org.puzzlearena.server.ContestFixtures.contest;
import static org.puzzlearena.server.ContestFixtures.instance;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.registerOrganizer;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.ContestFixtures;

/** Bad contest requests: each is a 400 naming the field at fault, and stores nothing. */
@QuarkusTest
class ContestValidationTest {

    private static String organizerName;
    private static String organizer;

    @BeforeEach
    void clockAndOrganizer() {
        ContestFixtures.installClock();
        // Not in a @BeforeAll: rest-assured is pointed at the test server only around test methods.
        if (organizer == null) {
            organizerName = registerOrganizer("org");
            organizer = login(organizerName);
        }
    }

    private static Map<String, Object> valid() {
        return new HashMap<>(contest(
                "Valid",
                "sum",
                List.of(
                        instance("samegame", "standard/1"),
                        instance("sudoku16", "generated/4"),
                        instance("leftmove", "depth/6"))));
    }

    private static void assertRefused(Consumer<Map<String, Object>> change, int status, String field) {
        Map<String, Object> body = valid();
        change.accept(body);
        long before = given().get("/api/contests?organizer=" + organizerName)
                .then()
                .extract()
                .jsonPath()
                .getLong("total");
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/contests")
                .then()
                .statusCode(status)
                .contentType("application/problem+json")
                .body("field", equalTo(field));
        given().get("/api/contests?organizer=" + organizerName).then().body("total", equalTo((int) before));
    }

    private static Map<String, Object> instances(Object... specs) {
        return Map.of("instances", List.of(specs));
    }

    @Test
    void timesMustMakeSense() {
        assertRefused(b -> b.put("endsAt", b.get("startsAt")), 400, "endsAt");
        assertRefused(b -> b.put("endsAt", T0.toString()), 400, "endsAt");
        assertRefused(b -> b.put("freezesAt", T0.plus(Duration.ofHours(5)).toString()), 400, "freezesAt");
        assertRefused(b -> b.put("freezesAt", b.get("startsAt")), 400, "freezesAt");
        assertRefused(b -> b.put("freezesAt", b.get("endsAt")), 400, "freezesAt");
        assertRefused(b -> b.put("startsAt", T0.minusSeconds(1).toString()), 400, "startsAt");
        assertRefused(b -> b.put("startsAt", T0.toString()), 400, "startsAt");
        assertRefused(b -> b.remove("startsAt"), 400, "startsAt");
        assertRefused(b -> b.put("startsAt", "next tuesday"), 400, "startsAt");
        assertRefused(b -> b.put("endsAt", T0.plus(Duration.ofDays(400)).toString()), 400, "endsAt");
    }

    @Test
    void instancesAreCheckedOneByOneNamingTheirField() {
        assertRefused(b -> b.put("instances", List.of()), 400, "instances");
        assertRefused(b -> b.remove("instances"), 400, "instances");
        assertRefused(
                b -> b.put("instances", Collections.nCopies(51, instance("samegame", "standard/1"))), 400, "instances");
        assertRefused(
                b -> b.putAll(instances(
                        instance("samegame", "standard/1"),
                        instance("samegame", "standard/2"),
                        instance("samegame", "standard/99"))),
                400,
                "instances[2].instance");
        assertRefused(
                b -> b.putAll(instances(instance("samegame", "standard/1"), instance("chess", "x"))),
                400,
                "instances[1].game");
        assertRefused(
                b -> b.putAll(instances(instance("samegame", "standard/1"), instance("samegame", "standard/1"))),
                400,
                "instances[1]");
        assertRefused(b -> b.putAll(instances(Map.of("game", "samegame"))), 400, "instances[0]");
        assertRefused(
                b -> b.putAll(instances(Map.of("game", "samegame", "instance", "standard/1", "generate", Map.of()))),
                400,
                "instances[0]");
        assertRefused(
                b -> b.putAll(instances(Map.of("game", "morpion-5d", "generate", Map.of("seed", 1)))),
                400,
                "instances[0].generate");
        assertRefused(
                b -> b.putAll(instances(Map.of("game", "samegame", "generate", Map.of("size", "99x2x2")))),
                400,
                "instances[0].generate");
        assertRefused(
                b -> b.putAll(instances(Map.of("game", "samegame", "generate", Map.of("percentEmpty", 50)))),
                400,
                "instances[0].generate.percentEmpty");
        assertRefused(
                b -> b.putAll(instances(Map.of("game", "samegame", "generate", Map.of("sede", 1)))),
                400,
                "instances[0].generate.sede");
        assertRefused(
                b -> b.putAll(instances(Map.of("game", "samegame", "board", List.of("012", "01")))),
                400,
                "instances[0].board");
        assertRefused(
                b -> b.putAll(instances(Map.of("game", "sudoku16", "board", List.of("01", "10")))),
                400,
                "instances[0].board");
        assertRefused(
                b -> b.putAll(instances(Map.of("game", "samegame", "instance", "standard/1", "label", "x"))),
                400,
                "instances[0].label");
        // The same board given twice in two spellings is one instance.
        assertRefused(
                b -> b.putAll(instances(
                        instance("samegame", "random/5/4x4x2"),
                        Map.of("game", "samegame", "generate", Map.of("seed", 5, "size", "4x4x2")))),
                400,
                "instances[1]");
    }

    @Test
    void textsAndRulesAreBounded() {
        assertRefused(b -> b.put("title", "x".repeat(121)), 400, "title");
        assertRefused(b -> b.put("title", "  "), 400, "title");
        assertRefused(b -> b.remove("title"), 400, "title");
        assertRefused(b -> b.put("title", "Cup\u200B"), 400, "title");
        assertRefused(b -> b.put("description", "x".repeat(10_001)), 400, "description");
        assertRefused(b -> b.put("description", "bell\u0007"), 400, "description");
        assertRefused(b -> b.put("scoring", "best"), 400, "scoring");
        assertRefused(b -> b.remove("scoring"), 400, "scoring");
        assertRefused(b -> b.put("rateLimit", Map.of("submissions", 0)), 400, "rateLimit.submissions");
        assertRefused(b -> b.put("rateLimit", Map.of("perSeconds", 86_401)), 400, "rateLimit.perSeconds");
        assertRefused(b -> b.put("rateLimit", Map.of("submissions", "ten")), 400, "rateLimit.submissions");
        assertRefused(b -> b.put("botsAllowed", "yes"), 400, "botsAllowed");
        assertRefused(b -> b.put("freezeAt", T0.toString()), 400, "freezeAt");
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body("{\"title\": ")
                .post("/api/contests")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .post("/api/contests")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
    }

    @Test
    void theValidFormsAreStoredCanonically() {
        Map<String, Object> body = valid();
        body.put("description", "Line one\nLine two");
        body.put(
                "instances",
                List.of(
                        Map.of("game", "samegame", "board", List.of("0121", "1002", "2210")),
                        Map.of("game", "sudoku16", "generate", Map.of("seed", 9, "percentEmpty", 66)),
                        Map.of("game", "samegame-jsgames", "generate", Map.of()),
                        instance("morpion-5t", "cross")));
        body.remove("rateLimit");
        given().cookie("arena_session", organizer)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/contests")
                .then()
                .statusCode(201)
                .body("instances[0].instance", equalTo("grid/0121,1002,2210"))
                .body("instances[1].instance", equalTo("generated/9"))
                .body("instances[2].instance", containsString("random/"))
                .body("instances[3].position", equalTo("/api/games/morpion-5t/instances/cross"))
                .body("rateLimit.submissions", equalTo(10))
                .body("rateLimit.perSeconds", equalTo(60))
                .body("botsAllowed", equalTo(true))
                .body("description", equalTo("Line one\nLine two"));
    }

    @Test
    void badIdsAndQueriesAreClientErrors() {
        given().get("/api/contests/abc").then().statusCode(404).contentType("application/problem+json");
        given().get("/api/contests/999999999").then().statusCode(404);
        given().get("/api/contests/99999999999999999999999/scoreboard").then().statusCode(404);
        given().get("/api/contests?phase=later").then().statusCode(400).body("field", equalTo("phase"));
        given().get("/api/contests?limit=1000").then().statusCode(400).body("field", equalTo("limit"));
        List<String> paths =
                new ArrayList<>(List.of("/api/contests/abc/registrations", "/api/contests/-1/submissions"));
        for (String p : paths) {
            given().get(p).then().statusCode(404);
        }
    }
}
