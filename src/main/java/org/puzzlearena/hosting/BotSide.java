package org.puzzlearena.hosting;

import java.util.List;
import java.util.OptionalInt;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.State;

/**
 * One hosted bot's side of a two-player game: its sandboxed process, the lines it sent, and the first
 * verdict that ends the game as its loss (malformed or out-of-turn output, a cap passed, an illegal
 * move). The same rules hold for the bot against a reference player ({@link HostedGame}) and for
 * either bot of two ({@link SandboxedOpponent}).
 */
final class BotSide {

    private final SandboxProcess process;
    private final SandboxLimits limits;
    private int progress;
    private Verdict verdict;

    BotSide(SandboxProcess process, SandboxLimits limits) {
        this.process = process;
        this.limits = limits;
    }

    SandboxProcess process() {
        return process;
    }

    /** The verdict that ended the game as this bot's loss, or null. */
    Verdict verdict() {
        return verdict;
    }

    int progressLines() {
        return progress;
    }

    void send(String line) {
        process.send(line);
    }

    /**
     * Reads the bot's waiting lines: the move if {@code inTurn} and one came (later lines wait for the
     * next read), counting progress lines; sets the verdict for a malformed or out-of-turn line.
     */
    String readLines(boolean inTurn) {
        for (String line = process.pollLine(); line != null && verdict == null; line = process.pollLine()) {
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
                }
                case TurnLine.Malformed m -> verdict = new Verdict.MalformedOutput(m.reason(), clip(line));
            }
        }
        return null;
    }

    /** Checks the process tree against its caps, charged {@code wallMillisUsed}; the verdict, if any. */
    Verdict check(long wallMillisUsed) {
        if (verdict == null) {
            verdict = process.check(wallMillisUsed);
        }
        return verdict;
    }

    /**
     * Plays the bot's answer in {@code position} and records it in {@code moves}: the move, or empty with
     * the verdict set when the CPU spent up to the answer passed the game's budget or the move is illegal.
     */
    OptionalInt play(State position, List<String> moves, String answer) {
        // The budget is the game's: CPU spent up to this answer counts, read once more now.
        process.sample();
        if (process.cpuMillis() > limits.cpuMillis()) {
            verdict = new Verdict.Time(limits.cpuMillis());
            return OptionalInt.empty();
        }
        switch (position.readMove(answer)) {
            case MoveCheck.Ok ok -> {
                position.play(ok.move());
                moves.add(position.formatMove(ok.move()));
                return OptionalInt.of(ok.move());
            }
            case MoveCheck.Refused no -> {
                verdict = new Verdict.IllegalMove(moves.size(), answer, no.reason());
                return OptionalInt.empty();
            }
        }
    }

    private static String clip(String line) {
        return line.substring(0, Math.min(200, line.length()));
    }
}
