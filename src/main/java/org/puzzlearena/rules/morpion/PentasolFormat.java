package org.puzzlearena.rules.morpion;

import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.rules.SolutionFormat;
import org.puzzlearena.rules.State;

/**
 * The Pentasol notation of morpionsolitaire.com: {@code #} comments, a reference line
 * {@code (X,Y)} giving the position of the cross's inner north-west corner, then one
 * {@code (X,Y) DIR OFFSET} line per move. Reading moves every move to the canonical frame, where
 * the reference is (28,28), so the moves can be replayed with {@link MorpionState#readMove}.
 */
public final class PentasolFormat implements SolutionFormat {

    static final PentasolFormat INSTANCE = new PentasolFormat();

    private PentasolFormat() {}

    @Override
    public String name() {
        return "Pentasol";
    }

    @Override
    public ParsedSolution read(String text, State initial) {
        if (text == null) {
            return ParsedSolution.unreadable(
                    "no text: a Pentasol file is text with a reference line (X,Y) and one move per line");
        }
        if (!looksLikeText(text)) {
            return ParsedSolution.unreadable(
                    "not a text file: a Pentasol file is text with a reference line (X,Y) and one move per line");
        }
        // No legal game is longer than maxGameLength moves, so replay decides every input by the
        // move at index maxGameLength: the rest need not be read, whatever the file's size.
        int keep = initial.game().maxGameLength() + 1;
        List<String> moves = new ArrayList<>();
        long shiftX = 0;
        long shiftY = 0;
        boolean haveReference = false;
        int lineStart = 0;
        int lineNumber = 0;
        while (lineStart <= text.length() && moves.size() < keep) {
            int lineEnd = text.indexOf('\n', lineStart);
            if (lineEnd < 0) {
                lineEnd = text.length();
            }
            lineNumber++;
            String line = text.substring(lineStart, lineEnd);
            lineStart = lineEnd + 1;
            String trimmed = line.trim();
            if (trimmed.isEmpty() || trimmed.charAt(0) == '#') {
                continue;
            }
            if (!haveReference) {
                MoveSyntax.Number[] reference = MoveSyntax.parseReference(trimmed);
                if (reference == null) {
                    return ParsedSolution.unreadable(
                            "line " + lineNumber + ": expected the reference point (X,Y), e.g. (28,28),"
                                    + " the position of the cross's inner north-west corner, before the moves; found \""
                                    + Clip.clip(trimmed, 40) + "\"");
                }
                if (reference[0].saturated() || reference[1].saturated()) {
                    return ParsedSolution.unreadable("line " + lineNumber + ": reference point (" + reference[0].text
                            + "," + reference[1].text + ") is too far away to be a board position");
                }
                shiftX = Pentasol.REFERENCE - reference[0].value;
                shiftY = Pentasol.REFERENCE - reference[1].value;
                haveReference = true;
                continue;
            }
            moves.add(toCanonical(trimmed, line, shiftX, shiftY));
        }
        if (!haveReference) {
            return ParsedSolution.unreadable(
                    "no reference line: a Pentasol file starts (after # comments) with the position (X,Y)"
                            + " of the cross's inner north-west corner, e.g. (28,28)");
        }
        // The moves not kept are only counted, so a message about the file can say how many it has.
        return ParsedSolution.of(moves, moves.size() + countMoveLines(text, lineStart));
    }

    /** Lines from {@code from} on that are neither empty nor a # comment. */
    private static int countMoveLines(String text, int from) {
        int count = 0;
        int start = from;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            int i = start;
            while (i < end && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i < end && text.charAt(i) != '#') {
                count++;
            }
            start = end + 1;
        }
        return count;
    }

    /** The move in the canonical frame, or the line as it is when it is not a move. */
    private static String toCanonical(String trimmed, String original, long shiftX, long shiftY) {
        MoveSyntax.Move m = MoveSyntax.parseMove(trimmed);
        if (m == null || m.x.saturated() || m.y.saturated() || m.offset.saturated()) {
            return original;
        }
        long offset = m.offset.value;
        String sign = offset > 0 ? "+" : "";
        return "(" + (m.x.value + shiftX) + "," + (m.y.value + shiftY) + ") " + Lines.SYMBOL[m.dir] + " " + sign
                + offset;
    }

    @Override
    public String write(State finalState) {
        if (!(finalState instanceof MorpionState state)) {
            throw new IllegalArgumentException("Pentasol writes Morpion positions only, not "
                    + finalState.game().id());
        }
        StringBuilder out = new StringBuilder();
        out.append("# ")
                .append(state.game().title())
                .append(", ")
                .append(state.moveCount())
                .append(" moves\n");
        out.append("# Pentasol notation: (X,Y) DIR OFFSET, the first line is the cross's inner north-west corner\n");
        out.append('(')
                .append(Pentasol.REFERENCE)
                .append(',')
                .append(Pentasol.REFERENCE)
                .append(")\n");
        for (String move : state.playedMoveTexts()) {
            out.append(move).append('\n');
        }
        return out.toString();
    }

    /** Rejects binary data: NUL and other control characters do not occur in a text file. */
    private static boolean looksLikeText(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f') {
                return false;
            }
            if (c == 0xFFFD) {
                // The replacement character: bytes that were not valid text when decoded.
                return false;
            }
        }
        return true;
    }
}
