package org.puzzlearena.rules.sudoku;

import org.puzzlearena.rules.UnknownInstanceException;

/**
 * Instance ids: {@code grid/<256 characters>}, {@code generated/<seed>} (66% empty) and
 * {@code generated/<seed>/<percent empty>}. The id a state reports is canonical (grid symbols in
 * upper case, numbers without leading zeros, the default percentage left out), so one puzzle has
 * one id on a leaderboard.
 */
final class SudokuInstances {

    static final String GRID = "grid/";
    static final String GENERATED = "generated/";
    static final String SYNTAX = "grid/<256 characters: 0-9 A-F, '.' empty, row by row> | generated/<seed>"
            + " | generated/<seed>/<percent empty, 0-" + SudokuGenerator.MAX_PERCENT_EMPTY + ">";

    /** Long.MAX_VALUE has 19 digits. */
    private static final int MAX_SEED_DIGITS = 19;

    private SudokuInstances() {}

    static SudokuPuzzle parse(String id) {
        if (id == null) {
            throw new UnknownInstanceException("no instance named: use " + SYNTAX);
        }
        if (id.startsWith(GRID)) {
            String grid = upperCaseSymbols(id.substring(GRID.length()));
            return SudokuPuzzle.fromGrid(GRID + grid, grid);
        }
        if (id.startsWith(GENERATED)) {
            return parseGenerated(id);
        }
        throw new UnknownInstanceException(
                "unknown sudoku16 instance '" + SudokuNotation.echo(id) + "': use " + SYNTAX);
    }

    private static SudokuPuzzle parseGenerated(String id) {
        String rest = id.substring(GENERATED.length());
        int slash = rest.indexOf('/');
        String seedText = slash < 0 ? rest : rest.substring(0, slash);
        long seed = parseSeed(id, seedText);
        int percent = SudokuGenerator.DEFAULT_PERCENT_EMPTY;
        if (slash >= 0) {
            percent = parsePercent(id, rest.substring(slash + 1));
        }
        String canonical = GENERATED + seed + (percent == SudokuGenerator.DEFAULT_PERCENT_EMPTY ? "" : "/" + percent);
        GeneratedSudoku generated = SudokuGenerator.generate(seed, percent);
        return SudokuPuzzle.fromGrid(canonical, generated.puzzle());
    }

    private static long parseSeed(String id, String text) {
        String digits = stripLeadingZeros(text);
        if (!allDigits(text)
                || digits.length() > MAX_SEED_DIGITS
                || (digits.length() == MAX_SEED_DIGITS && digits.compareTo(String.valueOf(Long.MAX_VALUE)) > 0)) {
            throw new UnknownInstanceException(SudokuNotation.echo(id) + ": the seed must be a whole number from 0 to "
                    + Long.MAX_VALUE + ", e.g. generated/1");
        }
        return Long.parseLong(digits);
    }

    private static int parsePercent(String id, String text) {
        String digits = stripLeadingZeros(text);
        if (!allDigits(text) || digits.length() > 3 || Integer.parseInt(digits) > SudokuGenerator.MAX_PERCENT_EMPTY) {
            throw new UnknownInstanceException(SudokuNotation.echo(id) + ": the share of empty cells must be a whole"
                    + " percentage from 0 to " + SudokuGenerator.MAX_PERCENT_EMPTY + ", e.g. generated/1/66");
        }
        return Integer.parseInt(digits);
    }

    /** a-f to A-F; any other character stays, so an error can quote it as written. */
    private static String upperCaseSymbols(String grid) {
        char[] chars = grid.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] >= 'a' && chars[i] <= 'f') {
                chars[i] = (char) (chars[i] - 'a' + 'A');
            }
        }
        return new String(chars);
    }

    private static boolean allDigits(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** "007" is seed 7; "000" is seed 0. */
    private static String stripLeadingZeros(String s) {
        int i = 0;
        while (i < s.length() - 1 && s.charAt(i) == '0') {
            i++;
        }
        return s.substring(i);
    }
}
