package org.puzzlearena.rules.morpion;

import org.puzzlearena.rules.MoveCheck;

/**
 * Reads a canonical Pentasol move line in a position and explains, in Pentasol coordinates, why
 * it cannot be played. Checks run from the most basic (shape, board) to the most specific
 * (overlap with an earlier line), so the reason given is the one a person should fix first.
 */
final class MoveReader {

    private MoveReader() {}

    static MoveCheck read(MorpionState state, String text) {
        MoveSyntax.Move m = MoveSyntax.parseMove(text);
        if (m == null) {
            return MoveCheck.error("not a Pentasol move: expected (X,Y) DIR OFFSET, e.g. (27,27) / 0");
        }
        long offset = m.offset.value;
        if (offset < -2 || offset > 2) {
            return MoveCheck.error("offset " + m.offset.text + " is out of range: it must be -2, -1, 0, +1 or +2");
        }
        if (m.x.saturated()
                || m.y.saturated()
                || !Lines.playable(Pentasol.toBoard(m.x.value), Pentasol.toBoard(m.y.value))) {
            return MoveCheck.error("point (" + m.x.text + "," + m.y.text + ") is outside the board");
        }
        int dir = m.dir;
        int dx = Lines.DX[dir];
        int dy = Lines.DY[dir];
        int newX = (int) Pentasol.toBoard(m.x.value);
        int newY = (int) Pentasol.toBoard(m.y.value);
        int k = 2 - (int) offset;
        int x0 = newX - k * dx;
        int y0 = newY - k * dy;
        for (int i = 0; i < 5; i++) {
            int x = x0 + i * dx;
            int y = y0 + i * dy;
            if (!Lines.playable(x, y)) {
                return MoveCheck.error("the line reaches point " + Pentasol.point(x, y) + ", outside the board");
            }
        }
        if (state.hasDot(newX, newY)) {
            return MoveCheck.error("point " + Pentasol.point(newX, newY) + " already has a dot");
        }
        for (int i = 0; i < 5; i++) {
            int x = x0 + i * dx;
            int y = y0 + i * dy;
            if (i != k && !state.hasDot(x, y)) {
                return MoveCheck.error("point " + Pentasol.point(x, y) + " of the line has no dot");
            }
        }
        int line = Lines.lineOf(dir, x0, y0);
        int start = Lines.bitOf(dir, x0, y0);
        if (((state.blockedStartsOfLine(line) >>> start) & 1L) != 0) {
            return MoveCheck.error(overlap(state, line, start));
        }
        if (((state.legalStartsOfLine(line) >>> start) & 1L) == 0) {
            // Unreachable when the checks above are complete; kept so play() never sees a bad move.
            return MoveCheck.error("this line cannot be drawn here");
        }
        return MoveCheck.ok((line << 6) | start);
    }

    /** Names the earlier line in the same direction that forbids the window at {@code start}. */
    private static String overlap(MorpionState state, int line, int start) {
        boolean disjoint = state.variant().disjoint();
        int reach = disjoint ? 4 : 3;
        for (int i = 0; i < state.moveCount(); i++) {
            int other = state.moveAt(i);
            int otherStart = other & 63;
            if (other >>> 6 != line || Math.abs(otherStart - start) > reach) {
                continue;
            }
            if (!disjoint) {
                return "line overlaps the line of move " + i + " in the same direction";
            }
            int shared = Math.max(start, otherStart);
            if (Math.abs(otherStart - start) == 4) {
                return "line touches the line of move " + i + " at point "
                        + Pentasol.point(Lines.xAt(line, shared), Lines.yAt(line, shared))
                        + " in the same direction (5D lines in one direction may not share a point)";
            }
            return "line overlaps the line of move " + i + " in the same direction";
        }
        return "this line cannot be drawn here";
    }
}
