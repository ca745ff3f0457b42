package org.puzzlearena.rules.sudoku;

import org.puzzlearena.rules.MoveCheck;

/**
 * The texts people use for 16x16 Sudoku: symbols {@code 0-9 A-F}, cells {@code r<row>c<col>} with
 * 1-based row and column (the r1c1 convention of Sudoku forums), moves {@code r4c12=A}.
 * Parsing here is syntax only: whether the move fits the position is the state's business.
 */
final class SudokuNotation {

    private static final String SYMBOLS = "0123456789ABCDEF";
    private static final String EXPECTED = "not a move: expected r<row>c<col>=<symbol>, e.g. r4c12=A";

    /** Longest number echoed back in a message; "row 99999...9" of a megabyte helps nobody. */
    private static final int MAX_ECHO = 12;

    private SudokuNotation() {}

    static char symbol(int value) {
        return SYMBOLS.charAt(value);
    }

    /** The value 0..15 of a symbol (either case), or -1 if the character is not a symbol. */
    static int valueOf(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return -1;
    }

    static String cellName(int cell) {
        return "r" + (SudokuGeometry.row(cell) + 1) + "c" + (SudokuGeometry.col(cell) + 1);
    }

    static String formatMove(int move) {
        return cellName(move >> 4) + "=" + symbol(move & 15);
    }

    /**
     * Reads {@code r<row>c<col>=<symbol>} (letters in either case, spaces around '=' allowed) into
     * the move int {@code cell * 16 + value}, or says what is wrong with the text.
     */
    static MoveCheck parseMove(String text) {
        if (text == null) {
            return MoveCheck.error(EXPECTED);
        }
        String t = text.trim();
        int n = t.length();
        int i = 0;
        if (i >= n || (t.charAt(i) != 'r' && t.charAt(i) != 'R')) {
            return MoveCheck.error(EXPECTED);
        }
        i++;
        int rowStart = i;
        i = skipDigits(t, i);
        if (i == rowStart) {
            return MoveCheck.error(EXPECTED);
        }
        String rowDigits = t.substring(rowStart, i);
        if (i >= n || (t.charAt(i) != 'c' && t.charAt(i) != 'C')) {
            return MoveCheck.error(EXPECTED);
        }
        i++;
        int colStart = i;
        i = skipDigits(t, i);
        if (i == colStart) {
            return MoveCheck.error(EXPECTED);
        }
        String colDigits = t.substring(colStart, i);
        i = skipSpaces(t, i);
        if (i >= n || t.charAt(i) != '=') {
            return MoveCheck.error(EXPECTED);
        }
        i = skipSpaces(t, i + 1);
        String symbolText = t.substring(i);
        if (symbolText.isEmpty()) {
            return MoveCheck.error(EXPECTED);
        }
        int row = boundedNumber(rowDigits);
        if (row < 1 || row > SudokuGeometry.SIZE) {
            return MoveCheck.error("row " + echo(rowDigits) + " is outside the 16x16 grid (rows 1 to 16)");
        }
        int col = boundedNumber(colDigits);
        if (col < 1 || col > SudokuGeometry.SIZE) {
            return MoveCheck.error("column " + echo(colDigits) + " is outside the 16x16 grid (columns 1 to 16)");
        }
        int value = symbolText.length() == 1 ? valueOf(symbolText.charAt(0)) : -1;
        if (value < 0) {
            return MoveCheck.error("'" + echo(symbolText) + "' is not a symbol: the 16 symbols are 0-9 and A-F");
        }
        int cell = (row - 1) * SudokuGeometry.SIZE + (col - 1);
        return MoveCheck.ok(cell * 16 + value);
    }

    private static int skipDigits(String t, int i) {
        while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
            i++;
        }
        return i;
    }

    private static int skipSpaces(String t, int i) {
        while (i < t.length() && Character.isWhitespace(t.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The number written by ASCII digits, saturated at a value far outside any grid. */
    private static int boundedNumber(String digits) {
        int v = 0;
        for (int k = 0; k < digits.length(); k++) {
            v = v * 10 + (digits.charAt(k) - '0');
            if (v > 1000) {
                return 1001;
            }
        }
        return v;
    }

    static String echo(String s) {
        return s.length() <= MAX_ECHO ? s : s.substring(0, MAX_ECHO) + "...";
    }
}
