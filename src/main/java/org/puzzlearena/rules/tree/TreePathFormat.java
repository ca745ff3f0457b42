package org.puzzlearena.rules.tree;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;

/**
 * A path as letters: {@code L} and {@code R} (either case), one per line or run together
 * ({@code LLRLR}); whitespace is ignored and {@code #} starts a comment. Every other character is
 * kept as a move of its own, so replay names it and its position.
 */
public final class TreePathFormat implements SolutionFormat {

    @Override
    public String name() {
        return "L/R path";
    }

    @Override
    public ParsedSolution read(String text, State initial) {
        if (text == null) {
            return ParsedSolution.of(List.of());
        }
        // Characters past one more than the longest game are never replayed, so not kept.
        int limit = initial.game().maxGameLength() + 1;
        List<String> moves = new ArrayList<>();
        boolean inComment = false;
        for (int i = 0; i < text.length() && moves.size() < limit; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                inComment = false;
            } else if (c == '#') {
                inComment = true;
            } else if (!inComment && !Character.isWhitespace(c)) {
                moves.add(String.valueOf(c));
            }
        }
        return ParsedSolution.of(moves);
    }

    @Override
    public String write(State finalState) {
        StringBuilder sb = new StringBuilder(finalState.moveCount() + 1);
        for (int i = 0; i < finalState.moveCount(); i++) {
            sb.append(finalState.moveAt(i) == BinaryTreeState.LEFT ? 'L' : 'R');
        }
        return sb.append('\n').toString();
    }
}
