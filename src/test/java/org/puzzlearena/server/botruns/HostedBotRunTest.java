package org.puzzlearena.server.botruns;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.puzzlearena.hosting.UidPool;
import org.puzzlearena.server.BotRuns;
import org.puzzlearena.server.LiveClient;

/**
 * Hosted bots run as bot runs, end to end through the API: an uploaded Python bot runs in the sandbox
 * under its CPU budget, its progress lines reach a live watcher, its verified answer enters the board
 * and its budget's board beside a reference bot; a bot that breaks the rules or never answers ends
 * failed with its verdict and no entry; a cancel ends the run cancelled and kills the sandbox's
 * process tree; and what is refused.
 */
@QuarkusTest
class HostedBotRunTest {

    private static final Duration GENEROUS = Duration.ofSeconds(60);

    /** How far past its budget the sandbox's polling may see a bot's CPU time before it is killed. */
    private static final long POLLING_SLACK_MS = 100;

    /** The uids sandboxes run as (as root, one of the machine's pool per running sandbox). */
    private static final UidPool SANDBOX_UIDS = UidPool.shared();

    @Inject
    EntityManager em;

    private static String freshInstance() {
        return "random/" + System.nanoTime() % 1_000_000;
    }

    private static Map<String, Object> hosted(String instance, long bot, Object cpuSeconds) {
        Map<String, Object> body = new HashMap<>();
        body.put("game", "samegame");
        body.put("instance", instance);
        body.put("algorithm", "hosted");
        body.put("hostedBot", bot);
        if (cpuSeconds != null) {
            body.put("cpuSeconds", cpuSeconds);
        }
        return body;
    }

    private long botWith(String owner, String name, String file) throws Exception {
        long bot = HostedBotRows.bot(em, owner, name);
        HostedBotRows.pythonVersion(em, bot, 1, Path.of(file), false);
        return bot;
    }

    @Test
    void aHostedBotIsWatchedLiveAndEntersTheBoardAndItsBudgetsBoard() throws Exception {
        String owner = register("author");
        String cookie = login(owner);
        long bot = botWith(owner, "starter", "bots/starter/bot.py");
        String instance = freshInstance();

        long id = BotRuns.start(cookie, hosted(instance, bot, 3));
        int bests = 0;
        List<Long> cpu = new java.util.ArrayList<>();
        try (LiveClient live = LiveClient.connect("/ws/bot-runs/" + id)) {
            JsonNode snapshot = live.next(GENEROUS);
            assertEquals("snapshot", snapshot.get("type").asText(), snapshot.toString());
            bests += snapshot.has("best") ? 1 : 0;
            for (JsonNode e : live.until("finished", GENEROUS)) {
                if ("best".equals(e.get("type").asText())) {
                    assertFalse(e.get("moves").isEmpty(), e.toString());
                    bests++;
                }
                if ("stats".equals(e.get("type").asText()) && e.has("cpuMs")) {
                    cpu.add(e.get("cpuMs").asLong());
                }
            }
        }
        assertTrue(bests >= 1, "the bot's progress lines reach the watcher as bests");
        // The bot searches for half of its 3 CPU-s: its CPU time streams while it does, only growing.
        assertTrue(cpu.stream().anyMatch(ms -> ms > 0), "stats with the bot's CPU time: " + cpu);
        for (int i = 1; i < cpu.size(); i++) {
            assertTrue(cpu.get(i) >= cpu.get(i - 1), cpu.toString());
        }

        JsonPath run = BotRuns.awaitState(id, Set.of("finished", "failed"), GENEROUS);
        assertEquals("finished", run.getString("state"), run.prettify());
        assertTrue(cpu.getLast() <= run.getLong("hosted.record.cpuMs"), "streamed " + cpu + "\n" + run.prettify());
        String name = owner + "/starter v1 (hosted, 3 CPU-s)";
        assertEquals(name, run.getString("name"));
        assertEquals("hosted", run.getString("algorithm"));
        assertEquals(bot, run.getLong("hosted.botId"));
        assertEquals(1, run.getInt("hosted.version"));
        assertEquals("python", run.getString("hosted.runtime"));
        assertEquals(1, run.getInt("hosted.attempts"));
        assertEquals("ok", run.getString("hosted.record.verdict"));
        long cpuMs = run.getLong("hosted.record.cpuMs");
        assertTrue(cpuMs > 0 && cpuMs <= 3000 + POLLING_SLACK_MS, "CPU time: " + cpuMs);
        int score = run.getInt("hosted.record.score");
        assertEquals(score, run.getInt("best.score"));
        // The answer is what the rules replay: the verifier agrees with the run's best.
        given().contentType(ContentType.JSON)
                .body(Map.of("game", "samegame", "instance", instance, "moves", run.getList("best.moves")))
                .post("/api/verify")
                .then()
                .statusCode(200)
                .body("valid", equalTo(true))
                .body("score", equalTo(score));

        given().get("/api/leaderboards/samegame/" + instance)
                .then()
                .statusCode(200)
                .body("entries[0].participant.name", equalTo(name))
                .body("entries[0].botRun", equalTo("/api/bot-runs/" + id))
                .body("entries[0].score", equalTo(score))
                .body("entries[0].hosted", equalTo(true))
                .body("entries[0].cpuSeconds", equalTo(3.0f));

        long reference = BotRuns.start(
                cookie,
                Map.of(
                        "game",
                        "samegame",
                        "instance",
                        instance,
                        "algorithm",
                        "nmcs",
                        "level",
                        1,
                        "cpuSeconds",
                        3,
                        "seed",
                        1));
        assertEquals(
                "finished",
                BotRuns.awaitState(reference, Set.of("finished", "failed"), GENEROUS)
                        .getString("state"));
        JsonPath board = given().get("/api/leaderboards/samegame/" + instance + "?cpuSeconds=3")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(2, board.getInt("participants"), board.prettify());
        List<String> names = board.getList("entries.participant.name");
        assertTrue(names.contains(name) && names.contains("NMCS level 1, tabu, 3 CPU-s"), names.toString());
        List<Boolean> hostedFlags = board.getList("entries.hosted");
        assertTrue(hostedFlags.contains(true) && hostedFlags.contains(false), hostedFlags.toString());
        assertEquals(List.of(3.0f, 3.0f), board.getList("entries.cpuSeconds"), "each entry says its budget");
        given().get("/api/leaderboards/samegame/" + instance + "?cpuSeconds=2")
                .then()
                .statusCode(200)
                .body("entries.size()", equalTo(0));
        given().get("/api/leaderboards/samegame/" + instance + "/budgets")
                .then()
                .statusCode(200)
                .body("size()", equalTo(1))
                .body("[0].cpuSeconds", equalTo(3.0f))
                .body("[0].entries", equalTo(2));
        given().get("/api/leaderboards/samegame/" + instance + "?cpuSeconds=lots")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("field", equalTo("cpuSeconds"));
        given().get("/api/leaderboards/tic-tac-toe/start/budgets")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("field", equalTo("game"));
    }

