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
 * The npm package clients/js (the TeaVM rules with a typed wrapper and an API client): its node
 * --test suite, including the client and the README's random and Monte-Carlo bots submitting to
 * this test server, and an `npm pack` tarball installed from a local path into an empty project and
 * used there, from JavaScript and from strict TypeScript. Node.js and npm are required
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
        assertTrue(pass.find() && Integer.parseInt(pass.group(1)) >= 30, "every node test ran:\n" + out);
        for (String bot : new String[] {
            "the random bot plays SameGame standard/1 to the end",
            "the Monte-Carlo bot finds a SameGame standard/1 line better than random",
            "useToken makes a token once, keeps it, and reuses it while it works"
        }) {
            assertTrue(out.contains("ok ") && out.contains(bot), bot + ":\n" + out);
        }
    }

    @Test
    void theBotGuideShowsTheMonteCarloBotTheTestsRun() throws Exception {
        String guide = Files.readString(Path.of("docs/BOTS.md"));
        String bot = Files.readString(Path.of("clients/js/examples/mc-bot.mjs"));
        assertTrue(guide.contains("```js\n" + bot + "```"), "docs/BOTS.md shows examples/mc-bot.mjs whole");
    }

    @Test
    void npmPackMakesATarballThatInstallsFromALocalPath() throws Exception {
        Path dest = Files.createTempDirectory("npm-pack");
        String packed = run(PACKAGE, Map.of(), "npm", "pack", "--pack-destination", dest.toString());
        Path tarball = dest.resolve("puzzle-arena-rules-0.1.0.tgz");
        assertTrue(Files.exists(tarball), packed);
        for (String file : new String[] {
            "index.js",
            "index.d.ts",
            "client.js",
            "client.d.ts",
            "token-store.js",
            "types.d.ts",
            "rules.js",
            "package.json",
            "README.md"
        }) {
            assertTrue(packed.contains(file), file + " is in the tarball:\n" + packed);
        }
        Path project = Files.createTempDirectory("npm-user");
        Files.writeString(
                project.resolve("package.json"), "{\"name\":\"user\",\"version\":\"1.0.0\",\"type\":\"module\"}");
        run(project.toFile(), Map.of(), "npm", "install", "--no-audit", "--no-fund", "--offline", tarball.toString());
        Files.writeString(project.resolve("use.mjs"), """
                import { Position, verify } from 'puzzle-arena-rules';
                import { Client } from 'puzzle-arena-rules/client';
                const p = new Position('leftmove', 'depth/4').play('L').play('L');
                const board = await new Client(process.argv[2]).leaderboard('samegame', 'standard/1', { limit: 1 });
                console.log(JSON.stringify({
                  legal: p.legalMoves(),
                  verdict: verify('leftmove', 'depth/4', ['L', 'R', 'X']),
                  board: board.instance,
                }));
                """);
        String used = run(project.toFile(), Map.of(), "node", "use.mjs", server.toString());
        assertTrue(used.contains("\"legal\":[\"L\",\"R\"]"), used);
        assertTrue(used.contains("\"valid\":false") && used.contains("\"moveIndex\":2"), used);
        assertTrue(used.contains("\"board\":\"standard/1\""), "the client answered from this server: " + used);
        // The declarations resolve from the tarball: index.d.ts re-exports the browser app's types.d.ts
        // and the client's client.d.ts; a misuse of the client is a type error (ts-expect-error).
        Files.writeString(project.resolve("use.ts"), """
                import { Position, games, type Analysis, type GameInfo, type LegalMove, type Verdict } from 'puzzle-arena-rules';
                import { ApiError, Client, newState, type Leaderboard, type Problem, type Submitted } from 'puzzle-arena-rules';
                import { Client as ClientAlone } from 'puzzle-arena-rules/client';
                const info: GameInfo = games()[0];
                const family: string = info.family;
                const analysis: Analysis = new Position('leftmove', 'depth/4').analysis;
                const legal: LegalMove[] = analysis.legal;
                const verdict: Verdict = { valid: false, moveIndex: 0, move: 'X', reason: 'no' };
                const client: ClientAlone = new Client('http://localhost:8080', { maxRetries: 2, maxWaitSeconds: 30 });
                async function bot(): Promise<number> {
                  const token: string = await client.useToken('alice', 'correct horse', 'ts-bot');
                  const state = newState('samegame', 'standard/1');
                  state.randomPlayout(1);
                  try {
                    const s: Submitted = await client.submit('samegame', 'standard/1', state.moves(), { idempotencyKey: token });
                    const board: Leaderboard = await client.leaderboard('samegame', 'standard/1', { offset: s.rank - 1, limit: 1 });
                    const step = await client.position('samegame', 'standard/1', state.moves());
                    const points: number[] | null = step.legalMovePoints;
                    return board.entries[0].score + (points?.length ?? 0);
                  } catch (e) {
                    if (e instanceof ApiError) {
                      const p: Problem = e.problem;
                      const where: string | undefined = e.field;
                      return e.status + (p.moveIndex ?? 0) + (where?.length ?? 0);
                    }
                    throw e;
                  }
                }
                // @ts-expect-error moves are an array of move texts
                client.submit('samegame', 'standard/1', '5,1');
                export { family, legal, verdict, bot };
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
