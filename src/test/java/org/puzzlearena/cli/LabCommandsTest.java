package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.cli.ArenaCliTest.arena;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.cli.ArenaCliTest.Run;
import org.puzzlearena.search.solver.ConnectFourBook;

/** The MCTS lab's commands (bandit, analyse, match, move) as a user and a script see them. */
class LabCommandsTest {

    @Test
    void banditPrintsOneRowPerCheckpointWithUcbBoundBeside() {
        Run r = arena("bandit", "--arms", "0.1,0.3,0.5,0.7,0.9", "--pulls", "2000", "--runs", "4", "--seed", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(
                r.out().contains("| pulls | random | epsilon-greedy 0.1 | UCB1 | UCB1 bound (Auer et al. 2002) |"),
                r.out());
        assertTrue(r.out().contains("\n| 2000 |"), r.out());
        assertEquals(
                r.out(),
                arena("bandit", "--arms", "0.1,0.3,0.5,0.7,0.9", "--pulls", "2000", "--runs", "4", "--seed", "1")
                        .out(),
                "a seed fixes the table");
    }

    @Test
    void banditRefusesBadArms() {
        for (String arms : List.of("0.5", "0.1,x", "0.1,1.5", "")) {
            Run r = arena("bandit", "--arms", arms);
            assertEquals(2, r.status(), arms + " -> " + r);
            assertTrue(r.err().contains("--arms"), r.err());
            assertFalse(r.err().contains("\tat "), r.err());
        }
    }

    @Test
    void bookRebuildsTheShippedBookFromItsRecordedSolves(@TempDir Path dir) throws IOException {
        // The shipped book's last ply was solved by `arena book` (hours of CPU) and its record kept;
        // from that record the command must write exactly the shipped book without solving again.
        ConnectFourBook shipped = ConnectFourBook.standard();
        Path progress = dir.resolve("book.progress");
        Files.copy(
                Path.of("bench/connect-four-book/depth-" + shipped.depth() + ".progress"),
                progress,
                StandardCopyOption.REPLACE_EXISTING);
        // A run killed while writing leaves a line cut short: it is dropped, not misread.
        String recorded = Files.readString(progress);
        Files.writeString(progress, recorded + "98765 ");
        Path source = dir.resolve("ConnectFourOpenings.java");
        Run r = arena(
                "book",
                "--game",
                "connect-four",
                "--depth",
                String.valueOf(shipped.depth()),
                "--progress",
                progress.toString(),
                "--out",
                source.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().contains(" 0 to solve"), r.err());
        assertEquals(recorded, Files.readString(progress), "the cut line is gone, the record kept");
        String text = Files.readString(source);
        List<Long> keys = new ArrayList<>();
        Matcher key = Pattern.compile("(\\d+)L,").matcher(text);
        while (key.find()) {
            keys.add(Long.parseLong(key.group(1)));
        }
        List<Integer> scores = new ArrayList<>();
        Matcher score = Pattern.compile("^\\s+(-?\\d+),$", Pattern.MULTILINE)
                .matcher(text.substring(text.indexOf("new byte[]")));
        while (score.find()) {
            scores.add(Integer.parseInt(score.group(1)));
        }
        assertEquals(shipped.size(), keys.size(), "one entry per position");
        assertEquals(keys.size(), scores.size());
        for (int i = 0; i < keys.size(); i++) {
            assertEquals(shipped.score(keys.get(i)), scores.get(i), "the entry of key " + keys.get(i));
        }
    }

    @Test
    void resultsBookRebuildsTheShippedSourceFromItsRecords(@TempDir Path dir) throws IOException {
        // The results book's plies were proven by `arena book --results` (CPU-hours) and their records
        // kept: from them the command writes exactly the shipped source, proving nothing.
        int from = ConnectFourBook.standard().depth() + 1;
        int depth = from;
        while (Files.exists(Path.of("bench/connect-four-book/results-" + (depth + 1) + ".progress"))) {
            depth++;
        }
        for (int plies = from; plies <= depth; plies++) {
            Files.copy(
                    Path.of("bench/connect-four-book/results-" + plies + ".progress"),
                    dir.resolve("results-" + plies + ".progress"));
        }
        Path source = dir.resolve("ConnectFourResultsData.java");
        Run r = arena(
                "book",
                "--game",
                "connect-four",
                "--results",
                "--write-only",
                "--depth",
                String.valueOf(depth),
                "--progress",
                dir.resolve("results-" + depth + ".progress").toString(),
                "--out",
                source.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(
                Files.readString(Path.of("src/main/java/org/puzzlearena/search/solver/ConnectFourResultsData.java")),
                Files.readString(source));
    }

    @Test
    void resultsBookRefusesAPlyOfTheExactBook() {
        Run r = arena("book", "--game", "connect-four", "--results", "--depth", "3");
        assertEquals(2, r.status(), r.toString());
        assertTrue(r.err().contains("--depth must be past the exact book"), r.err());
    }

    @Test
    void bookIsForConnectFourOnly() {
        Run r = arena("book", "--game", "tic-tac-toe", "--depth", "1");
        assertEquals(2, r.status(), r.toString());
        assertTrue(r.err().contains("only connect-four has an opening book"), r.err());
    }

    @Test
    void helpListsTheLabCommands() {
        Run r = arena("help");
        assertEquals(0, r.status());
        for (String command : List.of("bandit", "analyse", "grades", "book", "match", "move")) {
            assertTrue(r.out().contains("  " + command + " "), command + " in " + r.out());
        }
    }

    @Test
    void analysePrintsTheExactScoreOfThePositionAndOfEveryMove() {
        // A budget keeps the test short: moves 1, 2, 4, 5 and 7 are openings that take many seconds to solve,
        // but 3 and 6 are found at once, and no move can score more, so the position's score is exact.
        Run r = arena("analyse", "--game", "connect-four", "--position", "4455", "--budget-ms", "300");
        assertEquals(0, r.status(), r.err());
        // 3 and 6 make two threats on the bottom row at once: a win with the fourth stone, 22 - 4.
        assertTrue(
                r.out().startsWith("{\"position\":\"4455\",\"toMove\":1,\"score\":18,\"moves\":[{\"move\":\"1\","),
                r.out());
        assertTrue(
                r.out().contains("{\"move\":\"3\",\"score\":18}") && r.out().contains("{\"move\":\"6\",\"score\":18}"),
                r.out());
        Run t = arena("analyse", "--game", "tic-tac-toe", "--position", "519");
        assertTrue(
                t.out()
                        .startsWith(
                                "{\"position\":\"519\",\"toMove\":2,\"score\":0,\"moves\":[{\"move\":\"2\",\"score\":-2},"
                                        + "{\"move\":\"3\",\"score\":0},"),
                t.out());
        assertTrue(t.out().contains("\"exact\":true"), t.out());
    }

    @Test
    void analyseWithABudgetThatRunsOutSaysSoWithBounds() {
        // As many stones as the opening book is deep: the position is in the book, its moves' are not.
        String position = "4".repeat(ConnectFourBook.standard().depth());
        Run r = arena("analyse", "--game", "connect-four", "--position", position, "--budget-ms", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("\"exact\":false"), r.out());
        assertTrue(r.out().contains("\"lower\":"), r.out());
    }

    @Test
    void gradesTimesTheGradeOfEveryMoveOfSeededGames() {
        // Tic-tac-toe solves at once: the command's shape, each move with its grade letter.
        Run r = arena("grades", "--game", "tic-tac-toe", "--games", "2", "--first", "random", "--second", "random");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).matches("game 1: ([1-9][bimB])+  slowest \\d+\\.\\d{3} s"), r.out());
        assertTrue(lines.get(1).startsWith("game 2: "), r.out());
        assertTrue(
                lines.get(2)
                        .matches(
                                "\\d+ grades: p50 .* s, p95 .* s, max .* s, mean .* s; 0 by result alone, 0 not proven"),
                r.out());
        // The same seeds play the same games: only the times differ.
        Run again = arena("grades", "--game", "tic-tac-toe", "--games", "2", "--first", "random", "--second", "random");
        assertEquals(r.out().replaceAll("\\d+\\.\\d{3} s", "t"), again.out().replaceAll("\\d+\\.\\d{3} s", "t"));
        Run bad = arena("grades", "--game", "tic-tac-toe", "--budget-ms", "0");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("--budget-ms"), bad.err());
    }

    @Test
    void badPositionsNameTheFirstBadMove() {
        Run r = arena("analyse", "--game", "connect-four", "--position", "4444444");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("move 6 ('4') is illegal: column 4 is full"), r.err());
        Run solve = arena("solve", "--game", "connect-four", "--algo", "nmcs");
        assertEquals(2, solve.status());
        assertTrue(solve.err().contains("connect-four is a two-player game: use 'arena move'"), solve.err());
        Run puzzle = arena("analyse", "--game", "samegame");
        assertEquals(2, puzzle.status());
        assertTrue(puzzle.err().contains("not a two-player game"), puzzle.err());
    }

    @Test
    void matchStartsFromTheGivenPosition() {
        // X (to move) wins at once in 1425; with --fixed the first spec is always the side to move.
        // The command once played every game from the empty board whatever --position said.
        Run r = arena(
                "match",
                "--game",
                "tic-tac-toe",
                "--position",
                "1425",
                "--first",
                "perfect",
                "--second",
                "perfect",
                "--games",
                "4",
                "--seed",
                "1",
                "--fixed");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("{\"games\":4,\"wins\":{\"first\":4,\"second\":0},\"draws\":0,"), r.out());
    }

    @Test
    void matchPrintsWinsOfEachSpecAndDraws() {
        String[] args = {
            "match",
            "--game",
            "tic-tac-toe",
            "--first",
            "uct:sims=200,c=1.414",
            "--second",
            "perfect",
            "--games",
            "10",
            "--seed",
            "1"
        };
        Run r = arena(args);
        assertEquals(0, r.status(), r.err());
        assertTrue(
                r.out().matches("\\{\"games\":10,\"wins\":\\{\"first\":0,\"second\":\\d+\\},\"draws\":\\d+,.*\n"),
                r.out());
        assertEquals(
                r.out().replaceAll("\"seconds\":[0-9.]+", ""), arena(args).out().replaceAll("\"seconds\":[0-9.]+", ""));
        Run bad = arena("match", "--game", "tic-tac-toe", "--first", "uct:sims=lots", "--second", "random");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("--first: uct: sims must be a whole number"), bad.err());
    }

    @Test
    void movePrintsTheChoiceWithTheRootChildren() {
        Run r = arena(
                "move",
                "--game",
                "connect-four",
                "--position",
                "4455",
                "--player",
                "uct:sims=800,c=1.414",
                "--seed",
                "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("{\"move\":\"3\"") || r.out().startsWith("{\"move\":\"6\""), r.out());
        assertTrue(r.out().contains("\"children\":[{\"move\":"), r.out());
        assertTrue(r.out().contains("\"visits\":"), r.out());
    }

    @Test
    void theDeepBotMovesAndPlaysMatchesOnConnectFourOnly() {
        Run r = arena("move", "--game", "connect-four", "--position", "4455", "--player", "deep:sims=300");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("\"player\":\"deep:sims=300\""), r.out());
        assertTrue(r.out().contains("\"prior\":") && r.out().contains("\"netValue\":"), r.out());
        Run m = arena("match", "--game", "connect-four", "--first", "deep:sims=50", "--second", "net", "--games", "2");
        assertEquals(0, m.status(), m.err());
        assertTrue(m.out().contains("\"games\":2"), m.out());
        Run ttt = arena("move", "--game", "tic-tac-toe", "--player", "deep:sims=10");
        assertEquals(2, ttt.status(), "a usage error, not an internal one: " + ttt.err());
        assertTrue(
                ttt.err()
                        .contains(
                                "--player: deep: tic-tac-toe has no policy/value network; the games with one: connect-four"),
                ttt.err());
        Run match = arena("match", "--game", "tic-tac-toe", "--first", "net", "--second", "random");
        assertEquals(2, match.status(), match.err());
        assertTrue(match.err().contains("--first: net: tic-tac-toe has no policy/value network"), match.err());
    }
}
