package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The in-app bot guide's rules snippets run as the page shows them (frontend/src/pages/guide-rules):
 * the Java one against the rules classes this build compiled, the JavaScript one against the npm
 * package in clients/js. (The Python one's calls are held to clients/python's rules module by the
 * page's vitest test, guide.test.ts; PythonRulesTest runs that module.) Node.js is required, as the
 * build needs it anyway: never skipped.
 */
class BotGuideSnippetsTest {

    private static final Path SNIPPETS = Path.of("frontend/src/pages/guide-rules");

    @TempDir
    Path work;

    private static String run(Path dir, String... command) throws Exception {
        Process p = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), String.join(" ", command) + " finished");
        assertEquals(0, p.exitValue(), String.join(" ", command) + " failed:\n" + out);
        return out;
    }

    @Test
    void theJavaSnippetRunsAgainstTheRules() throws Exception {
        List<String> lines = Files.readAllLines(SNIPPETS.resolve("rules.java"));
        // The page shows the imports and a method's body: the program around them is the reader's.
        String program = lines.stream().filter(l -> l.startsWith("import ")).collect(Collectors.joining("\n"))
                + "\npublic class GuideRules { public static void main(String[] args) {\n"
                + lines.stream().filter(l -> !l.startsWith("import ")).collect(Collectors.joining("\n"))
                + "\n} }\n";
        Files.writeString(work.resolve("GuideRules.java"), program);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classes = Path.of("target/classes").toAbsolutePath().toString();
        String out = run(work, java, "-cp", classes, "GuideRules.java");
        assertTrue(
                Pattern.compile("^\\d+ legal moves; \\d+,\\d+ played: Valid\\[score=\\d+, moves=1,")
                        .matcher(out)
                        .find(),
                "the snippet plays a move and the verifier accepts it:\n" + out);
    }

    @Test
    void theJavaScriptSnippetRunsAgainstTheNpmPackage() throws Exception {
        Path pkg = Path.of("clients/js").toAbsolutePath();
        // What `npm pack` and `npm test` do first: the TeaVM build of the rules into the package.
        run(pkg, "node", "scripts/copy-rules.mjs");
        String snippet = Files.readString(SNIPPETS.resolve("rules.mjs"));
        assertTrue(snippet.contains("from 'puzzle-arena-rules'"), "the snippet imports the package by its name");
        Files.writeString(
                work.resolve("guide.mjs"),
                snippet.replace(
                        "'puzzle-arena-rules'", "'" + pkg.resolve("index.js").toUri() + "'"));
        String out = run(work, "node", "guide.mjs");
        List<String> lines = out.lines().toList();
        assertTrue(lines.get(0).matches("\\d+"), "a random playout's final score:\n" + out);
        assertEquals("0 false 0", lines.get(1), "back at the start, SameGame's only player to move:\n" + out);
        assertTrue(
                lines.get(2).startsWith("{ valid: true, score: " + lines.get(0) + ","),
                "the playout verifies:\n" + out);
    }
}
