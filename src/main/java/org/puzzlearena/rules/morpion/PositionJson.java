package org.puzzlearena.rules.morpion;

/**
 * The position as the JSON object of {@link MorpionState#positionJson()}: every coordinate in the
 * canonical Pentasol frame (reference (28,28), x to the right, y down), so a client draws the
 * same picture as the record files describe. Built once per request, never in the hot path.
 */
final class PositionJson {

    private PositionJson() {}

    static String of(MorpionState state) {
        StringBuilder out = new StringBuilder(1024 + 80 * state.moveCount());
        out.append("{\"variant\":");
        string(out, state.variant().label);
        out.append(",\"reference\":[")
                .append(Pentasol.REFERENCE)
                .append(',')
                .append(Pentasol.REFERENCE)
                .append(']');
        out.append(",\"dots\":[");
        appendDots(out, state);
        out.append("],\"initialDots\":[");
        appendInitialDots(out);
        out.append("],\"lines\":[");
        appendLines(out, state);
        out.append("],\"moves\":").append(state.moveCount()).append('}');
        return out.toString();
    }

    /** Every dot on the board, sorted by y then x (row by row, as a drawing scans it). */
    private static void appendDots(StringBuilder out, MorpionState state) {
        boolean first = true;
        for (int y = Lines.MIN; y <= Lines.MAX; y++) {
            for (int x = Lines.MIN; x <= Lines.MAX; x++) {
                if (state.hasDot(x, y)) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    point(out, x, y);
                }
            }
        }
    }

    /** The 36 dots of the cross, sorted by y then x like {@code dots}. */
    private static void appendInitialDots(StringBuilder out) {
        boolean[] cross = new boolean[(Lines.MAX + 1) * (Lines.MAX + 1)];
        for (int i = 0; i < Cross.DOTS; i++) {
            cross[Cross.y(i) * (Lines.MAX + 1) + Cross.x(i)] = true;
        }
        boolean first = true;
        for (int y = Lines.MIN; y <= Lines.MAX; y++) {
            for (int x = Lines.MIN; x <= Lines.MAX; x++) {
                if (cross[y * (Lines.MAX + 1) + x]) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    point(out, x, y);
                }
            }
        }
    }

    /**
     * The lines in move order. {@code from} is the first point of the 5-point window along its
     * direction and {@code to} the last, so to = from + 4 * (dx,dy) with the direction of
     * {@code dir}: {@code -} (1,0), {@code |} (0,1), {@code \} (1,1), {@code /} (1,-1).
     */
    private static void appendLines(StringBuilder out, MorpionState state) {
        int[] newDots = state.playedNewDots();
        for (int i = 0; i < state.moveCount(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append("{\"move\":").append(i).append(',');
            appendGeometry(out, state.moveAt(i), newDots[i]);
            out.append('}');
        }
    }

    /** A legal move of {@code state} as {@link MorpionState#moveJson} describes it. */
    static String ofMove(MorpionState state, int move) {
        StringBuilder out = new StringBuilder(96);
        out.append('{');
        appendGeometry(out, move, state.newDotIndex(move));
        return out.append('}').toString();
    }

    /** {@code "dot":[x,y],"from":[x,y],"to":[x,y],"dir":"-"} of the window {@code move}. */
    private static void appendGeometry(StringBuilder out, int move, int newDot) {
        int line = move >>> 6;
        int start = move & 63;
        out.append("\"dot\":");
        point(out, Lines.xAt(line, start + newDot), Lines.yAt(line, start + newDot));
        out.append(",\"from\":");
        point(out, Lines.xAt(line, start), Lines.yAt(line, start));
        out.append(",\"to\":");
        point(out, Lines.xAt(line, start + 4), Lines.yAt(line, start + 4));
        out.append(",\"dir\":");
        string(out, String.valueOf(Lines.SYMBOL[Lines.dirOfLine(line)]));
    }

    private static void point(StringBuilder out, int boardX, int boardY) {
        out.append('[')
                .append(Pentasol.fromBoard(boardX))
                .append(',')
                .append(Pentasol.fromBoard(boardY))
                .append(']');
    }

    /** A JSON string literal; needed here because the direction {@code \} must be escaped. */
    private static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                String hex = Integer.toHexString(c);
                out.append("\\u");
                for (int k = hex.length(); k < 4; k++) {
                    out.append('0');
                }
                out.append(hex);
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }
}
