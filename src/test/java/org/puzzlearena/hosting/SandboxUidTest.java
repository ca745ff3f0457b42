package org.puzzlearena.hosting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * As root (the workers and CI), each sandbox running at a time has its own uid, so RLIMIT_NPROC, which
 * counts a user's tasks machine-wide, is each bot's own: a fork bomb reaching its cap leaves its
 * neighbour's forks alone.
 */
class SandboxUidTest {

    private static final HostedRun RUN = new HostedRun(new ArenaFiles(Path.of("")), Interpreters.ofThisMachine());

    private static final Path HOSTILE = Path.of("src/test/resources/hosting/hostile");

    private static State samegame() {
        return Games.byId("samegame").orElseThrow().newInitialState("standard/1");
    }

    @Test
    void aForkBombDoesNotTakeItsNeighboursProcessCap() throws IOException {
        assumeTrue(Files.getAttribute(Path.of("/proc/self"), "unix:uid").equals(0), "uids are handed out as root");
        // The neighbour keeps 40 children of its 64 alive for two seconds while the bomb fills its own 64.
        CompletableFuture<RunRecord> neighbour = CompletableFuture.supplyAsync(() -> RUN.run(
                BotRuntime.PYTHON,
                HOSTILE.resolve("fork_neighbour.py"),
                null,
                samegame(),
                SandboxLimits.forBudget(4000, 10_000L).withProcesses(64)));
        sleep(300);
        RunRecord bomb = RUN.run(
                BotRuntime.PYTHON,
                HOSTILE.resolve("fork_bomb.py"),
                null,
                samegame(),
                SandboxLimits.forBudget(1000, 5000L).withProcesses(64));
        RunRecord r = neighbour.join();
        HostedRunTest.assertNoSandboxProcessLeft();
        assertInstanceOf(Verdict.ProcessLimit.class, bomb.verdict(), bomb::json);
        assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        assertNotEquals(bomb.sandboxUid(), r.sandboxUid());
        assertTrue(HostedRunTest.isSandboxUid(bomb.sandboxUid()) && HostedRunTest.isSandboxUid(r.sandboxUid()));
        Matcher m = Pattern.compile("forks (\\d+), refused (\\d+), uid (\\d+)").matcher(r.stderrTail());
        assertTrue(m.find(), r::json);
        assertTrue(Integer.parseInt(m.group(1)) >= 40, r::json);
        assertEquals("0", m.group(2), r::json);
        assertEquals(Long.toString(r.sandboxUid()), m.group(3));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
