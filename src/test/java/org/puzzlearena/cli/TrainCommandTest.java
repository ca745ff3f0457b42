package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.Slow;
import org.puzzlearena.cli.command.ExitStatus;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;
import org.puzzlearena.search.deep.MlpNet;

/** {@code arena train} as a user runs it: progress, a network file the platform reads, clear refusals. */
@Slow
class TrainCommandTest {

    @TempDir
    Path dir;

    @Test
    void aShortSupervisedRunPrintsItsProgressAndWritesANetwork() throws Exception {
        Path out = dir.resolve("models/tiny.net");
        ArenaCliTest.Run r = tinySupervised("--steps", "20", "--seed", "3", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("40 labelled positions (0 left out"), r.out());
        assertTrue(r.out().contains("step 20 of 20: train loss"), r.out());
        assertTrue(r.out().contains("the network alone on 4 held-out positions: "), r.out());
        assertTrue(
                r.out()
                        .contains("wrote " + out + ": "
                                + (ConnectFourTensor.INPUTS * 8 + 8 + 8 * 7 + 7 + 8 + 1)
                                + " parameters"),
                r.out());
        MlpNet net = MlpNet.read(Files.readString(out));
        assertEquals("connect-four", net.gameId());
    }

    /**
     * The whole pipeline as documented: label positions and a graded set, train supervised on the
     * labels (the set's positions left out) writing the network, its Java source and the card, then a
     * self-play generation from that network appending to the card; grade the result with mistakes.
     */
    @Test
    void labelTrainSelfPlayAndGradeFromFiles() throws Exception {
        Path data = dir.resolve("data.txt");
        Path set = dir.resolve("set.txt");
        assertEquals(
                0,
                ArenaCliTest.arena(
                                "label",
                                "--positions",
                                "60",
                                "--stones",
                                "16-30",
                                "--seed",
                                "5",
                                "--out",
                                data.toString())
                        .status());
        ArenaCliTest.Run labelled = ArenaCliTest.arena(
                "label",
                "--positions",
                "20",
                "--stones",
                "20-34",
                "--seed",
                "77",
                "--threads",
                "2",
                "--out",
                set.toString());
        assertEquals(0, labelled.status(), labelled.err());
        assertTrue(labelled.out().contains("appended 20 positions to " + set), labelled.out());
        assertEquals(20, Files.readAllLines(set).size());
        assertEquals(60, Files.readAllLines(data).size(), "the first run's lines");

        Path net = dir.resolve("s.net");
        Path java = dir.resolve("ConnectFourNetwork.java");
        Path card = dir.resolve("card.json");
        ArenaCliTest.Run sup = ArenaCliTest.arena(
                "train",
                "--stage",
                "supervised",
                "--data",
                data.toString(),
                "--sets",
                set.toString(),
                "--hidden",
                "8",
                "--steps",
                "30",
                "--batch",
                "16",
                "--out",
                net.toString(),
                "--java",
                java.toString(),
                "--card",
                card.toString());
        assertEquals(0, sup.status(), sup.err());
        assertTrue(sup.out().contains("the network alone, mistakes on the graded sets:"), sup.out());
        assertTrue(sup.out().contains(" all "), sup.out());
        String source = Files.readString(java);
        assertTrue(source.contains("final class ConnectFourNetwork"), "the shipped network's source");
        assertTrue(source.contains("bin/arena train --stage supervised"), "its provenance names the command");

        ArenaCliTest.Run self = ArenaCliTest.arena(
                "train",
                "--stage",
                "self-play",
                "--from",
                net.toString(),
                "--sets",
                set.toString(),
                "--data",
                data.toString(),
                "--child-values",
                "--generations",
                "1",
                "--games",
                "4",
                "--sims",
                "8",
                "--gate-games",
                "4",
                "--steps",
                "5",
                "--batch",
                "16",
                "--threads",
                "1",
                "--out",
                dir.resolve("g.net").toString(),
                "--card",
                card.toString());
        assertEquals(0, self.status(), self.err());
        assertTrue(self.out().contains("generation 1: 4 self-play games"), self.out());
        assertTrue(self.out().contains("against the best over 4 games"), self.out());
        Matcher beside = Pattern.compile("(\\d+) labelled beside").matcher(self.out());
        assertTrue(beside.find(), self.out());
        assertTrue(
                Integer.parseInt(beside.group(1)) > 2 * 60,
                "the 60 labelled positions and their mirror images, and with --child-values the positions one"
                        + " move away: " + beside.group());
        JsonNode stages = new ObjectMapper().readTree(card.toFile()).get("stages");
        assertEquals(2, stages.size(), "supervised, then generation 1");
        assertEquals("supervised", stages.get(0).get("name").asText());
        assertEquals("generation-1", stages.get(1).get("name").asText());
        for (JsonNode st : stages) {
            assertTrue(st.get("cpuSeconds").asDouble() > 0, "each stage records the CPU time it took: " + st);
        }
        double all = stages.get(0).get("mistakes").get("all").asDouble();
        assertTrue(all >= 0 && all <= 1, "a mistake rate");
        MlpNet.read(Files.readString(dir.resolve("g.net")));

        ArenaCliTest.Run graded = ArenaCliTest.arena(
                "mistakes", "--sets", set.toString(), "--players", "perfect net random", "--net", net.toString());
        assertEquals(0, graded.status(), graded.err());
        String[] rows = graded.out().split("\n");
        assertEquals(4, rows.length, graded.out());
        assertTrue(rows[1].startsWith("perfect"), graded.out());
        assertTrue(rows[1].matches("perfect\\s+(\\S+\\s+)*0\\.0%\\s+[0-9.]+"), "the solver never errs: " + rows[1]);
        assertTrue(rows[2].startsWith("net"), graded.out());
    }

