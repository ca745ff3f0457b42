package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.cli.ArenaCliTest.arena;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    @Test
    void aTwoPlayerBotPlaysGamesAgainstAReferencePlayerOneRecordAGameThenTheSummary() {
        ArenaCliTest.Run r = arena(
                "host-run",
                "--runtime",
                "node",
                "--bot",
                "bots/starter/two_player_bot.mjs",
                "--game",
                "tic-tac-toe",
                "--opponent",
                "uct:sims=50",
                "--games",
                "2",
                "--cpu-seconds",
                "3");
        assertEquals(ExitStatus.OK, r.status(), r.err() + r.out());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        // --alternate by default: the bot moves first in the first game, second in the next.
        assertTrue(lines.get(0).startsWith("{\"verdict\":\"ok\",\"result\":"), r.out());
        assertTrue(lines.get(0).contains("\"botPlayer\":0") && lines.get(1).contains("\"botPlayer\":1"), r.out());
        assertTrue(lines.get(0).contains("\"opponent\":\"uct:sims=50\""), r.out());
        Matcher m = Pattern.compile("\"wins\":(\\d+),\"draws\":(\\d+),\"losses\":(\\d+)")
                .matcher(lines.get(2));
        assertTrue(lines.get(2).startsWith("{\"summary\":{\"games\":2,") && m.find(), r.out());
        assertEquals(2, Integer.parseInt(m.group(1)) + Integer.parseInt(m.group(2)) + Integer.parseInt(m.group(3)));
        assertTrue(lines.get(2).contains("\"verdicts\":{\"ok\":2}"), r.out());
    }

    @Test
    void aTwoPlayerBotsForfeitIsALossAndExitsOne() throws IOException {
        Path bot = Files.writeString(dir.resolve("prose.py"), "import sys\nsys.stdin.readline()\nprint('4')\n");
        ArenaCliTest.Run r = arena(
                "host-run",
                "--runtime",
                "python",
                "--bot",
                bot.toString(),
                "--game",
                "connect-four",
                "--opponent",
                "random",
                "--bot-first",
                "--cpu-seconds",
                "1");
        assertEquals(ExitStatus.INVALID, r.status(), r.err());
        assertTrue(r.out().startsWith("{\"verdict\":\"malformed output\""), r.out());
        assertTrue(r.out().contains("\"losses\":1,\"verdicts\":{\"malformed output\":1}"), r.out());
    }

    @Test
    void aTwoPlayerGameNeedsAnOpponentAndAPuzzleRefusesOne() {
        ArenaCliTest.Run none = arena(
                "host-run",
                "--runtime",
                "python",
                "--bot",
                "bots/starter/two_player_bot.py",
                "--game",
                "connect-four",
                "--cpu-seconds",
                "1");
        assertEquals(ExitStatus.UNREADABLE, none.status());
        assertTrue(
                none.err().contains("connect-four is a two-player game: --opponent names the reference player"),
                none.err());
        ArenaCliTest.Run puzzle = arena(
                "host-run",
                "--runtime",
                "python",
                "--bot",
                "bots/starter/bot.py",
                "--game",
                "samegame",
                "--opponent",
                "random",
                "--cpu-seconds",
                "1");
        assertEquals(ExitStatus.UNREADABLE, puzzle.status());
        assertTrue(puzzle.err().contains("--opponent is for two-player games; samegame is a puzzle"), puzzle.err());
        ArenaCliTest.Run unknown = arena(
                "host-run",
                "--runtime",
                "python",
                "--bot",
                "bots/starter/two_player_bot.py",
                "--game",
                "tic-tac-toe",
                "--opponent",
                "grandmaster",
                "--cpu-seconds",
                "1");
        assertEquals(ExitStatus.UNREADABLE, unknown.status());
        assertTrue(unknown.err().contains("--opponent: unknown player 'grandmaster'"), unknown.err());
    }
}
