package org.puzzlearena.search.twoplayer;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;

/**
 * The check a reported two-player game passes before it counts: its opening and moves replayed with
 * the rules from the start position, every move legal, the game over after the last one, and the
 * result the rules give the one reported. Whoever played it (a reference bot here, a hosted or
 * remote bot later), the server counts only what the rules confirm.
 */
public final class GameProof {

    private GameProof() {}

    /** What the check found: the rules' result for colour 0, or why the game does not count. */
    public sealed interface Outcome {}

    /** Every move legal and the game over: colour 0's result (+1, 0, -1). */
    public record Proven(int result) implements Outcome {}

    /** Refused: {@code ply} the 0-based index in opening + moves, or -1 when no move is at fault. */
    public record Refused(int ply, String reason) implements Outcome {}

    public static Outcome check(State start, List<String> opening, List<String> moves, int reportedResult) {
        List<String> line = new ArrayList<>(opening);
        line.addAll(moves);
        return switch (Replay.moves(start, line)) {
            case ReplayResult.Invalid bad ->
                new Refused(
                        bad.moveIndex(),
                        "move " + bad.moveIndex() + " (" + bad.move() + ") is illegal: " + bad.reason());
            case ReplayResult.Unreadable u -> new Refused(-1, u.reason());
            case ReplayResult.Valid ok -> {
                State end = ok.finalState();
                if (!end.isTerminal()) {
                    yield new Refused(-1, "the game is not over after its " + line.size() + " moves");
                }
                int result = end.returns(0);
                yield result == reportedResult
                        ? new Proven(result)
                        : new Refused(-1, "the reported result " + reportedResult + " is not the rules' " + result);
            }
        };
    }
}
