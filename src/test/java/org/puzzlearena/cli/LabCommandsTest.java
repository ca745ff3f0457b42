package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.cli.ArenaCliTest.arena;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.cli.ArenaCliTest.Run;

/** The MCTS lab's commands (bandit, analyse, match, move) as a user and a script see them. */
class LabCommandsTest {

    @Test
    void banditPrintsOneRowPerCheckpointWithUcbBoundBeside() {
        Run r = arena("bandit", "--arms", "0.1,0.3,0.5,0.7,0.9", "--pulls", "2000", "--runs", "4", "--seed", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("| pulls | random | epsilon-greedy 0.1 | UCB1 | UCB1 bound (Auer et al. 2002) |"), r.out());
        assertTrue(r.out().contains("\n| 2000 |"), r.out());
        assertEquals(r.out(), arena("bandit", "--arms", "0.1,0.3,0.5,0.7,0.9", "--pulls", "2000", "--runs", "4",
                "--seed", "1").out(), "a seed fixes the table");
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
    void helpListsTheLabCommands() {
        Run r = arena("help");
        assertEquals(0, r.status());
        for (String command : List.of("bandit")) {
            assertTrue(r.out().contains("  " + command + " "), command + " in " + r.out());
        }
    }
}
