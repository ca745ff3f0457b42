package org.puzzlearena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The rules library as a bot author gets it: the packaged rules jar holds only the rules and
 * search packages, and docs/JAVA_LIBRARY.md's example compiles and runs against that jar alone
 * (a separate JVM with nothing else on its class path). Runs in integration-test, after package.
 */
class RulesJarExampleIT {

    static Path rulesJar() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("target"))) {
            return files.filter(p -> p.getFileName().toString().matches("puzzle-arena-.*-rules\\.jar"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("target/puzzle-arena-*-rules.jar was not built by package"));
        }
    }

    @Test
    void theJarHoldsOnlyTheRulesTheBotsAndTheirStatistics() throws Exception {
        List<String> classes = new ArrayList<>();
        try (JarFile jar = new JarFile(rulesJar().toFile())) {
            jar.stream().filter(e -> e.getName().endsWith(".class")).forEach(e -> classes.add(e.getName()));
        }
        assertTrue(classes.contains("org/puzzlearena/rules/Replay.class"), classes.toString());
        assertTrue(classes.contains("org/puzzlearena/search/NestedMonteCarloSearch.class"), classes.toString());
        // The SPRT matches of search.twoplayer need the rating arithmetic (pure, no dependencies).
        assertTrue(classes.contains("org/puzzlearena/rating/Sprt.class"), classes.toString());
        for (String c : classes) {
            assertTrue(
                    c.startsWith("org/puzzlearena/rules/")
                            || c.startsWith("org/puzzlearena/search/")
                            || c.startsWith("org/puzzlearena/rating/"),
                    c);
        }
    }

    @Test
    void theDocumentedExampleRunsAgainstTheJar() throws Exception {
        String doc = Files.readString(Path.of("docs/JAVA_LIBRARY.md"));
        Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(doc);
        assertTrue(m.find(), "docs/JAVA_LIBRARY.md has a java block");
        String source = m.group(1);
        assertTrue(source.lines().filter(l -> !l.isBlank()).count() <= 12, "a short example:\n" + source);
        Path dir = Files.createTempDirectory("rules-example");
        Files.writeString(dir.resolve("Example.java"), source);
        String jar = rulesJar().toAbsolutePath().toString();
        int compiled = ToolProvider.getSystemJavaCompiler()
                .run(
                        null,
                        null,
                        null,
                        "-cp",
                        jar,
                        "-d",
                        dir.toString(),
                        dir.resolve("Example.java").toString());
        assertEquals(0, compiled, "the example compiles against the jar alone");
        Process p = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        jar + File.pathSeparator + dir,
                        "Example")
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(2, TimeUnit.MINUTES));
        assertEquals(0, p.exitValue(), out);
        Matcher line = Pattern.compile("score (\\d+), (\\d+) moves, verified: Valid\\[score=(\\d+), moves=(\\d+)")
                .matcher(out);
        assertTrue(line.find(), out);
        assertEquals(line.group(1), line.group(3), "the verifier agrees with the bot's score");
        assertEquals(line.group(2), line.group(4));
        assertTrue(Integer.parseInt(line.group(1)) > 0, out);
    }
}
