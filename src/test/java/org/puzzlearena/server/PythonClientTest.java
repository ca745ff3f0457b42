package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.File;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Runs the Python package's own unittest suite (clients/python/tests) against this test server,
 * so CI checks the client, the environment and the README's random bot end to end. python3 is
 * required: without it this test fails, it is never skipped.
 */
@QuarkusTest
class PythonClientTest {

    @TestHTTPResource("/")
    URL server;

    @Test
    void theReadmesBotIsTheExampleTheTestsRun() throws Exception {
        String readme = Files.readString(Path.of("clients/python/README.md"));
        Matcher block = Pattern.compile("```python\n(\"\"\"A random bot.*?)```", Pattern.DOTALL)
                .matcher(readme);
        assertTrue(block.find(), "the README shows the bot");
        String bot = Files.readString(Path.of("clients/python/examples/random_bot.py"));
        assertEquals(bot, block.group(1));
        assertTrue(bot.lines().count() < 30, "under 30 lines");
    }

    @Test
    void thePythonPackagesTestsPassAgainstARealServer() throws Exception {
        ProcessBuilder pb = new ProcessBuilder("python3", "-m", "unittest", "discover", "-v", "-s", "tests", "-t", ".")
                .directory(new File("clients/python"))
                .redirectErrorStream(true);
        pb.environment().put("PUZZLE_ARENA_URL", server.toString().replaceAll("/$", ""));
        pb.environment().put("PYTHONDONTWRITEBYTECODE", "1");
        Process p = pb.start();
        String output;
        try (var in = p.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "python3 finished");
        assertEquals(0, p.exitValue(), "python3 -m unittest failed:\n" + output);
        Matcher ran = Pattern.compile("Ran (\\d+) tests?").matcher(output);
        assertTrue(ran.find(), output);
        assertTrue(Integer.parseInt(ran.group(1)) >= 14, "every test of the package ran:\n" + output);
        assertTrue(output.contains("\nOK"), output);
        assertFalse(output.contains("skipped"), "nothing skipped:\n" + output);
        // The README's bot prints its score between the test's name and its "ok": OK above says it passed.
        assertTrue(
                output.contains("test_the_readme_bot_plays_samegame_to_the_end_and_its_score_verifies_and_ranks"),
                output);
    }
}
