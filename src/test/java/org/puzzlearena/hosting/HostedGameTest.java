package org.puzzlearena.hosting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * Two-player games between a hosted bot and a reference player: each starter bot plays a whole game
 * legally in its runtime, and each hostile bot's game ends with its verdict, recorded, as the bot's
 * loss, with the moves played until then and no process left behind.
 */
class HostedGameTest {

    private static final HostedGame GAME = new HostedGame(new ArenaFiles(Path.of("")), Interpreters.ofThisMachine());

    private static final SandboxLimits TINY = SandboxLimits.forBudget(1000, 5000L);

    /** A reference player that always plays the first legal move: in Connect Four, column 1 until it is full. */
    private static final Opponent FIRST_LEGAL = new Opponent() {
        @Override
        public String name() {
            return "first-legal";
        }

        @Override
        public int move(State position) {
            int[] moves = new int[position.game().maxLegalMoves()];
            position.legalMoves(moves);
            return moves[0];
        }
    };

    @TempDir
    Path temp;

    private static State connectFour() {
        return Games.byId("connect-four").orElseThrow().newInitialState("start");
    }

    private GameRecord hostile(String name, SandboxLimits limits, String placeholder, String value) throws IOException {
        String text = Files.readString(Path.of("src/test/resources/hosting/hostile/two-player", name));
        Path bot = temp.resolve(name);
        Files.writeString(bot, placeholder.isEmpty() ? text : text.replace(placeholder, value));
        GameRecord record = GAME.play(BotRuntime.PYTHON, bot, null, connectFour(), true, FIRST_LEGAL, limits);
        HostedRunTest.assertNoSandboxProcessLeft();
        return record;
    }

    private GameRecord hostile(String name, SandboxLimits limits) throws IOException {
        return hostile(name, limits, "", "");
    }

    /** A forfeit: the bot's loss, the game not over, every move before the verdict legal and recorded. */
    private static void assertForfeit(GameRecord r) {
        assertEquals("loss", r.result(), r::json);
        assertTrue(r.json().startsWith("{\"verdict\":\"" + r.verdict().id() + "\""), r::json);
        assertTrue(r.json().contains("\"result\":\"loss\""), r::json);
        ReplayResult.Valid played = assertInstanceOf(ReplayResult.Valid.class, Replay.moves(connectFour(), r.moves()));
        assertFalse(played.finalState().isTerminal(), r::json);
    }

    private static void assertStarterPlaysAGame(BotRuntime runtime, String file, boolean botFirst, long cpuMillis) {
        SandboxLimits limits = SandboxLimits.forBudget(cpuMillis, 20_000L);
        GameRecord r =
                GAME.play(runtime, Path.of("bots/starter", file), null, connectFour(), botFirst, FIRST_LEGAL, limits);
        assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        assertEquals(botFirst ? 0 : 1, r.botPlayer());
        // The moves replay to the end, and the result is the bot's as the rules score it.
        ReplayResult.Valid played = assertInstanceOf(ReplayResult.Valid.class, Replay.moves(connectFour(), r.moves()));
        assertTrue(played.finalState().isTerminal(), r::json);
        int bot = played.finalState().returns(r.botPlayer());
        assertEquals(bot > 0 ? "win" : bot < 0 ? "loss" : "draw", r.result(), r::json);
        // It does not lose at once to a player that only stacks column 1: it blocks four in a column.
        assertTrue(r.result().equals("win") || r.moves().size() > 8, r::json);
        assertTrue(r.cpuMillis() > 0 && r.cpuMillis() <= cpuMillis, r::json);
        assertTrue(r.json().contains("\"opponent\":\"first-legal\""), r::json);
    }

    @Test
    void pythonStarterBotPlaysAWholeGameLegally() {
        assertStarterPlaysAGame(BotRuntime.PYTHON, "two_player_bot.py", true, 5000);
    }

    @Test
    void nodeStarterBotPlaysAWholeGameLegally() {
        assertStarterPlaysAGame(BotRuntime.NODE, "two_player_bot.mjs", false, 3000);
    }

    @Test
    void javaStarterBotPlaysAWholeGameLegally() {
        // The source launcher compiles the bot first, within the game's budget.
        assertStarterPlaysAGame(BotRuntime.JAVA, "TwoPlayerBot.java", true, 6000);
    }