    @Test
    void aHostedRunRestartsWithTheSameVersionAndBudgetButNeverResumes() throws Exception {
        String owner = register("repeat");
        String cookie = login(owner);
        long bot = botWith(owner, "again", "src/test/resources/hosting/hostile/illegal.py");
        long id = BotRuns.start(cookie, hosted(freshInstance(), bot, 1));
        BotRuns.awaitState(id, Set.of("failed", "finished"), GENEROUS);
        given().cookie("arena_session", cookie)
                .post("/api/bot-runs/" + id + "/resume")
                .then()
                .statusCode(400)
                .body("field", equalTo("algorithm"))
                .body("detail", containsString("restart it instead"));
        long again = given().cookie("arena_session", cookie)
                .post("/api/bot-runs/" + id + "/restart")
                .then()
                .statusCode(201)
                .body("restartOf", equalTo((int) id))
                .body("algorithm", equalTo("hosted"))
                .body("cpuSeconds", equalTo(1.0f))
                .body("hosted.botId", equalTo((int) bot))
                .body("hosted.version", equalTo(1))
                .body("name", equalTo(owner + "/again v1 (hosted, 1 CPU-s)"))
                .extract()
                .jsonPath()
                .getLong("id");
        assertEquals(
                "failed",
                BotRuns.awaitState(again, Set.of("failed", "finished"), GENEROUS)
                        .getString("state"));

        // A version retired since: its runs are not repeated (409 naming the version).
        QuarkusTransaction.requiringNew()
                .run(() -> em.createNativeQuery("UPDATE hosted_bot_versions SET retired_at = now() WHERE bot_id = ?1")
                        .setParameter(1, bot)
                        .executeUpdate());
        given().cookie("arena_session", cookie)
                .post("/api/bot-runs/" + id + "/restart")
                .then()
                .statusCode(409)
                .body("field", equalTo("version"))
                .body("detail", containsString("is retired"));
    }

    @Test
    void anIllegalAnswerAndAnEndlessLoopEndFailedWithTheirVerdictsAndNoEntry() throws Exception {
        String owner = register("hostile");
        String cookie = login(owner);
        String instance = freshInstance();
        long illegal = BotRuns.start(
                cookie,
                hosted(instance, botWith(owner, "illegal", "src/test/resources/hosting/hostile/illegal.py"), 2));
        long loop = BotRuns.start(
                cookie,
                hosted(instance, botWith(owner, "loop", "src/test/resources/hosting/hostile/infinite_loop.py"), 1));

        JsonPath bad = BotRuns.awaitState(illegal, Set.of("finished", "failed"), GENEROUS);
        assertEquals("failed", bad.getString("state"), bad.prettify());
        assertEquals("illegal move", bad.getString("hosted.record.verdict"));
        assertTrue(bad.getString("error").startsWith("the bot's verdict: illegal move"), bad.getString("error"));
        assertNull(bad.get("submission"));

        JsonPath endless = BotRuns.awaitState(loop, Set.of("finished", "failed"), GENEROUS);
        assertEquals("failed", endless.getString("state"), endless.prettify());
        assertEquals("time", endless.getString("hosted.record.verdict"));
        assertTrue(endless.getString("error").startsWith("the bot's verdict: time"), endless.getString("error"));
        assertTrue(endless.getLong("hosted.record.cpuMs") >= 1000, endless.prettify());
        assertNull(endless.get("submission"));

        given().get("/api/leaderboards/samegame/" + instance)
                .then()
                .statusCode(200)
                .body("entries.size()", equalTo(0));
    }

