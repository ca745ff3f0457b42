package org.puzzlearena.hosting;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.ResultKind;
import org.puzzlearena.rules.State;

/**
 * Plays one two-player game between a hosted bot and a reference player. The bot's process stays open
 * for the whole game: it gets the request line, then one turn line each time it is to move, and
 * answers each with its move. Its CPU budget is for the game and its whole process tree, so what it
 * computes while the reference player thinks (pondering) counts; its wall cap counts only the time
 * the platform waits on it. Any verdict but ok ends the game at once as the bot's loss.
 *
 * <p>The reference player decides on a thread of its own while the bot's tree keeps being watched,
 * so a bot that burns CPU or memory during the other side's turn is stopped then, not after it.
 */
public final class HostedGame {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final ArenaFiles files;
    private final Interpreters interpreters;
    private final UidPool uids;

    /** Games run as root take their uids from the machine's pool ({@link UidPool#shared()}). */
    public HostedGame(ArenaFiles files, Interpreters interpreters) {
        this(files, interpreters, UidPool.shared());
    }

    public HostedGame(ArenaFiles files, Interpreters interpreters, UidPool uids) {
        this.files = files;
        this.interpreters = interpreters;
        this.uids = uids;
    }

    /**
     * @param bot a file or a directory
     * @param entry the command inside the sandbox, or null for the runtime's way of running a single file
     * @param start a non-terminal position of a two-player game (an instance's initial state)
     * @param botFirst whether the bot is to move in {@code start}
     * @throws IllegalArgumentException for a puzzle or a finished game
     * @throws HostedRun.NoEntry when the bot's command cannot be decided
     */
    public GameRecord play(
            BotRuntime runtime,
            Path bot,
            String entry,
            State start,
            boolean botFirst,
            Opponent opponent,
            SandboxLimits limits) {
        if (!plays(start.game().type())) {
            throw new IllegalArgumentException(start.game().id() + " is not a two-player game");
        }
        if (start.isTerminal()) {
            throw new IllegalArgumentException("the game is over at " + start.instanceId() + ": nothing to play");
        }
        List<String> command = HostedRun.entryCommand(runtime, bot, entry, interpreters, limits);
        try (Sandbox sandbox = Sandbox.open(files, interpreters, uids, runtime, bot, command, limits)) {
            return new Game(sandbox, runtime, start, botFirst, opponent, limits).play();
        }
    }

    /** One game's state: the position, the moves, each side's clocks and the bot's lines. */
    private static final class Game {
        private final Sandbox sandbox;
        private final SandboxProcess bot;
        private final BotSide side;
        private final BotRuntime runtime;
        private final State start;
        private final State position;
        private final int botPlayer;
        private final Opponent opponent;
        private final SandboxLimits limits;
        private final List<String> moves = new ArrayList<>();
        private long opponentWallNanos;
        private long opponentCpuNanos;
        /** Set when the opponent (another hosted bot) lost by a verdict of its own: the bot wins. */
        private boolean opponentForfeited;

        Game(
                Sandbox sandbox,
                BotRuntime runtime,
                State start,
                boolean botFirst,
                Opponent opponent,
                SandboxLimits limits) {
            this.sandbox = sandbox;
            this.bot = sandbox.process();
            this.side = new BotSide(bot, limits);
            this.runtime = runtime;
            this.start = start;
            this.position = start.copy();
            this.botPlayer = botFirst ? start.currentPlayer() : 1 - start.currentPlayer();
            this.opponent = opponent;
            this.limits = limits;
        }