    @Test
    void aSlowReferencePlayersTurnsAreNotChargedToTheBotsWallCap() {
        // The reference player computes 0.8 s a move; the bot's wall cap is 2 s for the whole game.
        Opponent slow = new Opponent() {
            @Override
            public String name() {
                return "slow";
            }

            @Override
            public int move(State position) {
                long end = System.nanoTime() + 800_000_000L;
                while (System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
                return FIRST_LEGAL.move(position);
            }
        };
        State ticTacToe = Games.byId("tic-tac-toe").orElseThrow().newInitialState("start");
        GameRecord r = GAME.play(
                BotRuntime.NODE,
                Path.of("bots/starter/two_player_bot.mjs"),
                null,
                ticTacToe,
                true,
                slow,
                SandboxLimits.forBudget(2000, 2000L));
        assertInstanceOf(Verdict.Ok.class, r.verdict(), r::json);
        long opponentMoves = r.moves().size() / 2;
        assertTrue(opponentMoves >= 2, r::json);
        assertTrue(r.wallMillis() - r.botWallMillis() >= opponentMoves * 800, r::json);
        assertTrue(r.opponentCpuMillis() >= opponentMoves * 600, r::json);
    }

    @Test
    void anIllegalMoveEndsTheGameAsALossNamingTheMoveAndTheRulesReason() throws IOException {
        GameRecord r = hostile("column_one.py", TINY);
        Verdict.IllegalMove v = assertInstanceOf(Verdict.IllegalMove.class, r.verdict(), r::json);
        // Column 1 took the bot's three moves and the reference player's three: the seventh is refused.
        assertEquals(6, v.moveIndex());
        assertEquals("1", v.move());
        assertEquals("column 1 is full", v.reason());
        assertEquals(List.of("1", "1", "1", "1", "1", "1"), r.moves());
        assertForfeit(r);
    }

    @Test
    void aLineThatIsNotJsonIsMalformedOutputAndALoss() throws IOException {
        GameRecord r = hostile("malformed.py", TINY);
        Verdict.MalformedOutput v = assertInstanceOf(Verdict.MalformedOutput.class, r.verdict(), r::json);
        assertTrue(v.reason().startsWith("not JSON"), r::json);
        assertEquals("I play column 4", v.lineStart());
        assertEquals(List.of(), r.moves());
        assertForfeit(r);
    }

    @Test
    void aMoveOutOfTurnIsMalformedOutput() throws IOException {
        GameRecord r = hostile("double_move.py", TINY);
        Verdict.MalformedOutput v = assertInstanceOf(Verdict.MalformedOutput.class, r.verdict(), r::json);
        assertEquals("a move when it is not the bot's turn", v.reason());
        assertForfeit(r);
    }

    @Test
    void aBotThatNeverAnswersItsTurnEndsWithNoAnswerAtTheWallCap() throws IOException {
        GameRecord r = hostile("silent.py", SandboxLimits.forBudget(1000, 1500L));
        Verdict.NoAnswer v = assertInstanceOf(Verdict.NoAnswer.class, r.verdict(), r::json);
        assertEquals(1500, v.wallMillisCap());
        // Its first move and the reply were played; then it waited out its wall time.
        assertEquals(2, r.moves().size(), r::json);
        assertTrue(r.botWallMillis() >= 1500 && r.wallMillis() < 6000, r::json);
        assertTrue(r.cpuMillis() < 500, r::json);
        assertForfeit(r);
    }

    @Test
    void cpuSpentBetweenTurnsCountsAgainstTheGamesBudget() throws IOException {
        // Each turn is answered at once; the 0.4 CPU-s after each answer use up the 1 CPU-s game budget
        // on the bot's third pondering, long before the game could end.
        GameRecord r = hostile("ponder_hog.py", TINY, "CPU_PER_PONDER", "0.4");
        Verdict.Time v = assertInstanceOf(Verdict.Time.class, r.verdict(), r::json);
        assertEquals(1000, v.cpuMillisBudget());
        assertTrue(r.cpuMillis() > 1000 && r.cpuMillis() < 1600, r::json);
        assertTrue(r.moves().size() >= 4 && r.moves().size() <= 7, r::json);
        assertForfeit(r);
    }

    @Test
    void aBotThatExitsMidGameCrashed() throws IOException {
        GameRecord r = hostile("quitter.py", TINY);
        Verdict.Crash v = assertInstanceOf(Verdict.Crash.class, r.verdict(), r::json);
        assertTrue(v.exit().startsWith("exit status 4"), r::json);
        assertTrue(v.stderrTail().contains("giving up"), r::json);
        assertForfeit(r);
    }

    @Test
    void aPuzzleIsRefused() {
        State samegame = Games.byId("samegame").orElseThrow().newInitialState("standard/1");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> GAME.play(
                        BotRuntime.PYTHON, Path.of("bots/starter/bot.py"), null, samegame, true, FIRST_LEGAL, TINY));
        assertEquals("samegame is not a two-player game", e.getMessage());
    }
}
