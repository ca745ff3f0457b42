package org.puzzlearena.server.suites;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.ServerTestSupport;

/**
 * Suites through the API: the catalogue, the refusals, a suite run whose items are bot runs at the
 * suite's budgets (admitted within the owner's active-run limit), and the comparison of repeated
 * runs. The quick suite runs as defined (3 boards at 2 CPU-s); the repeats use the tests' own
 * suite of 3 boards at 0.2 CPU-s (application.properties, %test.arena.suites.extra.test-tiny).
 */
@QuarkusTest
class SuitesTest {

    private static final Duration GENEROUS = Duration.ofSeconds(90);
    private static final Set<String> ACTIVE = Set.of("queued", "running");

    @Test
    void theCatalogueListsItsSuitesWithTheirItemsAndBudgets() {
        given().get("/api/suites")
                .then()
                .statusCode(200)
                .body("id", hasItems("samegame-standard-10", "morpion-60", "samegame-quick-2"));
        given().get("/api/suites/samegame-standard-10")
                .then()
                .statusCode(200)
                .body("items.size()", equalTo(20))
                .body("items[19].instance", equalTo("standard/20"))
                .body("items[0].cpuSeconds", equalTo(10.0f))
                .body("totalCpuSeconds", equalTo(200.0f));
        given().get("/api/suites/morpion-60")
                .then()
                .statusCode(200)
                .body("items.game", equalTo(List.of("morpion-5d", "morpion-5t")))
                .body("totalCpuSeconds", equalTo(120.0f));
        given().get("/api/suites/samegame-quick-2")
                .then()
                .statusCode(200)
                .body("items.instance", equalTo(List.of("standard/1", "standard/2", "standard/3")))
                .body("totalCpuSeconds", equalTo(6.0f));
    }

