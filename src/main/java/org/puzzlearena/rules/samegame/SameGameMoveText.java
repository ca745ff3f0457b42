package org.puzzlearena.rules.samegame;

import org.puzzlearena.rules.MoveCheck;

/**
 * The text of a move: {@code col,row} of any cell of the group, (0,0) the bottom-left cell. Spaces
 * around the numbers and a pair of {@code ( )} or {@code [ ]} around the whole are tolerated.
 * A move int is the canonical cell's index {@code col * 16 + row}.
 */
final class SameGameMoveText {

    static final String EXPECTED = "not a move: expected col,row, e.g. 3,4";

    /** Longest number echoed back in a message; "cell (99999...9,1)" of a megabyte helps nobody. */
    private static final int MAX_ECHO = 12;
    /** More digits than this cannot be on any board; their value is not needed, only "outside". */
    private static final int MAX_DIGITS = 9;

    private SameGameMoveText() {}

    static String format(int cell) {
        return (cell >>> 4) + "," + (cell & 15);
    }

    /** Removes surrounding spaces and one pair of matching brackets, or returns null if unbalanced. */
    static String unwrap(String text) {
        String t = text.trim();
        int n = t.length();
        if (n >= 2
                && ((t.charAt(0) == '(' && t.charAt(n - 1) == ')') || (t.charAt(0) == '[' && t.charAt(n - 1) == ']'))) {
            return t.substring(1, n - 1).trim();
        }
        return t;
    }

    /**
     * Reads {@code text} in the position {@code board}: the canonical move of the group it names,
     * or why it names none. Never throws.
     */
    static MoveCheck read(String text, SameGameBoard board) {
        if (text == null) {
            return MoveCheck.error(EXPECTED);
        }
        String t = unwrap(text);
        int comma = t.indexOf(',');
        if (comma < 0 || t.indexOf(',', comma + 1) >= 0) {
            return MoveCheck.error(EXPECTED);
        }
        String colText = t.substring(0, comma).trim();
        String rowText = t.substring(comma + 1).trim();
        if (!isInteger(colText) || !isInteger(rowText)) {
            return MoveCheck.error(EXPECTED);
        }
        long col = value(colText);
        long row = value(rowText);
        if (col < 0 || col >= board.width || row < 0 || row >= board.height) {
            return MoveCheck.error("cell (" + echo(colText, col) + "," + echo(rowText, row) + ") is outside the "
                    + board.width + "x" + board.height + " board");
        }
        String name = "(" + col + "," + row + ")";
        int size = board.groupAt((int) col * 16 + (int) row);
        if (size == 0) {
            return MoveCheck.error("cell " + name + " is empty");
        }
        if (size == 1) {
            return MoveCheck.error("group of size 1 at " + name);
        }
        return MoveCheck.ok(board.canonicalCell());
    }

    /** An optional minus sign and at least one ASCII digit (no other Unicode digits). */
    private static boolean isInteger(String s) {
        int start = s.startsWith("-") ? 1 : 0;
        if (s.length() == start) {
            return false;
        }
        for (int i = start; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') {
                return false;
            }
        }
        return true;
    }

    private static long value(String s) {
        boolean negative = s.startsWith("-");
        String digits = negative ? s.substring(1) : s;
        int i = 0;
        while (i < digits.length() - 1 && digits.charAt(i) == '0') {
            i++;
        }
        digits = digits.substring(i);
        long v = digits.length() > MAX_DIGITS ? Integer.MAX_VALUE : Long.parseLong(digits);
        return negative ? -v : v;
    }

    private static String echo(String typed, long value) {
        if (typed.length() > MAX_ECHO) {
            return typed.substring(0, MAX_ECHO) + "...";
        }
        return String.valueOf(value);
    }
}