    /** A supervised stage on 40 fresh positions (14-16 stones) with an 8-unit network, and {@code more}. */
    private static ArenaCliTest.Run tinySupervised(String... more) {
        List<String> args = new ArrayList<>(List.of(
                "train",
                "--game",
                "connect-four",
                "--stage",
                "supervised",
                "--positions",
                "40",
                "--stones",
                "14-16",
                "--hidden",
                "8",
                "--batch",
                "16"));
        args.addAll(List.of(more));
        return ArenaCliTest.arena(args.toArray(String[]::new));
    }

    @Test
    void aCpuBudgetStopsTrainingLongBeforeItsSteps() {
        ArenaCliTest.Run r = tinySupervised(
                "--steps",
                "100000000",
                "--cpu-seconds",
                "1",
                "--out",
                dir.resolve("budget.net").toString());
        assertEquals(0, r.status(), r.err());
        Matcher m = Pattern.compile("kept the network of step \\d+ of (\\d+) \\([0-9.]+ s, ([0-9.]+) CPU-seconds\\)")
                .matcher(r.out());
        assertTrue(m.find(), r.out());
        assertTrue(Integer.parseInt(m.group(1)) < 100_000_000, "stopped by the budget: " + m.group());
        assertTrue(Double.parseDouble(m.group(2)) >= 1, "after a CPU-second at least: " + m.group());
    }

    @Test
    void whatCannotBeTrainedIsRefusedBeforeAnyWork() {
        ArenaCliTest.Run stage = ArenaCliTest.arena("train", "--stage", "reinforcement");
        assertEquals(ExitStatus.UNREADABLE, stage.status());
        assertTrue(stage.err().contains("--stage"), stage.err());
        ArenaCliTest.Run from = ArenaCliTest.arena("train", "--stage", "self-play");
        assertEquals(ExitStatus.UNREADABLE, from.status());
        assertTrue(from.err().contains("--from"), from.err());
        ArenaCliTest.Run data =
                ArenaCliTest.arena("train", "--data", dir.resolve("missing.txt").toString());
        assertEquals(ExitStatus.UNREADABLE, data.status());
        assertTrue(data.err().contains("missing.txt"), data.err());
        ArenaCliTest.Run stones = ArenaCliTest.arena("train", "--stones", "20-10");
        assertEquals(ExitStatus.UNREADABLE, stones.status());
        assertTrue(stones.err().contains("--stones"), stones.err());
        ArenaCliTest.Run game = ArenaCliTest.arena("train", "--game", "tic-tac-toe");
        assertEquals(ExitStatus.UNREADABLE, game.status());
        ArenaCliTest.Run twoBudgets = ArenaCliTest.arena("train", "--seconds", "60", "--cpu-seconds", "60");
        assertEquals(ExitStatus.UNREADABLE, twoBudgets.status());
        assertTrue(twoBudgets.err().contains("not both"), twoBudgets.err());
        ArenaCliTest.Run target = ArenaCliTest.arena("train", "--out", dir.toString());
        assertEquals(ExitStatus.UNREADABLE, target.status());
        assertTrue(target.err().contains("cannot write"), target.err());
    }
}
