package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.File;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The npm package clients/js (the TeaVM rules with a typed wrapper): its node --test suite,
 * including the README's random bot submitting to this test server, and an `npm pack` tarball
 * installed from a local path into an empty project and used there. Node.js and npm are required
 * (the build needs them for the frontend anyway): never skipped.
 */
@QuarkusTest
class JavaScriptPackageTest {

    @TestHTTPResource("/")
    URL server;

    private static final File PACKAGE = new File("clients/js");

    static String run(File dir, Map<String, String> env, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        String out;
        try (var in = p.getInputStream()) {
            out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), String.join(" ", command) + " finished");
        assertEquals(0, p.exitValue(), String.join(" ", command) + " failed:\n" + out);
        return out;
    }

    @Test
    void thePackagesNodeTestsPassAndItsBotScoresOnARealServer() throws Exception {
        String out = run(PACKAGE, Map.of("PUZZLE_ARENA_URL", server.toString().replaceAll("/$", "")), "npm", "test");
        assertTrue(out.contains("# fail 0"), out);
        assertTrue(out.contains("# skipped 0"), out);
        Matcher pass = Pattern.compile("# pass (\\d+)").matcher(out);
        assertTrue(pass.find() && Integer.parseInt(pass.group(1)) >= 6, "every node test ran:\n" + out);
        assertTrue(out.contains("ok ") && out.contains("the random bot plays SameGame standard/1 to the end"), out);
    }

    @Test
    void npmPackMakesATarballThatInstallsFromALocalPath() throws Exception {
        Path dest = Files.createTempDirectory("npm-pack");
        String packed = run(PACKAGE, Map.of(), "npm", "pack", "--pack-destination", dest.toString());
        Path tarball = dest.resolve("puzzle-arena-rules-0.1.0.tgz");
        assertTrue(Files.exists(tarball), packed);
        for (String file :
                new String[] {"index.js", "index.d.ts", "types.d.ts", "rules.js", "package.json", "README.md"}) {
            assertTrue(packed.contains(file), file + " is in the tarball:\n" + packed);
        }
        Path project = Files.createTempDirectory("npm-user");
        Files.writeString(
                project.resolve("package.json"), "{\"name\":\"user\",\"version\":\"1.0.0\",\"type\":\"module\"}");
        run(project.toFile(), Map.of(), "npm", "install", "--no-audit", "--no-fund", "--offline", tarball.toString());
        Files.writeString(project.resolve("use.mjs"), """
                import { Position, verify } from 'puzzle-arena-rules';
                const p = new Position('leftmove', 'depth/4').play('L').play('L');
                console.log(JSON.stringify({ legal: p.legalMoves(), verdict: verify('leftmove', 'depth/4', ['L', 'R', 'X']) }));
                """);
        String used = run(project.toFile(), Map.of(), "node", "use.mjs");
        assertTrue(used.contains("\"legal\":[\"L\",\"R\"]"), used);
        assertTrue(used.contains("\"valid\":false") && used.contains("\"moveIndex\":2"), used);
        // The declarations resolve from the tarball: index.d.ts re-exports the browser app's types.d.ts.
        Files.writeString(project.resolve("use.ts"), """
                import { Position, games, type Analysis, type GameInfo, type LegalMove, type Verdict } from 'puzzle-arena-rules';
                const info: GameInfo = games()[0];
                const family: string = info.family;
                const analysis: Analysis = new Position('leftmove', 'depth/4').analysis;
                const legal: LegalMove[] = analysis.legal;
                const verdict: Verdict = { valid: false, moveIndex: 0, move: 'X', reason: 'no' };
                export { family, legal, verdict };
                """);
        File tsc = new File("frontend/node_modules/.bin/tsc").getAbsoluteFile();
        run(
                project.toFile(),
                Map.of(),
                tsc.getPath(),
                "--noEmit",
                "--strict",
                "--module",
                "nodenext",
                "--moduleResolution",
                "nodenext",
                "--target",
                "es2022",
                "use.ts");
    }
}
