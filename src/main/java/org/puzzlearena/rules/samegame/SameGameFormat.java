package org.puzzlearena.rules.samegame;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.SolutionFormat;
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
        // A game is at most this long: one line more is enough for replay to reject the excess,
        // and the work stays bounded whatever the size of the input.
        int keep = initial.game().maxGameLength() + 1;
        List<String> moves = new ArrayList<>();
        int start = 0;
        int n = text.length();
        while (start <= n && moves.size() < keep) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = n;
            }
            String line = text.substring(start, end);
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            line = line.trim();
            if (!line.isEmpty()) {
                moves.add(canonicalSpelling(line));
            }
            start = end + 1;
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
        return inner.substring(0, comma).trim() + "," + inner.substring(comma + 1).trim();
    }

    @Override
    public String write(State finalState) {
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(finalState.game().title()).append(", game ").append(finalState.game().id())
                .append(", instance ").append(finalState.instanceId()).append('\n');
        sb.append("# ").append(finalState.moveCount()).append(" moves, score ").append(finalState.score())
                .append(finalState.isTerminal() ? ", game over" : "").append('\n');
        sb.append("# one move per line: col,row of the group's lowest-then-leftmost cell, (0,0) bottom-left\n");
        for (int i = 0; i < finalState.moveCount(); i++) {
            sb.append(finalState.formatMove(finalState.moveAt(i))).append('\n');
        }
        return sb.toString();
    }
}
