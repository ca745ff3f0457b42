package org.puzzlearena.hosting;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.JsonStrings;
import org.puzzlearena.rules.MoveCheck;
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
        private final BotRuntime runtime;
        private final State start;
        private final State position;
        private final int botPlayer;
        private final Opponent opponent;
        private final SandboxLimits limits;
        private final List<String> moves = new ArrayList<>();
        private long opponentWallNanos;
        private long opponentCpuNanos;
        private int progress;
        private Verdict verdict;

        Game(
                Sandbox sandbox,
                BotRuntime runtime,
                State start,
                boolean botFirst,
                Opponent opponent,
                SandboxLimits limits) {
            this.sandbox = sandbox;
            this.bot = sandbox.process();
            this.runtime = runtime;
            this.start = start;
            this.position = start.copy();
            this.botPlayer = botFirst ? start.currentPlayer() : 1 - start.currentPlayer();
            this.opponent = opponent;
            this.limits = limits;
        }

        GameRecord play() {
            bot.send(request());
            String opponentMove = null;
            while (verdict == null && !position.isTerminal()) {
                if (position.currentPlayer() == botPlayer) {
                    bot.send(turn(opponentMove));
                    botTurn();
                } else {
                    opponentMove = opponentTurn();
                }
            }
            String result;
            if (verdict == null) {
                int r = position.returns(botPlayer);
                result = r > 0 ? "win" : r < 0 ? "loss" : "draw";
                verdict = new Verdict.Ok(r, moves);
                // The last word: how it ended; the process is ended right after.
                bot.send("{\"result\":" + JsonStrings.quote(result) + ",\"opponentMove\":"
                        + (opponentMove == null || position.lastPlayer() == botPlayer
                                ? "null"
                                : JsonStrings.quote(opponentMove))
                        + ",\"moves\":" + movesJson() + "}\n");
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
                    progress,
                    limits,
                    sandbox.uid(),
                    bot.stderrTail());
        }

        /** Waits for the bot's move and plays it, or sets the verdict that ends the game. */
        private void botTurn() {
            String answer = null;
            while (answer == null && verdict == null) {
                answer = readLines(true);
                if (answer == null && verdict == null) {
                    verdict = bot.check(botWallMillis(0));
                    if (verdict == null) {
                        HostedRun.sleep();
                    }
                }
            }
            if (verdict != null) {
                return;
            }
            // The budget is the game's: CPU spent up to this answer counts, read once more now.
            bot.sample();
            if (bot.cpuMillis() > limits.cpuMillis()) {
                verdict = new Verdict.Time(limits.cpuMillis());
                return;
            }
            switch (position.readMove(answer)) {
                case MoveCheck.Ok ok -> {
                    position.play(ok.move());
                    moves.add(position.formatMove(ok.move()));
                }
                case MoveCheck.Refused no -> verdict = new Verdict.IllegalMove(moves.size(), answer, no.reason());
            }
        }

        /**
         * The reference player's move, decided on its own thread while the bot is watched; null when the
         * bot's verdict came first (the decision is still awaited, so no search outlives the game).
         */
        private String opponentTurn() {
            long began = System.nanoTime();
            State copy = position.copy();
            CompletableFuture<long[]> decided = new CompletableFuture<>();
            Thread.ofPlatform().daemon().name("hosted-game-opponent").start(() -> {
                long cpu0 = THREADS.getCurrentThreadCpuTime();
                try {
                    int move = opponent.move(copy);
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
                readLines(false);
                if (verdict == null) {
                    verdict = bot.check(botWallMillis(System.nanoTime() - began));
                }
                if (verdict == null && !decided.isDone()) {
                    HostedRun.sleep();
                }
            } while (!decided.isDone() && verdict == null);
            if (verdict == null) {
                readLines(false);
            }
            long[] d;
            try {
                d = decided.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the reference player decided", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("the reference player " + opponent.name() + " failed", e.getCause());
            }
            opponentWallNanos += System.nanoTime() - began;
            opponentCpuNanos += d[1];
            if (verdict != null) {
                return null;
            }
            int move = (int) d[0];
            String text = position.formatMove(move);
            position.play(move);
            moves.add(text);
            return text;
        }

        /**
         * Reads the bot's waiting lines: the move if {@code inTurn} and one came (later lines wait for
         * the next read), counting progress lines; sets the verdict for a malformed or out-of-turn line.
         */
        private String readLines(boolean inTurn) {
            for (String line = bot.pollLine(); line != null; line = bot.pollLine()) {
                if (line.isBlank()) {
                    continue;
                }
                switch (TurnLine.read(line)) {
                    case TurnLine.Progress p -> progress++;
                    case TurnLine.Move m -> {
                        if (inTurn) {
                            return m.move();
                        }
                        verdict = new Verdict.MalformedOutput("a move when it is not the bot's turn", clip(line));
                        return null;
                    }
                    case TurnLine.Malformed m -> {
                        verdict = new Verdict.MalformedOutput(m.reason(), clip(line));
                        return null;
                    }
                }
            }
            return null;
        }

        /** The wall time charged to the bot: the game's so far, less the reference player's turns. */
        private long botWallMillis(long currentOpponentTurnNanos) {
            return bot.wallMillis() - (opponentWallNanos + currentOpponentTurnNanos) / 1_000_000;
        }

        private String request() {
            StringBuilder b = new StringBuilder("{\"game\":");
            JsonStrings.append(b, start.game().id()).append(",\"instance\":");
            JsonStrings.append(b, start.instanceId()).append(",\"position\":").append(start.positionJson());
            b.append(",\"legalMoves\":").append(legalMovesJson(start));
            return b.append(",\"player\":")
                    .append(botPlayer)
                    .append(",\"opponent\":")
                    .append(JsonStrings.quote(opponent.name()))
                    .append(",\"budget\":{\"cpuSeconds\":")
                    .append(HostedRun.seconds(limits.cpuMillis()))
                    .append(",\"wallSeconds\":")
                    .append(HostedRun.seconds(limits.wallMillis()))
                    .append(",\"per\":\"game\"}}\n")
                    .toString();
        }

        private String turn(String opponentMove) {
            return "{\"position\":" + position.positionJson() + ",\"legalMoves\":" + legalMovesJson(position)
                    + ",\"opponentMove\":" + (opponentMove == null ? "null" : JsonStrings.quote(opponentMove))
                    + ",\"moves\":" + movesJson() + "}\n";
        }

        private String movesJson() {
            StringBuilder b = new StringBuilder("[");
            for (int i = 0; i < moves.size(); i++) {
                JsonStrings.append(b.append(i == 0 ? "" : ","), moves.get(i));
            }
            return b.append(']').toString();
        }

        private static String legalMovesJson(State s) {
            StringBuilder b = new StringBuilder("[");
            int[] buffer = new int[s.game().maxLegalMoves()];
            int n = s.legalMoves(buffer);
            for (int i = 0; i < n; i++) {
                JsonStrings.append(b.append(i == 0 ? "" : ","), s.formatMove(buffer[i]));
            }
            return b.append(']').toString();
        }

        private static String clip(String line) {
            return line.substring(0, Math.min(200, line.length()));
        }
    }

    /** Whether {@code type} is a game this plays: two players, won, drawn or lost. */
    public static boolean plays(GameType type) {
        return type.players() == 2 && type.result() == ResultKind.WIN_DRAW_LOSS;
    }
}