        GameRecord play() {
            side.send(TurnLines.request(start, botPlayer, opponent.name(), limits));
            String opponentMove = null;
            while (side.verdict() == null && !opponentForfeited && !position.isTerminal()) {
                if (position.currentPlayer() == botPlayer) {
                    side.send(TurnLines.turn(position, opponentMove, moves));
                    botTurn();
                } else {
                    opponentMove = opponentTurn();
                }
            }
            String result;
            Verdict verdict = side.verdict();
            if (verdict == null) {
                int r = opponentForfeited ? 1 : position.returns(botPlayer);
                result = r > 0 ? "win" : r < 0 ? "loss" : "draw";
                verdict = new Verdict.Ok(r, moves);
                // The last word: how it ended; the process is ended right after.
                side.send(TurnLines.last(
                        result,
                        opponentMove == null || position.lastPlayer() == botPlayer ? null : opponentMove,
                        moves));
                bot.closeInput();
            } else {
                result = "loss";
            }
            bot.kill();
            long wall = bot.wallMillis();
            return new GameRecord(
                    verdict,
                    result,
                    start.game().id(),
                    start.instanceId(),
                    runtime,
                    opponent.name(),
                    botPlayer,
                    moves,
                    bot.cpuMillis(),
                    opponentCpuNanos / 1_000_000,
                    wall,
                    Math.max(0, wall - opponentWallNanos / 1_000_000),
                    bot.peakMemoryBytes(),
                    bot.peakTasks(),
                    bot.outputBytes(),
                    side.progressLines(),
                    limits,
                    sandbox.uid(),
                    bot.stderrTail());
        }

        /**
         * Waits for the bot's move and plays it, or sets the verdict that ends the game. An opponent
         * with a process of its own is watched meanwhile, so one that burns CPU or memory during the
         * bot's turn is stopped then.
         */
        private void botTurn() {
            String answer = null;
            while (answer == null && side.verdict() == null) {
                answer = side.readLines(true);
                if (answer == null && side.verdict() == null && side.check(botWallMillis(0)) == null) {
                    if (opponent.watch() != null) {
                        opponentForfeited = true;
                        return;
                    }
                    HostedRun.sleep();
                }
            }
            if (side.verdict() == null) {
                side.play(position, moves, answer);
            }
        }

        /**
         * The opponent's move, decided on its own thread while the bot is watched; null when the bot's
         * verdict came first (the decision is still awaited, so no search outlives the game) or the
         * opponent lost by a verdict of its own.
         */
        private String opponentTurn() {
            long began = System.nanoTime();
            State copy = position.copy();
            List<String> sofar = List.copyOf(moves);
            CompletableFuture<long[]> decided = new CompletableFuture<>();
            Thread.ofPlatform().daemon().name("hosted-game-opponent").start(() -> {
                long cpu0 = THREADS.getCurrentThreadCpuTime();
                try {
                    int move = opponent.move(copy, sofar);
                    decided.complete(new long[] {move, THREADS.getCurrentThreadCpuTime() - cpu0});
                } catch (Throwable t) {
                    decided.completeExceptionally(t);
                }
            });
            // A move now is not an answer to anything: it is out of turn. The lines waiting are read at
            // least once, and once more when the decision is in: a reference player that decides at once
            // (first-legal) left no turn of this loop, and a second move sent with the bot's answer was
            // then taken for its answer to the next turn (HostedGameTest saw it once in CI).
            do {
                side.readLines(false);
                side.check(botWallMillis(System.nanoTime() - began));
                if (side.verdict() == null && !decided.isDone()) {
                    HostedRun.sleep();
                }
            } while (!decided.isDone() && side.verdict() == null);
            if (side.verdict() == null) {
                side.readLines(false);
            }
            long[] d;
            try {
                d = decided.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the opponent decided", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof Opponent.Forfeited) {
                    opponentWallNanos += System.nanoTime() - began;
                    opponentForfeited = true;
                    return null;
                }
                throw new IllegalStateException("the reference player " + opponent.name() + " failed", e.getCause());
            }
            opponentWallNanos += System.nanoTime() - began;
            opponentCpuNanos += d[1];
            if (side.verdict() != null) {
                return null;
            }
            int move = (int) d[0];
            String text = position.formatMove(move);
            position.play(move);
            moves.add(text);
            return text;
        }

        /** The wall time charged to the bot: the game's so far, less the opponent's turns. */
        private long botWallMillis(long currentOpponentTurnNanos) {
            return bot.wallMillis() - (opponentWallNanos + currentOpponentTurnNanos) / 1_000_000;
        }
    }

    /** Whether {@code type} is a game this plays: two players, won, drawn or lost. */
    public static boolean plays(GameType type) {
        return type.players() == 2 && type.result() == ResultKind.WIN_DRAW_LOSS;
    }
}
