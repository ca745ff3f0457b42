package org.puzzlearena.server.botruns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.puzzlearena.hosting.SandboxCheck;
import org.puzzlearena.hosting.SandboxLimits;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.hostedbots.StoredVersion;

/**
 * What a worker does with a hosted run another worker began (docs/HOSTED_BOTS.md, restarts): the
 * bot starts again from scratch with its full budget, whatever the first attempt spent; and a worker
 * without the sandbox's programs says which are missing.
 */
class HostedRestartTest {

    private static final StoredVersion V = new StoredVersion(
            7, 1, "my-nmcs", "alice", 3, 3, "python", "file", "bot.py", null, 2, "ab", Instant.EPOCH, null);

    @Test
    void aHostedRunTakenOverStartsAgainWithItsFullBudget() {
        State initial = Games.byId("samegame").orElseThrow().newInitialState("standard/1");
        BotRun stored = new BotRun();
        stored.name = "alice/my-nmcs v3 (hosted, 10 CPU-s)";
        stored.cpuSeconds = 10.0;
        stored.cpuMs = 7_500L; // what the dead worker's attempt had spent
        stored.elapsedMs = 8_000;
        stored.attempts = 1;
        stored.bestScore = 1234;
        RunPlan plan = HostedPlans.restartPlan(stored, initial, V);
        assertEquals(10.0, plan.budget().seconds(), "the full CPU budget, not what was left");
        assertTrue(plan.budget().cpuTime());
        assertEquals(SandboxLimits.forBudget(10_000, null), plan.hosted().limits());
        assertEquals(stored.name, plan.name());
        assertNull(plan.algorithm(), "an uploaded program, not a search of ours");
    }

    @Test
    void theSandboxesProgramsAreNamedWhenMissing() {
        assertEquals(
                java.util.List.of("bwrap (the bubblewrap package)", "prlimit (util-linux)", "setpriv (util-linux)"),
                SandboxCheck.missing("/nonexistent", true));
        assertEquals(
                java.util.List.of("bwrap (the bubblewrap package)", "prlimit (util-linux)"),
                SandboxCheck.missing("", false));
    }

    @Test
    void aHostedRunIsNamedByOwnerBotVersionAndBudget() {
        assertEquals("alice/my-nmcs v3 (hosted, 10 CPU-s)", BotNames.hosted("alice", "my-nmcs", 3, 10.0));
        assertEquals("alice/my-nmcs v1 (hosted, 0.5 CPU-s)", BotNames.hosted("alice", "my-nmcs", 1, 0.5));
    }
}