    @Test
    void unknownSuitesAndSuiteRunsAreNotFoundProblems() {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("suite-404"));
        given().get("/api/suites/no-such-suite")
                .then()
                .statusCode(404)
                .contentType(startsWith("application/problem+json"))
                .body("detail", equalTo("no suite 'no-such-suite'; GET /api/suites lists them"));
        given().get("/api/suites/no-such-suite/comparison").then().statusCode(404);
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("algorithm", "sample"))
                .post("/api/suites/no-such-suite/runs")
                .then()
                .statusCode(404);
        given().get("/api/suite-runs/999999999").then().statusCode(404);
        given().get("/api/suite-runs/abc").then().statusCode(404);
    }

    @Test
    void aBadConfigurationIsRefusedNamingItsFieldAndNothingStarts() {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("suite-400"));
        given().contentType(ContentType.JSON)
                .body(Map.of("algorithm", "sample"))
                .post("/api/suites/samegame-quick-2/runs")
                .then()
                .statusCode(401);
        refused(cookie, Map.of("algorithm", "nmcs", "level", 99), 400, "level");
        refused(cookie, Map.of("algorithm", "nmcs", "levle", 1), 400, "levle");
        refused(cookie, Map.of("algorithm", "quantum"), 400, "algorithm");
        refused(cookie, Map.of("algorithm", "nmcs", "cpuSeconds", 5), 400, "cpuSeconds");
        refused(cookie, Map.of("algorithm", "nmcs", "instance", "standard/4"), 400, "instance");
        refused(cookie, Map.of("algorithm", "nmcs", "level", "two"), 400, "level");
        refused(cookie, Map.of("algorithm", "beam", "beam", List.of(4), "threads", 2), 422, "threads");
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body("[1, 2]")
                .post("/api/suites/samegame-quick-2/runs")
                .then()
                .statusCode(400);
        assertEquals(
                0,
                given().get("/api/bot-runs?account=" + username(cookie))
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getInt("total"),
                "no bot run was started by a refused suite run");
    }

    @Test
    void aSuiteRunFinishesWithItsBotRunsScoresAndTheirSum() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("suite-quick"));
        JsonPath started = given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(Map.of("algorithm", "nmcs", "level", 1, "seed", 3))
                .post("/api/suites/samegame-quick-2/runs")
                .then()
                .statusCode(201)
                .header("Location", startsWith("/api/suite-runs/"))
                .body("suite", equalTo("samegame-quick-2"))
                .body("state", equalTo("running"))
                .body("seed", equalTo(3))
                .body("runs.size()", equalTo(3))
                .extract()
                .jsonPath();
        String bot = started.getString("bot");
        assertTrue(bot.startsWith("NMCS level 1"), bot);
        assertFalse(bot.contains("CPU-s"), "the bot is named without the suite's budget: " + bot);

        JsonPath run = awaitSuiteRun(started.getLong("id"), Set.of("finished", "failed"));
        assertEquals("finished", run.getString("state"), run.prettify());
        long sum = 0;
        for (int i = 0; i < 3; i++) {
            long botRunId = run.getLong("runs[" + i + "].botRunId");
            JsonPath botRun = BotRuns.get(botRunId);
            assertEquals("finished", botRun.getString("state"));
            assertEquals("samegame", botRun.getString("game"));
            assertEquals("standard/" + (i + 1), botRun.getString("instance"));
            assertEquals(2.0, botRun.getDouble("cpuSeconds"), "the item's budget");
            assertEquals(3, botRun.getLong("seed"), "the suite run's seed");
            assertEquals(bot + ", 2 CPU-s", botRun.getString("name"));
            int score = botRun.getInt("best.score");
            assertEquals(score, run.getInt("runs[" + i + "].score"));
            sum += score;
        }
        assertEquals(sum, run.getLong("total"));
    }

    @Test
    void itemsAreAdmittedWithinTheOwnersActiveRunLimit() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("suite-cap"));
        JsonPath started = start(cookie, Map.of("algorithm", "beam", "beam", List.of(3), "seed", 5));
        // arena.bot-runs.limits.max-active=2: two items are admitted, the third waits for a slot.
        assertNotNull(started.get("runs[0].botRunId"));
        assertNotNull(started.get("runs[1].botRunId"));
        assertNull(started.get("runs[2].botRunId"), started.prettify());
        assertEquals("pending", started.getString("runs[2].state"));

        long id = started.getLong("id");
        long end = System.nanoTime() + GENEROUS.toNanos();
        JsonPath run;
        do {
            run = suiteRun(id);
            long active = run.getList("runs.state", String.class).stream()
                    .filter(ACTIVE::contains)
                    .count();
            assertTrue(active <= 2, "at most max-active items at once: " + run.prettify());
            Thread.sleep(20);
        } while (run.getString("state").equals("running") && System.nanoTime() < end);
        assertEquals("finished", run.getString("state"), run.prettify());

        Instant firstEnd = earlier(
                BotRuns.get(run.getLong("runs[0].botRunId")).getString("endedAt"),
                BotRuns.get(run.getLong("runs[1].botRunId")).getString("endedAt"));
        Instant thirdCreated =
                Instant.parse(BotRuns.get(run.getLong("runs[2].botRunId")).getString("createdAt"));
        assertFalse(thirdCreated.isBefore(firstEnd), "the third item was created once a slot was free");
    }

    @Test
    void repeatsOfAConfigurationAreOneComparisonRowWithAConfidenceInterval() throws Exception {
        String cookie = ServerTestSupport.login(ServerTestSupport.register("suite-compare"));
        long a1 = start(cookie, Map.of("algorithm", "nmcs", "level", 1, "seed", 1))
                .getLong("id");
        long a2 = start(cookie, Map.of("algorithm", "nmcs", "level", 1, "seed", 2))
                .getLong("id");
        long b = start(cookie, Map.of("algorithm", "sample", "policy", "uniform"))
                .getLong("id");
        JsonPath runA1 = awaitSuiteRun(a1, Set.of("finished", "failed"));
        JsonPath runA2 = awaitSuiteRun(a2, Set.of("finished", "failed"));
        JsonPath runB = awaitSuiteRun(b, Set.of("finished", "failed"));
        for (JsonPath r : List.of(runA1, runA2, runB)) {
            assertEquals("finished", r.getString("state"), r.prettify());
        }
        assertTrue(runB.getLong("seed") > 0, "a seed is drawn and kept when none is given");

        JsonPath comparison = given().get("/api/suites/test-tiny/comparison")
                .then()
                .statusCode(200)
                .body("suite.id", equalTo("test-tiny"))
                .extract()
                .jsonPath();
        List<Map<String, Object>> rows = comparison.getList("rows");
        List<Double> means = comparison.getList("rows.total.mean", Double.class);
        for (int i = 1; i < means.size(); i++) {
            assertTrue(means.get(i - 1) >= means.get(i), "best mean total first: " + means);
        }
        int rowA = indexOf(comparison, runA1.getString("bot"));
        int rowB = indexOf(comparison, runB.getString("bot"));
        assertEquals(runA1.getString("bot"), runA2.getString("bot"), "seeds are not part of the bot");
        assertTrue(rowA >= 0 && rowB >= 0 && rowA != rowB, rows.toString());
        assertEquals(rowA < rowB, means.get(rowA) >= means.get(rowB));

        String a = "rows[" + rowA + "].";
        long t1 = runA1.getLong("total");
        long t2 = runA2.getLong("total");
        assertEquals(2, comparison.getInt(a + "suiteRuns"));
        assertEquals(List.of(1, 2), comparison.getList(a + "seeds", Integer.class));
        assertEquals((t1 + t2) / 2.0, comparison.getDouble(a + "total.mean"), 1e-9);
        assertEquals(Math.min(t1, t2), comparison.getLong(a + "total.min"));
        assertEquals(Math.max(t1, t2), comparison.getLong(a + "total.max"));
        // Two runs: Student's t with one degree of freedom (12.706) times s / sqrt(2) = |t1 - t2| / 2.
        assertEquals(12.706 * Math.abs(t1 - t2) / 2.0, comparison.getDouble(a + "total.ci95"), 1e-6);
        assertEquals(3, comparison.getList(a + "items").size());
        for (int i = 0; i < 3; i++) {
            int s1 = runA1.getInt("runs[" + i + "].score");
            int s2 = runA2.getInt("runs[" + i + "].score");
            String item = a + "items[" + i + "].";
            assertEquals("standard/" + (i + 1), comparison.getString(item + "instance"));
            assertEquals(2, comparison.getInt(item + "n"));
            assertEquals((s1 + s2) / 2.0, comparison.getDouble(item + "mean"), 1e-9);
            assertEquals(Math.max(s1, s2), comparison.getInt(item + "best"));
            assertNotNull(comparison.get(item + "ci95"));
        }
        String other = "rows[" + rowB + "].";
        assertEquals(1, comparison.getInt(other + "suiteRuns"));
        assertNull(comparison.get(other + "total.ci95"), "no interval from one run");
        assertNull(comparison.get(other + "items[0].ci95"));
        assertEquals(runB.getLong("total"), comparison.getLong(other + "total.min"));
    }

    private static int indexOf(JsonPath comparison, String bot) {
        return comparison.getList("rows.bot", String.class).indexOf(bot);
    }

    private static Instant earlier(String a, String b) {
        Instant x = Instant.parse(a);
        Instant y = Instant.parse(b);
        return x.isBefore(y) ? x : y;
    }

    /** Starts a run of the tests' tiny suite and returns the 201's body. */
    private static JsonPath start(String cookie, Map<String, Object> body) {
        return given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/suites/test-tiny/runs")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    private static void refused(String cookie, Map<String, Object> body, int status, String field) {
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/suites/samegame-quick-2/runs")
                .then()
                .statusCode(status)
                .contentType(startsWith("application/problem+json"))
                .body("field", equalTo(field));
    }

    private static String username(String cookie) {
        return given().cookie("arena_session", cookie)
                .get("/api/session")
                .then()
                .statusCode(200)
                .extract()
                .path("username");
    }

    static JsonPath suiteRun(long id) {
        return given().get("/api/suite-runs/" + id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    static JsonPath awaitSuiteRun(long id, Set<String> states) throws InterruptedException {
        long end = System.nanoTime() + GENEROUS.toNanos();
        JsonPath run;
        do {
            run = suiteRun(id);
            if (states.contains(run.getString("state"))) {
                return run;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < end);
        throw new AssertionError("suite run " + id + " still " + run.getString("state") + " after " + GENEROUS);
    }
}
