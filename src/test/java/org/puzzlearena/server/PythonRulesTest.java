package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The in-process Python rules as a bot author gets them: {@code pip install ./clients/python[gym]}
 * into a fresh virtual environment (which compiles the rules jar into the package), then the suite
 * in clients/python/rules_tests run against this test server: the API game by game, thousands of
 * random games per game replayed by the server with identical scores and refusals, the NMCS bot of
 * docs/BOTS.md submitting a verified score, the Gymnasium environments (the library's checker, a
 * greedy episode whose return the server scores) and the PettingZoo ones (the library's API test). The Python must have JPype (Debian's python3-jpype for
 * /usr/bin/python3, which .ci/run installs; or PUZZLE_ARENA_PYTHON): without it this test fails,
 * it is never skipped.
 */
@QuarkusTest
class PythonRulesTest {

    @TestHTTPResource("/")
    URL server;

    private static final Path PACKAGE = Path.of("clients/python");
    private static final Path VENV = Path.of("target/python-rules-venv");

    static String run(Path dir, Map<String, String> env, List<String> command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        String out;
        try (var in = p.getInputStream()) {
            out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), String.join(" ", command) + " finished");
        assertEquals(0, p.exitValue(), String.join(" ", command) + " failed:\n" + out);
        return out;
    }

    private static void delete(Path dir) throws Exception {
        if (Files.exists(dir)) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(f);
                }
            }
        }
    }

    @Test
    void pipInstallGivesTheRulesInProcessAndTheirTestsPassAgainstARealServer() throws Exception {
        String python = System.getenv().getOrDefault("PUZZLE_ARENA_PYTHON", "/usr/bin/python3");
        delete(VENV);
        delete(PACKAGE.resolve("build")); // setuptools' in-tree build directory: no stale files in the install
        Path root = Path.of("").toAbsolutePath();
        // The system site packages hold JPype where it comes from the distribution (python3-jpype).
        run(root, Map.of(), List.of(python, "-m", "venv", "--system-site-packages", VENV.toString()));
        Path bin = VENV.toAbsolutePath().resolve("bin");
        // No retries: where only a local package index is reachable, pip must not wait on the public one.
        Map<String, String> pip = Map.of("PIP_RETRIES", "0", "PIP_DISABLE_PIP_VERSION_CHECK", "1");
        String installed =
                run(root, pip, List.of(bin.resolve("pip").toString(), "install", PACKAGE.toAbsolutePath() + "[gym]"));
        assertFalse(installed.contains("rules jar was not built"), installed);
        try (Stream<Path> jars = Files.find(
                VENV, 6, (p, a) -> p.endsWith("puzzlearena/jars/puzzle-arena-rules.jar") && a.size() > 100_000)) {
            assertEquals(1, jars.count(), "the package carries the rules jar it compiled:\n" + installed);
        }

        String out = run(
                PACKAGE.resolve("rules_tests"),
                Map.of(
                        "PUZZLE_ARENA_URL",
                        server.toString().replaceAll("/$", ""),
                        "PYTHONDONTWRITEBYTECODE",
                        "1",
                        "PUZZLE_ARENA_RULES_JAR",
                        ""),
                List.of(bin.resolve("python").toString(), "-m", "unittest", "discover", "-v", "-s", ".", "-t", "."));
        Matcher ran = Pattern.compile("Ran (\\d+) tests?.*").matcher(out);
        assertTrue(ran.find(), out);
        System.out.println("clients/python/rules_tests: " + ran.group());
        assertTrue(Integer.parseInt(ran.group(1)) >= 32, "every test of rules_tests ran:\n" + out);
        assertTrue(out.contains("\nOK"), out);
        assertFalse(out.contains("skipped"), "nothing skipped:\n" + out);
        for (String test : List.of(
                "test_thousands_of_random_games_per_game_score_and_fail_as_the_server_says",
                "test_verify_answers_what_the_servers_verify_answers",
                "test_the_nmcs_bot_scores_on_samegame_and_the_server_verifies_and_ranks_it",
                "test_gymnasium_checker_accepts_every_puzzle",
                "test_a_greedy_samegame_episode_scores_its_return_on_the_server",
                "test_pettingzoo_api_and_seed_tests_pass")) {
            assertTrue(out.contains(test + " ("), test + " ran:\n" + out);
        }
    }

    @Test
    void theBotGuidesPythonBotIsTheExampleTheTestsRunInUnderFortyLines() throws Exception {
        String guide = Files.readString(Path.of("docs/BOTS.md"));
        Matcher block = Pattern.compile("```python\n(\"\"\"NMCS level 1.*?)```", Pattern.DOTALL)
                .matcher(guide);
        assertTrue(block.find(), "docs/BOTS.md shows the NMCS bot");
        String bot = Files.readString(PACKAGE.resolve("examples/nmcs_bot.py"));
        assertEquals(bot, block.group(1));
        assertTrue(bot.lines().count() < 40, "under 40 lines");
    }
}
