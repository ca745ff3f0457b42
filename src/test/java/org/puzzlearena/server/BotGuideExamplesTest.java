package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bot guide's examples run. The in-app guide's steps are one shell script
 * (frontend/src/pages/guide-examples.sh, which the page shows step by step) and docs/BOTS.md's
 * shell blocks; both are run here, as written, with bash, curl and jq against this test server, only
 * the server's address and the example account's name replaced.
 */
@QuarkusTest
class BotGuideExamplesTest {

    @TempDir
    Path work;

    private String arena() {
        return RestAssured.baseURI + ":" + RestAssured.port;
    }

    private String run(String script) throws Exception {
        Path file = work.resolve("example.sh");
        Files.writeString(file, script);
        Process p = new ProcessBuilder("bash", "-euo", "pipefail", file.toString())
                .directory(work.toFile())
                .redirectErrorStream(true)
                .start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the example finishes");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), "the example fails:\n" + script + "\n---\n" + text);
        return text;
    }

    @Test
    void theInAppGuideRunsStepByStep() throws Exception {
        String user = ServerTestSupport.register("guide");
        String script = Files.readString(Path.of("frontend/src/pages/guide-examples.sh"))
                .replace("export ARENA=http://localhost:8080", "export ARENA=" + arena())
                .replace("\"username\":\"alice\"", "\"username\":\"" + user + "\"");
        String out = run(script);
        assertTrue(
                Pattern.compile("\"legalMovePoints\":\\[\\d+,\\d+,\\d+],\"legalMoveGroupSizes\":\\[\\d+,\\d+,\\d+]")
                        .matcher(out)
                        .find(),
                "the step API example shows each move's points and group size: " + out);
        assertTrue(
                out.contains("{\"status\":200,\"score\":") && out.contains("{\"status\":422,\"score\":null,"),
                "the batch example answers a legal and an illegal line: " + out);
        assertTrue(out.contains("\"valid\":true"), "the verify example is a valid line: " + out);
        assertTrue(Pattern.compile("submission \\d+").matcher(out).find(), "the submit example stores it: " + out);
        assertTrue(
                out.contains("\"rank\": 1") || out.contains("\"score\""),
                "the leaderboard example shows an entry: " + out);
        assertTrue(out.contains("\"cancelled\"") || out.contains("\"canceled\""), "the bot run is cancelled: " + out);
    }

    @Test
    void theBotAuthorsDocumentRuns() throws Exception {
        String user = ServerTestSupport.register("botsdoc");
        String doc = Files.readString(Path.of("docs/BOTS.md"));
        Matcher blocks = Pattern.compile("```sh\\n(.*?)```", Pattern.DOTALL).matcher(doc);
        List<String> lines = new ArrayList<>();
        while (blocks.find()) {
            for (String line : blocks.group(1).split("\n")) {
                // The package is used from the checkout (PYTHONPATH below) instead of installed into the
                // machine's Python by a test.
                if (!line.startsWith("pip install")) {
                    lines.add(line);
                }
            }
        }
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("curl")), "BOTS.md has its curl examples");
        // The in-process Python rules need JPype (Debian's python3-jpype for /usr/bin/python3, which
        // .ci/run installs; or PUZZLE_ARENA_PYTHON) and the rules classes: this build's, not a jar.
        Path bin = Files.createDirectories(work.resolve("bin"));
        Files.createSymbolicLink(
                bin.resolve("python3"),
                Path.of(System.getenv().getOrDefault("PUZZLE_ARENA_PYTHON", "/usr/bin/python3")));
        String script = "export ARENA=" + arena() + "\nexport PATH=" + bin + ":$PATH"
                + "\nexport PUZZLE_ARENA_RULES_JAR=" + Path.of("target/classes").toAbsolutePath()
                + "\nexport PYTHONPATH="
                + Path.of("clients/python").toAbsolutePath()
                // use_token keeps its token in a file: this test's, not the home directory's.
                + "\nexport PUZZLEARENA_TOKENS=" + work.resolve("tokens.json")
                + "\ncd " + Path.of("").toAbsolutePath() + "\n"
                + String.join("\n", lines)
                        .replace("\"username\":\"alice\"", "\"username\":\"" + user + "\"")
                        .replace("http://localhost:8080 alice", arena() + " " + user);
        String out = run(script);
        assertTrue(out.contains("\"token\":\"pa_"), "a token in one call: " + out);
        assertTrue(out.contains("\"legalMoves\""), "the step API answers a position: " + out);
        assertTrue(out.contains("\"legalMovePoints\""), "with each move's points: " + out);
        assertTrue(out.contains("{\"lines\":[{\"status\":200,"), "the batch answers each line: " + out);
        assertTrue(
                Pattern.compile("score \\d+ rank \\d+").matcher(out).find(),
                "the Python bot submits and ranks: " + out);
        assertTrue(out.contains("score 562 verified 562 rank"), "the NMCS bot scores what the guide says: " + out);
        assertTrue(out.contains("score 625, rank"), "the JavaScript Monte-Carlo bot too: " + out);
    }
}
