package org.puzzlearena.server.hostedbots;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.server.ServerTestSupport.login;
import static org.puzzlearena.server.ServerTestSupport.register;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.BotRuns;

/**
 * The hostile bots of issue 35 as an author would send them: each uploaded through the API as a
 * hosted bot's version and run as a hosted run on the server's workers. Each run ends with its
 * verdict in the record the API returns; a well-behaved bot run afterwards still finishes (the
 * server and its workers keep serving); and nothing outside the sandbox changed: the canary in a
 * data directory the secrets bot aims at, the server's working directory, the host's /usr.
 * {@code HostedRunTest} looks at each verdict's details in the sandbox alone; this shows them
 * through the whole server.
 */
@QuarkusTest
class HostileBotsThroughTheServerTest {

    /** Runs wait their turn on the test profile's two pool slots: generous, for a loaded machine. */
    private static final Duration GENEROUS = Duration.ofMinutes(4);

    private static final Path HOSTILE = Path.of("src/test/resources/hosting/hostile");

    private static final String CANARY_TEXT = "the platform's secret";

    /** A bot, the budget it runs with and what its run's record must say. */
    private record Hostile(String file, double cpuSeconds, String state, String verdict, List<String> stderr) {}

    @Test
    void eachHostileBotEndsWithItsVerdictAndTheServerKeepsServingWithNothingOutsideChanged() throws Exception {
        Path data = Files.createDirectories(Path.of("target", "hostile-canary").toAbsolutePath());
        Path canary = data.resolve("secret.txt");
        Files.writeString(canary, CANARY_TEXT);
        FileTime canaryTime = Files.getLastModifiedTime(canary);
        List<String> dataBefore = listing(data);
        List<String> checkoutBefore = listing(Path.of("").toAbsolutePath());
        int port = RestAssured.port;

        // Budgets are caps, not costs: the bots that end by another cap (memory, processes, output)
        // get room to reach it whatever the machine's load; the loop spends all of its 1 CPU-s.
        List<Hostile> bots = List.of(
                new Hostile(
                        "network.py",
                        1,
                        "finished",
                        "ok",
                        List.of("connect 127.0.0.1:" + port + ": refused", "connect 1.1.1.1:80: refused")),
                new Hostile(
                        "secrets.py",
                        1,
                        "finished",
                        "ok",
                        List.of(
                                "read /etc/shadow: refused",
                                "read " + canary + ": refused",
                                "write " + canary + ": refused",
                                "write /usr/owned: refused")),
                new Hostile("fork_bomb.py", 5, "failed", "process limit", List.of()),
                new Hostile("infinite_loop.py", 1, "failed", "time", List.of()),
                new Hostile("memory_hog.py", 10, "failed", "memory", List.of()),
                new Hostile("stdout_flood.py", 5, "failed", "output", List.of()),
                new Hostile("disk_file.py", 2, "finished", "ok", List.of("[Errno 27] File too large")),
                new Hostile("disk_fill.py", 2, "finished", "ok", List.of("No space left on device")),
                new Hostile("sleeper.py", 1, "failed", "no answer", List.of()),
                new Hostile("malformed.py", 1, "failed", "malformed output", List.of()),
                new Hostile("illegal.py", 1, "failed", "illegal move", List.of()));

        // One author per bot: an account's runs at a time are capped, the server's queue is not.
        Map<Hostile, Long> runs = new LinkedHashMap<>();
        Map<Hostile, String> instances = new HashMap<>();
        for (Hostile bot : bots) {
            String cookie = login(register("hostile"));
            String text = Files.readString(HOSTILE.resolve(bot.file()))
                    .replace("HOST_PORT", Integer.toString(port))
                    .replace("DATA_DIR", data.toString());
            long id = HostedBotUploads.create(
                    cookie, bot.file().replace(".py", "").replace('_', '-'));
            HostedBotUploads.upload(
                            cookie,
                            id,
                            "application/octet-stream",
                            text.getBytes(),
                            "runtime",
                            "python",
                            "fileName",
                            bot.file())
                    .then()
                    .statusCode(201);
            String instance = "random/" + (System.nanoTime() % 1_000_000);
            instances.put(bot, instance);
            runs.put(bot, BotRuns.start(cookie, hostedRun(instance, id, bot.cpuSeconds())));
        }

        List<String> wrong = new ArrayList<>();
        for (var e : runs.entrySet()) {
            Hostile bot = e.getKey();
            JsonPath run = BotRuns.awaitState(e.getValue(), Set.of("finished", "failed", "cancelled"), GENEROUS);
            String seen = bot.file() + ": " + run.getString("state") + ", " + run.getString("hosted.record.verdict");
            if (!bot.state().equals(run.getString("state"))
                    || !bot.verdict().equals(run.getString("hosted.record.verdict"))
                    || run.getInt("hosted.attempts") != 1) {
                wrong.add(seen + "\n" + run.prettify());
                continue;
            }
            String stderr = run.getString("hosted.record.stderr");
            for (String said : bot.stderr()) {
                if (!stderr.contains(said)) {
                    wrong.add(seen + ": its stderr lacks '" + said + "':\n" + stderr);
                }
            }
            if (stderr.contains("CONNECTED") || stderr.contains("SEEN") || stderr.contains("WRITTEN")) {
                wrong.add(seen + ": it reached outside its sandbox:\n" + stderr);
            }
            if ("failed".equals(bot.state())) {
                assertNull(run.get("submission"), seen + " enters no board");
                given().get("/api/leaderboards/samegame/" + instances.get(bot))
                        .then()
                        .statusCode(200)
                        .body("entries.size()", equalTo(0));
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n\n", wrong));

        // The server and its workers keep serving: a well-behaved bot's run afterwards ends ok.
        String cookie = login(register("after"));
        long starter = HostedBotUploads.create(cookie, "starter");
        HostedBotUploads.upload(
                        cookie,
                        starter,
                        "application/octet-stream",
                        Files.readAllBytes(Path.of("bots/starter/bot.py")),
                        "runtime",
                        "python",
                        "fileName",
                        "bot.py")
                .then()
                .statusCode(201);
        JsonPath after = BotRuns.awaitState(
                BotRuns.start(cookie, hostedRun("random/" + (System.nanoTime() % 1_000_000), starter, 2)),
                Set.of("finished", "failed", "cancelled"),
                GENEROUS);
        assertEquals("finished", after.getString("state"), after.prettify());
        assertEquals("ok", after.getString("hosted.record.verdict"), after.prettify());
        assertTrue(after.getInt("best.score") > 0, after.prettify());

        // Nothing outside the sandboxes changed.
        assertEquals(CANARY_TEXT, Files.readString(canary));
        assertEquals(canaryTime, Files.getLastModifiedTime(canary));
        assertEquals(dataBefore, listing(data), "no file appeared in the data directory");
        assertEquals(checkoutBefore, listing(Path.of("").toAbsolutePath()), "no file appeared in the checkout");
        assertFalse(Files.exists(Path.of("/usr/owned")));
    }

    private static Map<String, Object> hostedRun(String instance, long bot, double cpuSeconds) {
        Map<String, Object> body = new HashMap<>();
        body.put("game", "samegame");
        body.put("instance", instance);
        body.put("algorithm", "hosted");
        body.put("hostedBot", bot);
        body.put("cpuSeconds", cpuSeconds);
        return body;
    }

    private static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
