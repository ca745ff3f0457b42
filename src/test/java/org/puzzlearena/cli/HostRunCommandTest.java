package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.cli.ArenaCliTest.arena;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.cli.command.ExitStatus;

/** {@code arena host-run}: one JSON line for a run, and a clear message for what it cannot run. */
class HostRunCommandTest {

    @TempDir
    Path dir;

    @Test
    void theStarterBotsRunIsOneJsonLineWithItsVerdictAndCpuTime() {
        ArenaCliTest.Run r = arena(
                "host-run",
                "--runtime",
                "node",
                "--bot",
                "bots/starter/bot.mjs",
                "--game",
                "samegame",
                "--instance",
                "standard/2",
                "--cpu-seconds",
                "1",
                "--wall-seconds",
                "10");
        assertEquals(ExitStatus.OK, r.status(), r.err());
        assertEquals(1, r.out().lines().count(), r.out());
        assertTrue(r.out().startsWith("{\"verdict\":\"ok\",\"score\":"), r.out());
        assertTrue(r.out().contains("\"instance\":\"standard/2\"") && r.out().contains("\"cpuMs\":"), r.out());
    }

    @Test
    void aBotWithoutAVerdictOkExitsOne() throws IOException {
        Path bot = Files.writeString(dir.resolve("quiet.py"), "import sys\nsys.exit(0)\n");
        ArenaCliTest.Run r = arena(
                "host-run", "--runtime", "python", "--bot", bot.toString(), "--game", "samegame", "--cpu-seconds", "1");
        assertEquals(ExitStatus.INVALID, r.status(), r.err());
        assertTrue(r.out().startsWith("{\"verdict\":\"crash\""), r.out());
    }

    @Test
    void anUnknownRuntimeIsRefused() {
        ArenaCliTest.Run r = arena(
                "host-run",
                "--runtime",
                "ruby",
                "--bot",
                "bots/starter/bot.py",
                "--game",
                "samegame",
                "--cpu-seconds",
                "1");
        assertEquals(ExitStatus.UNREADABLE, r.status());
        assertTrue(r.err().contains("--runtime must be python, node or java, got 'ruby'"), r.err());
    }

    @Test
    void aMissingBotIsRefused() {
        ArenaCliTest.Run r = arena(
                "host-run",
                "--runtime",
                "python",
                "--bot",
                dir.resolve("nope.py").toString(),
                "--game",
                "samegame",
                "--cpu-seconds",
                "1");
        assertEquals(ExitStatus.UNREADABLE, r.status());
        assertTrue(r.err().contains("nope.py does not exist"), r.err());
    }

    @Test
    void aDirectoryNeedsAnEntryCommand() {
        ArenaCliTest.Run r = arena(
                "host-run", "--runtime", "python", "--bot", dir.toString(), "--game", "samegame", "--cpu-seconds", "1");
        assertEquals(ExitStatus.UNREADABLE, r.status());
        assertTrue(r.err().contains("a bot directory needs --entry"), r.err());
    }

    @Test
    void aFileTheRuntimeCannotRunNeedsAnEntryCommand() throws IOException {
        Path bot = Files.writeString(dir.resolve("bot.rb"), "puts 1\n");
        ArenaCliTest.Run r = arena(
                "host-run", "--runtime", "node", "--bot", bot.toString(), "--game", "samegame", "--cpu-seconds", "1");
        assertEquals(ExitStatus.UNREADABLE, r.status());
        assertTrue(r.err().contains("the node runtime runs a single file ending in .js or .mjs"), r.err());
    }

    @Test
    void theBudgetIsRequired() {
        ArenaCliTest.Run r =
                arena("host-run", "--runtime", "python", "--bot", "bots/starter/bot.py", "--game", "samegame");
        assertEquals(ExitStatus.UNREADABLE, r.status());
        assertTrue(r.err().contains("--cpu-seconds is required"), r.err());
    }
}
