package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.search.deep.MlpNet;

/** {@code arena train} as a user runs it: progress, a network file the platform reads, clear refusals. */
class TrainCommandTest {

    @TempDir
    Path dir;

    @Test
    void aShortSupervisedRunPrintsItsProgressAndWritesANetwork() throws Exception {
        Path out = dir.resolve("models/tiny.net");
        ArenaCliTest.Run r = ArenaCliTest.arena(
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
                "--steps",
                "20",
                "--batch",
                "16",
                "--seed",
                "3",
                "--out",
                out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("positions: 40 of 40 solved"), r.out());
        assertTrue(r.out().contains("step 20 of 20: train loss"), r.out());
        assertTrue(r.out().contains("the network alone on 4 held-out positions: "), r.out());
        assertTrue(r.out().contains("wrote " + out + ": " + (84 * 8 + 8 + 8 * 7 + 7 + 8 + 1) + " parameters"), r.out());
        MlpNet net = MlpNet.read(Files.readString(out));
        assertEquals("connect-four", net.gameId());
    }

    @Test
    void whatCannotBeTrainedIsRefusedBeforeAnyWork() {
        ArenaCliTest.Run stage = ArenaCliTest.arena("train", "--stage", "self-play");
        assertEquals(ExitStatus.UNREADABLE, stage.status());
        assertTrue(stage.err().contains("--stage"), stage.err());
        ArenaCliTest.Run stones = ArenaCliTest.arena("train", "--stones", "20-10");
        assertEquals(ExitStatus.UNREADABLE, stones.status());
        assertTrue(stones.err().contains("--stones"), stones.err());
        ArenaCliTest.Run game = ArenaCliTest.arena("train", "--game", "tic-tac-toe");
        assertEquals(ExitStatus.UNREADABLE, game.status());
        ArenaCliTest.Run target = ArenaCliTest.arena("train", "--out", dir.toString());
        assertEquals(ExitStatus.UNREADABLE, target.status());
        assertTrue(target.err().contains("cannot write"), target.err());
    }
}
