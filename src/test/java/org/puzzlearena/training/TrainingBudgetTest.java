package org.puzzlearena.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Training budgets in wall time or in the process's CPU time. */
class TrainingBudgetTest {

    @Test
    void aCpuBudgetIsSpentByWork() {
        TrainingBudget.Meter m = new TrainingBudget(0.2, true).start();
        assertFalse(m.spent(), "nothing done yet: " + m.cpuSeconds());
        long sink = 0;
        while (!m.spent()) {
            for (int i = 0; i < 1_000_000; i++) {
                sink += i * 31L ^ sink;
            }
        }
        assertTrue(m.cpuSeconds() >= 0.2, "spent after 0.2 CPU-seconds: " + m.cpuSeconds() + " " + sink);
    }

    @Test
    void aWallBudgetIsSpentByWaiting() throws InterruptedException {
        TrainingBudget.Meter m = new TrainingBudget(0.1, false).start();
        Thread.sleep(150);
        assertTrue(m.spent());
    }

    @Test
    void noBudgetIsNeverSpentAndANegativeOneIsRefused() {
        assertFalse(TrainingBudget.NONE.start().spent());
        assertEquals("no time limit", TrainingBudget.NONE.describe());
        assertEquals("600 CPU-seconds", new TrainingBudget(600, true).describe());
        assertThrows(IllegalArgumentException.class, () -> new TrainingBudget(-1, false));
    }
}
