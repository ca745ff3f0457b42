package org.puzzlearena.rules.morpion;

/**
 * Conversions between board points and Pentasol coordinates in the canonical frame, where the
 * cross's inner north-west corner is (28,28), the reference most record files use.
 */
final class Pentasol {

    static final int REFERENCE = 28;
    /** Board coordinate minus canonical Pentasol coordinate. */
    static final int SHIFT = Cross.CORNER - REFERENCE;

    private Pentasol() {}

    /** The board coordinate, as a long: far Pentasol coordinates must not wrap onto the board. */
    static long toBoard(long pentasol) {
        return pentasol + SHIFT;
    }

    static int fromBoard(int board) {
        return board - SHIFT;
    }

    static String point(int boardX, int boardY) {
        return "(" + fromBoard(boardX) + "," + fromBoard(boardY) + ")";
    }

    /** OFFSET of the Pentasol move line: middle point = new dot + OFFSET * direction. */
    static String offset(int newDotIndexInWindow) {
        int offset = 2 - newDotIndexInWindow;
        return offset > 0 ? "+" + offset : Integer.toString(offset);
    }

    /** The canonical text of {@code move} when its new dot is point {@code k} (0..4) of its window. */
    static String moveText(int move, int k) {
        int line = move >>> 6;
        int start = move & 63;
        int dir = Lines.dirOfLine(line);
        int x = Lines.xAt(line, start + k);
        int y = Lines.yAt(line, start + k);
        return point(x, y) + " " + Lines.SYMBOL[dir] + " " + offset(k);
    }
}
