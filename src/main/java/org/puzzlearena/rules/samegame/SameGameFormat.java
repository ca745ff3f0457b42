package org.puzzlearena.rules.samegame;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.SolutionLines;
import org.puzzlearena.rules.State;

/**
 * A SameGame solution file: one move per line, {@code col,row} of any cell of the group in the
 * position reached so far ((0,0) bottom-left). {@code #} starts a comment; blank lines are ignored;
 * {@code (col,row)} and {@code [col,row]} are read too. Writing gives the canonical cells.
 */
public final class SameGameFormat implements SolutionFormat {

    @Override
    public String name() {
        return "col,row lines";
    }

    @Override
    public ParsedSolution read(String text, State initial) {
        if (text == null) {
            return ParsedSolution.unreadable("no solution text");
        }
        List<String> moves = new ArrayList<>();
        for (String line : SolutionLines.contentLines(text, initial.game().maxGameLength() + 1)) {
            moves.add(canonicalSpelling(line));
        }
        return ParsedSolution.of(moves);
    }

    /** {@code (3, 4)} and {@code [3,4]} become {@code 3,4}; anything else is left for replay to judge. */
    private static String canonicalSpelling(String line) {
        String inner = SameGameMoveText.unwrap(line);
        int comma = inner.indexOf(',');
        if (comma < 0) {
            return line;
        }
        return inner.substring(0, comma).trim() + ","
                + inner.substring(comma + 1).trim();
    }

    @Override
    public String write(State finalState) {
        StringBuilder sb = new StringBuilder();
        sb.append("# ")
                .append(finalState.game().title())
                .append(", game ")
                .append(finalState.game().id())
                .append(", instance ")
                .append(finalState.instanceId())
                .append('\n');
        sb.append("# ")
                .append(finalState.moveCount())
                .append(" moves, score ")
                .append(finalState.score())
                .append(finalState.isTerminal() ? ", game over" : "")
                .append('\n');
        sb.append("# one move per line: col,row of the group's lowest-then-leftmost cell, (0,0) bottom-left\n");
        for (int i = 0; i < finalState.moveCount(); i++) {
            sb.append(finalState.formatMove(finalState.moveAt(i))).append('\n');
        }
        return sb.toString();
    }
}
