package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code arena reproduce} runs every experiment end to end and prints its tables with sane numbers.
 * Tiny run counts keep this fast; whether the numbers agree with the papers is what
 * docs/REPRODUCTION.md (and, statistically, LeftMoveTheoryTest) is about.
 */
class ReproduceCommandTest {

    private static ArenaCliTest.Run reproduce(String... args) {
        String[] full = new String[args.length + 1];
        full[0] = "reproduce";
        System.arraycopy(args, 0, full, 1, args.length);
        ArenaCliTest.Run r = ArenaCliTest.arena(full);
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("## "), r.out());
        assertTrue(r.out().contains("Command: `bin/arena reproduce " + args[0]), r.out());
        return r;
    }

    /** The cells of the Markdown table row whose first cell is {@code first}, trimmed. */
    private static List<String> row(String out, String first) {
        for (String line : out.split("\n")) {
            String[] cells = line.split("\\|", -1);
            if (cells.length > 2 && cells[1].trim().equals(first)) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i < cells.length - 1; i++) {
                    row.add(cells[i].trim());
                }
                return row;
            }
        }
        throw new AssertionError("no table row '" + first + "' in\n" + out);
    }

    /** The leading number of a cell such as "61.20 ± 0.31", "1,955" or "0.812". */
    private static double number(String cell) {
        return Double.parseDouble(cell.split(" ")[0].replace(",", ""));
    }

    @Test
    void leftMoveComparesWithTheExactDistributionAndShowsTheMemorisationGain() {
        ArenaCliTest.Run r = reproduce("leftmove", "--runs", "300", "--depth", "20", "--threads", "2");
        assertTrue(r.out().contains("### (a)") && r.out().contains("### (b)"), r.out());
        for (int level = 1; level <= 3; level++) {
            List<String> summary = row(r.out(), "level " + level);
            double exactMean = number(summary.get(2));
            double ourMean = number(summary.get(3));
            assertTrue(Math.abs(exactMean - ourMean) < 1.0, "level " + level + ": " + summary);
        }
        List<String> without = row(r.out(), "without memorisation");
        List<String> with = row(r.out(), "with memorisation");
        assertEquals("0.412", without.get(4), "the dynamic program's value at depth 9, level 3");
        assertTrue(number(with.get(2)) > number(without.get(2)) + 0.2, r.out());
    }

    @Test
    void theSameSeedGivesTheSameTablesWhateverTheThreadCount() {
        String one = tables(reproduce("leftmove", "--runs", "200", "--depth", "12", "--threads", "1")
                .out());
        String two = tables(reproduce("leftmove", "--runs", "200", "--depth", "12", "--threads", "2")
                .out());
        assertEquals(one, two);
        String otherSeed = tables(reproduce("leftmove", "--runs", "200", "--depth", "12", "--seed", "7")
                .out());
        assertTrue(!otherSeed.equals(one), "another seed, other searches");
    }

    private static String tables(String out) {
        StringBuilder b = new StringBuilder();
        for (String line : out.split("\n")) {
            if (line.startsWith("|")) {
                b.append(line).append('\n');
            }
        }
        return b.toString();
    }

    @Test
    void morpionPrintsEveryLevelWithPlausibleScores() {
        ArenaCliTest.Run r =
                reproduce("morpion", "--runs", "30", "--level2-runs", "1", "--samples", "300", "--threads", "2");
        double random = number(row(r.out(), "level 0 (random games)").get(4));
        double level1 = number(row(r.out(), "level 1, memorisation").get(4));
        double level2 = number(row(r.out(), "level 2, memorisation").get(4));
        assertTrue(random > 30 && random < 55, "random games average about 43 moves: " + random);
        assertTrue(level1 > random && level1 < 75, "level 1: " + level1);
        assertTrue(level2 >= 55 && level2 < 85, "level 2: " + level2);
        assertEquals("61", row(r.out(), "level 1, memorisation").get(3), "the paper's peak is shown");
        assertTrue(r.out().contains("| score |"), "the distributions table");
    }

    @Test
    void beamTableShowsOursNextToThePaper() {
        ArenaCliTest.Run r = reproduce("beam-table", "--runs", "1", "--units", "1", "--max-product", "1");
        List<String> cell = row(r.out(), "1");
        assertTrue(cell.get(1).endsWith("(66.66)"), cell.toString());
        double score = number(cell.get(1));
        assertTrue(score >= 55 && score <= 82, "a level-2 search of Morpion 5D: " + score);
    }

    @Test
    void sameGamePrintsThePaperColumnsAndOurScores() {
        ArenaCliTest.Run r =
                reproduce("samegame", "--positions", "1", "--level", "1", "--seconds", "0.2", "--budget-level", "1");
        List<String> position = row(r.out(), "1");
        assertEquals(List.of("2,557", "1,442"), position.subList(1, 3));
        assertEquals("1,805", position.get(5));
        assertEquals("3,121", position.get(7));
        for (int column : new int[] {3, 4, 6, 8}) {
            double score = number(position.get(column));
            assertTrue(score > 0 && score < 6000, "column " + column + ": " + position);
        }
        assertTrue(number(position.get(4)) >= number(position.get(3)), "the best game seen is at least the one played");
        row(r.out(), "total (1 positions)");
    }

    @Test
    void sudokuSolvesEveryInstanceWithEveryAlgorithm() {
        ArenaCliTest.Run r = reproduce("sudoku", "--runs", "3", "--cap", "5", "--threads", "2");
        for (String algorithm : List.of(
                "iterative sampling",
                "NMCS level 1, memorisation",
                "NMCS level 1, no memorisation",
                "NMCS level 2, memorisation",
                "NMCS level 2, no memorisation")) {
            List<String> cells = row(r.out(), algorithm);
            assertEquals("3 / 3", cells.get(1), algorithm);
            assertTrue(number(cells.get(3)) < 5, algorithm + ": " + cells);
        }
        assertEquals("61.83", row(r.out(), "iterative sampling").get(7));
    }

    @Test
    void sameGameSpeedReportsScoresAndTimeToTarget() {
        ArenaCliTest.Run r = reproduce(
                "samegame-speed",
                "--runs",
                "2",
                "--seconds",
                "0.3",
                "--level",
                "1",
                "--target",
                "300",
                "--threads",
                "2");
        List<String> iterated = row(r.out(), "iterated level 1, 0.3 CPU s");
        List<String> single = row(r.out(), "one level-1 search");
        assertTrue(number(iterated.get(2)) >= 300, "tabu level 1 on position 1 easily beats 300: " + iterated);
        assertEquals("2 / 2", iterated.get(6));
        assertTrue(number(iterated.get(7)) <= 0.3 + 0.05, "reached within the budget: " + iterated);
        assertTrue(number(single.get(2)) > 0, single.toString());
    }

    @Test
    void mistakesAreUsageErrors() {
        assertEquals(2, ArenaCliTest.arena("reproduce").status());
        assertEquals(2, ArenaCliTest.arena("reproduce", "tables").status());
        assertEquals(
                2, ArenaCliTest.arena("reproduce", "leftmove", "--runs", "0").status());
        assertEquals(
                2, ArenaCliTest.arena("reproduce", "leftmove", "--seconds", "3").status());
        assertEquals(
                2,
                ArenaCliTest.arena("reproduce", "sudoku", "--algorithms", "dfs").status());
        assertEquals(
                2,
                ArenaCliTest.arena("reproduce", "samegame", "--positions", "0-3")
                        .status());
        assertTrue(ArenaCliTest.arena("help", "reproduce").out().contains("samegame-speed"));
    }
}
