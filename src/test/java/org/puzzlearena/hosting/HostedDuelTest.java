package org.puzzlearena.hosting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * Two hosted bots against each other, each in a sandbox of its own under the same budget: the starter
 * bots play a whole game by the rules in two runtimes; a bot that plays an illegal move, exits mid-game
 * or burns its CPU while the other thinks loses the game by its own verdict, the other wins, and no
 * process of either is left behind.
 */
class HostedDuelTest {

    private static final HostedGame GAME = new HostedGame(new ArenaFiles(Path.of("")), Interpreters.ofThisMachine());

    private static final SandboxLimits TINY = SandboxLimits.forBudget(1000, 5000L);

    @TempDir
    Path temp;

    private static State connectFour() {
        return Games.byId("connect-four").orElseThrow().newInitialState("start");
    }

    /** The first bot (the starter) against {@code opponent}'s file in its own sandbox. */
    private Duel duel(
            BotRuntime opponentRuntime, Path opponentBot, SandboxLimits opponentLimits, boolean starterFirst) {
        try (SandboxedOpponent opponent = SandboxedOpponent.open(
                new ArenaFiles(Path.of("")),
                Interpreters.ofThisMachine(),
                opponentRuntime,
                opponentBot,
                null,
                "opponent v1",
                "starter v1",
                connectFour(),
                opponentLimits)) {
            GameRecord r = GAME.play(
                    BotRuntime.PYTHON,
                    Path.of("bots/starter/two_player_bot.py"),
                    null,
                    connectFour(),
                    starterFirst,
                    opponent,
                    SandboxLimits.forBudget(5000, 20_000L));
            opponent.finish(r);
            return new Duel(r, opponent.verdict(), opponent.cpuMillis());
        } finally {
            HostedRunTest.assertNoSandboxProcessLeft();
        }
    }

    private record Duel(GameRecord record, Verdict opponentVerdict, long opponentCpuMillis) {}

    private Path hostile(String name, String placeholder, String value) throws IOException {
        String text = Files.readString(Path.of("src/test/resources/hosting/hostile/two-player", name));
        Path bot = temp.resolve(name);
        Files.writeString(bot, placeholder.isEmpty() ? text : text.replace(placeholder, value));
        return bot;
    }

    /** The opponent's forfeit: the starter's win, every move before it legal, the game not over. */
    private static void assertOpponentForfeited(Duel d) {
        GameRecord r = d.record();
        assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        assertEquals("win", r.result(), r::json);
        ReplayResult.Valid played = assertInstanceOf(ReplayResult.Valid.class, Replay.moves(connectFour(), r.moves()));
        assertTrue(!played.finalState().isTerminal(), r::json);
    }

    @Test
    void twoStarterBotsInTwoRuntimesPlayAWholeGameByTheRules() {
        Duel d = duel(
                BotRuntime.NODE,
                Path.of("bots/starter/two_player_bot.mjs"),
                SandboxLimits.forBudget(5000, 20_000L),
                false);
        GameRecord r = d.record();
        assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        assertNull(d.opponentVerdict());
        ReplayResult.Valid played = assertInstanceOf(ReplayResult.Valid.class, Replay.moves(connectFour(), r.moves()));
        assertTrue(played.finalState().isTerminal(), r::json);
        int starter = played.finalState().returns(r.botPlayer());
        assertEquals(starter > 0 ? "win" : starter < 0 ? "loss" : "draw", r.result(), r::json);
        assertEquals(1, r.botPlayer(), "the opponent moved first");
        assertTrue(d.opponentCpuMillis() > 0 && d.opponentCpuMillis() <= 5000, "its own tree's CPU: " + d);
        assertTrue(r.json().contains("\"opponent\":\"opponent v1\""), r::json);
    }

