package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as a user and a script see it: output, exit status, and no stack traces. */
class ArenaCliTest {

    @TempDir
    Path dir;

    record Run(int status, String out, String err) {}

    static Run arena(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Arena.run(
                args,
                new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Run arena(String... args) {
        return arena(new byte[0], args);
    }

    private Path fixture(String name) throws IOException {
        Path p = dir.resolve(Path.of(name).getFileName());
        try (InputStream in = ArenaCliTest.class.getResourceAsStream("/fixtures/" + name)) {
            Files.write(p, in.readAllBytes());
        }
        return p;
    }

    @Test
    void gamesListsEveryGameWithItsInstances() {
        Run r = arena("games");
        assertEquals(0, r.status());
        for (String id : List.of(
                "morpion-5t", "morpion-5d", "samegame", "samegame-jsgames", "sudoku16", "leftmove", "leftmost")) {
            assertTrue(r.out().contains(id), id);
        }
        assertTrue(r.out().contains("standard/20"));
        assertTrue(r.out().contains("cross"));
    }

    @Test
    void verifyPrintsTheScoreOfAWorldRecord() throws IOException {
        Run r = arena(
                "verify",
                "--game",
                "morpion-5d",
                fixture("morpion-records/5D-82-rosin.psol").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("{\"valid\":true,\"score\":82,\"moves\":82"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void verifyNamesTheFirstIllegalMoveAndExitsOne() throws IOException {
        Run r = arena(
                "verify",
                "--game",
                "morpion-5d",
                "--instance",
                "cross",
                fixture("morpion-records/5T-178-rosin.psol").toString());
        assertEquals(1, r.status());
        assertTrue(r.out().startsWith("{\"valid\":false,\"moveIndex\":9,\"move\":"), r.out());
        assertTrue(r.out().contains("\"reason\":\""), r.out());
    }

    @Test
    void verifyReadsStandardInput() {
        byte[] line = "# greedy start\n5,1\n".getBytes(StandardCharsets.UTF_8);
        Run r = arena(line, "verify", "--game", "samegame", "--instance", "standard/1", "-");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("\"valid\":true"), r.out());
        assertTrue(r.out().contains("\"moves\":1"), r.out());
        assertTrue(r.out().contains("\"cleared\":false"), r.out());
    }

    @Test
    void unreadableInputExitsTwoWithAMessageAndNoStackTrace() throws IOException {
        Path binary = dir.resolve("bin.dat");
        Files.write(binary, new byte[] {1, 2, 0, 3});
        Path latin1 = dir.resolve("latin1.txt");
        Files.write(latin1, new byte[] {'(', (byte) 0xE9, ')'});
        List<Run> runs = List.of(
                arena("verify", "--game", "morpion-5d", binary.toString()),
                arena("verify", "--game", "morpion-5d", latin1.toString()),
                arena(
                        "verify",
                        "--game",
                        "morpion-5d",
                        dir.resolve("missing.psol").toString()),
                arena("verify", "--game", "no-such-game", "-"),
                arena("verify", "--game", "samegame", "--instance", "standard/99", "-"),
                arena("verify", "--game", "samegame", "--bogus", "-"),
                arena("verify", "--game", "samegame"),
                arena("frobnicate"));
        for (Run r : runs) {
            assertEquals(2, r.status(), r.toString());
            assertFalse(r.err().isBlank(), "says what is wrong");
            assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        }
    }

    @Test
    void aPentasolFileWithoutReferenceIsUnreadable() {
        Run r = arena("hello world\n".getBytes(StandardCharsets.UTF_8), "verify", "--game", "morpion-5t", "-");
        assertEquals(2, r.status(), r.toString());
    }

    @Test
    void aMillionMovesAreRefusedQuicklyAtTheFirstMoveAfterTheEnd() {
        byte[] huge = "0,0\n".repeat(1_000_000).getBytes(StandardCharsets.UTF_8);
        Run r = arena(huge, "verify", "--game", "samegame", "--instance", "standard/1", "-");
        assertEquals(1, r.status(), r.toString());
        assertTrue(r.out().contains("\"valid\":false"), r.out());
    }

    @Test
    void showDrawsThePositionAfterTheMoves() throws IOException {
        Run r = arena(
                "show",
                "--game",
                "morpion-5t",
                fixture("morpion-records/5T-178-rosin.psol").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("178 moves, score 178"), r.out());
        assertTrue(r.out().lines().count() > 20, "a drawing, not a summary");

        Run bad = arena(
                "show",
                "--game",
                "morpion-5d",
                fixture("morpion-records/5T-178-rosin.psol").toString());
        assertEquals(1, bad.status());
        assertTrue(bad.out().contains("before move index 9"), bad.out());
        assertTrue(bad.err().contains("move index 9"), bad.err());

        Run initial = arena("show", "--game", "samegame", "--instance", "standard/1");
        assertEquals(0, initial.status(), initial.err());
        assertTrue(initial.out().contains("0 moves, score 0"), initial.out());
    }

    /** The script itself, as README tells people to run it, from the repository root. */
    @Test
    void theBinArenaScriptRunsTheCommandLine() throws Exception {
        Path script = Path.of("bin/arena").toAbsolutePath();
        assertTrue(Files.isExecutable(script), "bin/arena is executable");
        Process p = new ProcessBuilder(script.toString(), "games")
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("morpion-5d"), out);
    }

    @Test
    void solvePrintsAVerifiableSequenceAndWritesItsFileNotation() throws IOException {
        Path out = dir.resolve("best.psol");
        Run r = arena(
                "solve",
                "--game",
                "morpion-5d",
                "--algo",
                "nmcs",
                "--level",
                "1",
                "--playouts",
                "2000",
                "--seed",
                "3",
                "--repeat",
                "2",
                "--out",
                out.toString());
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), "one JSON line per run");
        assertTrue(lines.get(0).contains("\"seed\":3,") && lines.get(1).contains("\"seed\":4,"), r.out());
        assertTrue(lines.get(0).contains("\"playouts\":2000,"), lines.get(0));
        int best = Math.max(score(lines.get(0)), score(lines.get(1)));
        Run verified = arena("verify", "--game", "morpion-5d", out.toString());
        assertEquals(0, verified.status(), verified.err() + verified.out());
        assertTrue(
                verified.out().contains("\"score\":" + best + ","), "the file holds the best run: " + verified.out());
    }

    @Test
    void solveIsReproducibleWithASeedAndAPlayoutBudget() {
        String[] args = {
            "solve",
            "--game",
            "samegame",
            "--instance",
            "standard/4",
            "--algo",
            "beam",
            "--beam",
            "2,1",
            "--playouts",
            "3000",
            "--seed",
            "9"
        };
        Run a = arena(args);
        Run b = arena(args);
        assertEquals(0, a.status(), a.err());
        assertEquals(a.out().replaceAll("\"seconds\":[0-9.]+", ""), b.out().replaceAll("\"seconds\":[0-9.]+", ""));
    }

    @Test
    void solveRefusesConfigurationsThatMakeNoSense() {
        List<String[]> bad = List.of(
                new String[] {"solve", "--game", "morpion-5d", "--algo", "magic"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "nmcs", "--policy", "tabu"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "nmcs", "--threads", "2"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "nmcs", "--seconds", "-1"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "beam", "--beam", "0,1"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "beam", "--beam", "two"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "nmcs", "--seconds", "1", "--playouts", "5"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "nmcs", "--level", "99"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "nmcs", "--cpu-seconds", "0"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "nmcs", "--cpu-seconds", "1", "--seconds", "1"
                },
                new String[] {"solve", "--game", "morpion-5d", "--algo", "nrpa", "--adaptation", "sideways"},
                new String[] {"solve", "--game", "morpion-5d", "--algo", "nmcs", "--adaptation", "layers"},
                new String[] {"solve", "--game", "samegame", "--algo", "nrpa", "--adaptation", "layers"},
                new String[] {"solve", "--game", "morpion-5d"});
        for (String[] args : bad) {
            Run r = arena(args);
            assertEquals(2, r.status(), String.join(" ", args) + " -> " + r);
            assertFalse(r.err().contains("\tat "), r.err());
        }
    }

    @Test
    void aCpuTimeBudgetBuysThatMuchCpuTimeOfTheSearch() {
        Run r = arena(
                "solve",
                "--game",
                "morpion-5t",
                "--algo",
                "nrpa",
                "--level",
                "2",
                "--adaptation",
                "layers",
                "--cpu-seconds",
                "0.5",
                "--seed",
                "3");
        assertEquals(0, r.status(), r.err());
        Matcher cpu = Pattern.compile("\"cpuSeconds\":([0-9.]+)").matcher(r.out());
        assertTrue(cpu.find(), r.out());
        double used = Double.parseDouble(cpu.group(1));
        // The budget is checked every 64 playouts (well under a millisecond of 5T here).
        assertTrue(used >= 0.5 && used < 0.6, "CPU seconds used: " + used);
        assertTrue(r.out().contains("\"stop\":\"time\""), r.out());
        assertTrue(r.out().contains("adapted by layers"), r.out());
        assertTrue(score(r.out()) >= 60, "a level-2 NRPA finds 5T games of 60 moves at once: " + r.out());
    }

    private static int score(String jsonLine) {
        int i = jsonLine.indexOf("\"score\":") + 8;
        return Integer.parseInt(jsonLine.substring(i, jsonLine.indexOf(',', i)));
    }
}
