package org.puzzlearena.hosting;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.puzzlearena.rules.State;

/**
 * A hosted bot as the opponent of another ({@link HostedGame}): two versions of a bot play each other
 * with the same protocol, the same caps and the same CPU budget a game each (equal compute). It has a
 * sandbox of its own, opened for one game; it hears the request at its first turn and a turn line at
 * each, and its wall cap counts only its own turns. Any verdict of its own (a crash, a cap, malformed
 * output, an illegal move) ends the game as its loss: {@link #move} throws {@link Opponent.Forfeited}
 * and {@link #verdict()} keeps it.
 */
public final class SandboxedOpponent implements Opponent, AutoCloseable {

    private final Sandbox sandbox;
    private final BotSide side;
    private final String name;
    private final String otherName;
    private final State start;
    private final SandboxLimits limits;
    private boolean started;
    private long ownWallNanos;

    private SandboxedOpponent(Sandbox sandbox, String name, String otherName, State start, SandboxLimits limits) {
        this.sandbox = sandbox;
        this.side = new BotSide(sandbox.process(), limits);
        this.name = name;
        this.otherName = otherName;
        this.start = start;
        this.limits = limits;
    }

    /**
     * Starts {@code bot} in a sandbox for one game from {@code start}, named {@code name}, against the
     * bot named {@code otherName}.
     *
     * @throws HostedRun.NoEntry when the bot's command cannot be decided
     */
    public static SandboxedOpponent open(
            ArenaFiles files,
            Interpreters interpreters,
            BotRuntime runtime,
            Path bot,
            String entry,
            String name,
            String otherName,
            State start,
            SandboxLimits limits) {
        List<String> command = HostedRun.entryCommand(runtime, bot, entry, interpreters, limits);
        Sandbox sandbox = Sandbox.open(files, interpreters, UidPool.shared(), runtime, bot, command, limits);
        return new SandboxedOpponent(sandbox, name, otherName, start, limits);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int move(State position) {
        throw new UnsupportedOperationException("a hosted opponent is told the moves: move(position, moves)");
    }

    @Override
    public int move(State position, List<String> moves) {
        long began = System.nanoTime();
        try {
            if (!started) {
                started = true;
                side.send(TurnLines.request(start, position.currentPlayer(), otherName, limits));
            }
            // Lines sent while the other bot thought are read first: a move then was out of turn.
            side.readLines(false);
            side.send(TurnLines.turn(position, moves.isEmpty() ? null : moves.getLast(), moves));
            String answer = null;
            while (answer == null && side.verdict() == null) {
                answer = side.readLines(true);
                if (answer == null
                        && side.verdict() == null
                        && side.check(ownWallMillis(System.nanoTime() - began)) == null) {
                    HostedRun.sleep();
                }
            }
            if (side.verdict() != null) {
                throw new Forfeited(side.verdict());
            }
            OptionalInt move = side.play(position.copy(), new ArrayList<>(moves), answer);
            if (move.isEmpty()) {
                throw new Forfeited(side.verdict());
            }
            return move.getAsInt();
        } finally {
            ownWallNanos += System.nanoTime() - began;
        }
    }

    @Override
    public Verdict watch() {
        side.readLines(false);
        return side.check(ownWallMillis(0));
    }

    /** The verdict that lost it the game, or null while it plays by the rules. */
    public Verdict verdict() {
        return side.verdict();
    }

    /** Its whole process tree's CPU time so far, start-up included. */
    public long cpuMillis() {
        sandbox.process().sample();
        return sandbox.process().cpuMillis();
    }

    /**
     * Tells the bot how the game ended for it, as the other seat's bot is told ({@code other}: that
     * bot's record of the game), unless it lost by a verdict: then it is only stopped. Best effort, as
     * for the other seat: the process is stopped right after.
     */
    public void finish(GameRecord other) {
        if (side.verdict() != null || !started) {
            return;
        }
        String result = switch (other.result()) {
            case "win" -> "loss";
            case "loss" -> "win";
            default -> "draw";
        };
        List<String> moves = other.moves();
        boolean otherMovedLast =
                !moves.isEmpty() && (start.currentPlayer() + moves.size() - 1) % 2 == other.botPlayer();
        side.send(TurnLines.last(result, otherMovedLast ? moves.getLast() : null, moves));
        sandbox.process().closeInput();
    }

    /** The end of what the bot wrote to standard error so far. */
    public String stderrTail() {
        return sandbox.process().stderrTail();
    }

    private long ownWallMillis(long currentTurnNanos) {
        return (ownWallNanos + currentTurnNanos) / 1_000_000;
    }

    @Override
    public void close() {
        sandbox.close();
    }
}