    @Test
    void theOpponentsSeatHearsHowTheGameEndedAsTheOtherDoes() throws Exception {
        // Plays the first legal move and, told the result, says it on standard error.
        Path bot = temp.resolve("listener.py");
        Files.writeString(
                bot,
                "import sys, json\n"
                        + "json.loads(sys.stdin.readline())\n"
                        + "for line in sys.stdin:\n"
                        + "    msg = json.loads(line)\n"
                        + "    if 'result' in msg:\n"
                        + "        print('told: ' + msg['result'] + ' after ' + str(len(msg['moves'])), file=sys.stderr, flush=True)\n"
                        + "    elif 'legalMoves' in msg:\n"
                        + "        print(json.dumps({'move': msg['legalMoves'][0]}), flush=True)\n");
        try (SandboxedOpponent opponent = SandboxedOpponent.open(
                new ArenaFiles(Path.of("")),
                Interpreters.ofThisMachine(),
                BotRuntime.PYTHON,
                bot,
                null,
                "listener v1",
                "starter v1",
                connectFour(),
                SandboxLimits.forBudget(5000, 20_000L))) {
            GameRecord r = GAME.play(
                    BotRuntime.PYTHON,
                    Path.of("bots/starter/two_player_bot.py"),
                    null,
                    connectFour(),
                    true,
                    opponent,
                    SandboxLimits.forBudget(5000, 20_000L));
            assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
            opponent.finish(r);
            String expected = switch (r.result()) {
                case "win" -> "loss";
                case "loss" -> "win";
                default -> "draw";
            };
            String told = "told: " + expected + " after " + r.moves().size();
            for (int i = 0; i < 500 && !opponent.stderrTail().contains(told); i++) {
                Thread.sleep(20);
            }
            assertTrue(opponent.stderrTail().contains(told), opponent.stderrTail() + " / " + r.json());
        } finally {
            HostedRunTest.assertNoSandboxProcessLeft();
        }
    }

    @Test
    void anOpponentsIllegalMoveLosesItTheGame() throws IOException {
        // Plays column 9, which no Connect Four board has, at its second turn.
        Path bot = temp.resolve("ninth.py");
        Files.writeString(
                bot,
                "import sys, json\n"
                        + "json.loads(sys.stdin.readline())\n"
                        + "turns = 0\n"
                        + "for line in sys.stdin:\n"
                        + "    turn = json.loads(line)\n"
                        + "    if 'legalMoves' in turn:\n"
                        + "        turns += 1\n"
                        + "        move = turn['legalMoves'][0] if turns == 1 else '9'\n"
                        + "        print(json.dumps({'move': move}), flush=True)\n");
        Duel d = duel(BotRuntime.PYTHON, bot, TINY, true);
        Verdict.IllegalMove v = assertInstanceOf(Verdict.IllegalMove.class, d.opponentVerdict());
        assertEquals("9", v.move());
        assertEquals(3, v.moveIndex(), "the starter's two moves and the opponent's first came before it");
        assertEquals(3, d.record().moves().size());
        assertOpponentForfeited(d);
    }

    @Test
    void anOpponentThatExitsMidGameCrashedAndLoses() throws IOException {
        Duel d = duel(BotRuntime.PYTHON, hostile("quitter.py", "", ""), TINY, false);
        assertInstanceOf(Verdict.Crash.class, d.opponentVerdict());
        assertOpponentForfeited(d);
    }

    @Test
    void anOpponentBurningCpuWhileTheOtherThinksIsStoppedByItsBudget() throws IOException {
        Duel d = duel(BotRuntime.PYTHON, hostile("ponder_hog.py", "CPU_PER_PONDER", "0.4"), TINY, true);
        Verdict.Time v = assertInstanceOf(Verdict.Time.class, d.opponentVerdict());
        assertEquals(1000, v.cpuMillisBudget());
        assertTrue(d.opponentCpuMillis() < 1600, "stopped soon after its budget: " + d);
        assertOpponentForfeited(d);
    }
}