    @Test
    void aCancelEndsTheRunCancelledAndKillsTheSandboxsProcessTree() throws Exception {
        String owner = register("canceller");
        String cookie = login(owner);
        long bot = botWith(owner, "endless", "src/test/resources/hosting/hostile/infinite_loop.py");
        long id = BotRuns.start(cookie, hosted(freshInstance(), bot, 30));
        BotRuns.awaitState(id, Set.of("running"), GENEROUS);
        long deadline = System.nanoTime() + GENEROUS.toNanos();
        while (sandboxProcesses() == 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(sandboxProcesses() > 0, "the bot runs in its sandbox");
        // While it runs, the run's saved progress has its bot's CPU time as the sandbox measures it.
        JsonPath running = BotRuns.get(id);
        while (running.getLong("progress.cpuMs") == 0 && System.nanoTime() < deadline) {
            Thread.sleep(100);
            running = BotRuns.get(id);
        }
        assertEquals("running", running.getString("state"), running.prettify());
        assertTrue(running.getLong("progress.cpuMs") > 0, running.prettify());

        // The cancel answers with the run's end: the sandbox was stopped, not left to its budget.
        given().cookie("arena_session", cookie)
                .delete("/api/bot-runs/" + id)
                .then()
                .statusCode(200)
                .body("state", equalTo("cancelled"))
                .body("hosted.record.verdict", equalTo("stopped"));
        JsonPath run = BotRuns.get(id);
        assertEquals("cancelled", run.getString("state"), run.prettify());
        assertNull(run.get("submission"), "a cancelled run enters no board");
        // Generous: how fast the kernel reaps the killed tree is the machine's business, not the test's.
        long gone = System.nanoTime() + GENEROUS.toNanos();
        while (sandboxProcesses() > 0 && System.nanoTime() < gone) {
            Thread.sleep(50);
        }
        assertEquals(0, sandboxProcesses(), "no process of the sandbox outlives the cancel");
    }

    @Test
    void hostedRunsAreRefusedWithTheFieldAtFault() throws Exception {
        String owner = register("refused");
        String cookie = login(owner);
        long bot = botWith(owner, "mine", "bots/starter/bot.py");
        HostedBotRows.pythonVersion(em, bot, 2, Path.of("bots/starter/bot.py"), true);
        String instance = freshInstance();

        refused(cookie, hosted(instance, bot, null), 400, "cpuSeconds", "needs cpuSeconds");
        Map<String, Object> seconds = hosted(instance, bot, null);
        seconds.put("seconds", 3);
        refused(cookie, seconds, 400, "seconds", "takes no seconds");
        Map<String, Object> level = hosted(instance, bot, 3);
        level.put("level", 2);
        refused(cookie, level, 400, "level", "takes no level");
        Map<String, Object> retired = hosted(instance, bot, 3);
        retired.put("version", 2);
        refused(cookie, retired, 409, "version", "version 2 of " + owner + "/mine is retired");
        Map<String, Object> missing = hosted(instance, bot, 3);
        missing.put("version", 7);
        refused(cookie, missing, 400, "version", "no version 7");
        refused(cookie, hosted(instance, 987_654_321L, 3), 400, "hostedBot", "no hosted bot");
        Map<String, Object> stray = new HashMap<>(
                Map.of("game", "samegame", "instance", instance, "algorithm", "nmcs", "seconds", 1, "hostedBot", bot));
        refused(cookie, stray, 400, "hostedBot", "\"algorithm\":\"hosted\"");

        String stranger = login(register("stranger"));
        refused(stranger, hosted(instance, bot, 3), 403, "hostedBot", "belongs to another account");
    }

    private static void refused(String cookie, Map<String, Object> body, int status, String field, String detail) {
        given().cookie("arena_session", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/bot-runs")
                .then()
                .statusCode(status)
                .contentType("application/problem+json")
                .body("field", equalTo(field))
                .body("detail", containsString(detail));
    }

    /** Processes of the sandbox's user, machine-wide (the tests run as root, the bots as nobody). */
    private static long sandboxProcesses() {
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            return procs.filter(p -> p.getFileName().toString().matches("\\d+"))
                    .filter(p -> {
                        try {
                            int uid = ((Number) Files.getAttribute(p, "unix:uid")).intValue();
                            return uid >= SANDBOX_UIDS.first() && uid <= SANDBOX_UIDS.last();
                        } catch (IOException | RuntimeException e) {
                            return false;
                        }
                    })
                    .count();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
