package org.puzzlearena.rules.samegame;

import java.util.List;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.UnknownInstanceException;

/**
 * The instance ids: {@code standard/1} .. {@code standard/20} (the literature's test set),
 * {@code random/<seed>} (15x15, 5 colours) and {@code random/<seed>/<cols>x<rows>x<colours>}.
 * Random boards come from {@link SplitMix64} so a seed is the same board on every platform: one
 * {@code nextInt(colours)} per cell, rows from the top, each row left to right (the order in
 * which the standard set is written).
 *
 * <p>{@code grid/<row>,<row>,...} is a board given cell by cell (an organizer's uploaded board):
 * rows from the top, each a string of colour digits, all rows equally wide, 2 to 16 columns and
 * rows, no empty cells, and colours numbered from 0 without gaps (at least 2). Any other spelling
 * of a board is refused rather than normalised, so that one board has one id and one leaderboard.
 */
final class SameGameInstances {

    static final String DEFAULT = "standard/1";
    static final String SYNTAX = "standard/<1-" + StandardPositions.COUNT + "> | random/<seed> (15x15, 5 colours)"
            + " | random/<seed>/<cols>x<rows>x<colours> (cols and rows 2-" + SameGameBoard.MAX_COLUMNS
            + ", colours " + SameGameBoard.MIN_COLOURS + "-" + SameGameBoard.MAX_COLOURS + "); seed: any 64-bit integer"
            + " | grid/<row>,<row>,... (rows from the top, colour digits 0-" + (SameGameBoard.MAX_COLOURS - 1) + ")";
    static final List<String> CATALOGUE = catalogue();

    private static final int MIN_SIDE = 2;
    private static final int MAX_ECHO = 40;

    private SameGameInstances() {}

    private static List<String> catalogue() {
        String[] ids = new String[StandardPositions.COUNT + 3];
        for (int i = 1; i <= StandardPositions.COUNT; i++) {
            ids[i - 1] = "standard/" + i;
        }
        ids[StandardPositions.COUNT] = "random/1";
        ids[StandardPositions.COUNT + 1] = "random/42/10x10x4";
        ids[StandardPositions.COUNT + 2] = "random/7/16x16x6";
        return List.of(ids);
    }

    /** The initial board of {@code id}, or an exception that says what is wrong with the id. */
    static SameGameBoard board(String id) {
        if (id == null) {
            throw new UnknownInstanceException("no SameGame instance named; expected " + SYNTAX);
        }
        if (id.startsWith("standard/")) {
            return standard(id, id.substring("standard/".length()));
        }
        if (id.startsWith("random/")) {
            return random(id, id.substring("random/".length()));
        }
        if (id.startsWith("grid/")) {
            return grid(id, id.substring("grid/".length()));
        }
        throw unknown(id, "expected " + SYNTAX);
    }

    private static SameGameBoard standard(String id, String number) {
        int n = smallNumber(number);
        if (n < 1 || n > StandardPositions.COUNT) {
            throw unknown(id, "the standard set has positions standard/1 to standard/" + StandardPositions.COUNT);
        }
        return SameGameBoard.fromRows(StandardPositions.rows(n), StandardPositions.COLOURS);
    }

    private static SameGameBoard random(String id, String rest) {
        int slash = rest.indexOf('/');
        String seedText = slash < 0 ? rest : rest.substring(0, slash);
        long seed;
        try {
            seed = Long.parseLong(seedText);
        } catch (NumberFormatException e) {
            throw unknown(
                    id,
                    "the seed must be a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE
                            + ", e.g. random/42");
        }
        if (!Long.toString(seed).equals(seedText)) {
            // One spelling per board, so that one board has one leaderboard.
            throw unknown(id, "write the seed as " + seed + " (no sign '+' or leading zeros)");
        }
        if (slash < 0) {
            return generate(seed, StandardPositions.SIZE, StandardPositions.SIZE, StandardPositions.COLOURS);
        }
        String size = rest.substring(slash + 1);
        int x1 = size.indexOf('x');
        int x2 = x1 < 0 ? -1 : size.indexOf('x', x1 + 1);
        if (x2 < 0 || size.indexOf('x', x2 + 1) >= 0) {
            throw unknown(id, "the size must be <cols>x<rows>x<colours>, e.g. random/42/10x10x4");
        }
        String[] dims = {size.substring(0, x1), size.substring(x1 + 1, x2), size.substring(x2 + 1)};
        int cols = smallNumber(dims[0]);
        int rows = smallNumber(dims[1]);
        int colours = smallNumber(dims[2]);
        if (cols < 0 || rows < 0 || colours < 0) {
            throw unknown(id, "the size must be <cols>x<rows>x<colours>, e.g. random/42/10x10x4");
        }
        if (cols < MIN_SIDE || cols > SameGameBoard.MAX_COLUMNS || rows < MIN_SIDE || rows > SameGameBoard.MAX_ROWS) {
            throw unknown(
                    id,
                    "a board has " + MIN_SIDE + " to " + SameGameBoard.MAX_COLUMNS + " columns and " + MIN_SIDE + " to "
                            + SameGameBoard.MAX_ROWS + " rows, not " + dims[0] + "x" + dims[1]);
        }
        if (colours < SameGameBoard.MIN_COLOURS || colours > SameGameBoard.MAX_COLOURS) {
            throw unknown(
                    id,
                    "a board has " + SameGameBoard.MIN_COLOURS + " to " + SameGameBoard.MAX_COLOURS + " colours, not "
                            + dims[2]);
        }
        return generate(seed, cols, rows, colours);
    }

    /** A board written out: the id is already its one canonical spelling, or it is refused. */
    private static SameGameBoard grid(String id, String rest) {
        if (rest.length() > SameGameBoard.MAX_ROWS * (SameGameBoard.MAX_COLUMNS + 1)) {
            throw unknown(
                    id,
                    "a grid has at most " + SameGameBoard.MAX_ROWS + " rows of " + SameGameBoard.MAX_COLUMNS
                            + " cells");
        }
        String[] rows = rest.split(",", -1);
        if (rows.length < MIN_SIDE || rows.length > SameGameBoard.MAX_ROWS) {
            throw unknown(
                    id,
                    "a grid has " + MIN_SIDE + " to " + SameGameBoard.MAX_ROWS
                            + " rows separated by ',', e.g. grid/0120,1201,2012");
        }
        int width = rows[0].length();
        if (width < MIN_SIDE || width > SameGameBoard.MAX_COLUMNS) {
            throw unknown(id, "a grid row has " + MIN_SIDE + " to " + SameGameBoard.MAX_COLUMNS + " cells");
        }
        int used = 0;
        int colours = 0;
        for (int r = 0; r < rows.length; r++) {
            if (rows[r].length() != width) {
                throw unknown(
                        id,
                        "row " + (r + 1) + " from the top has " + rows[r].length() + " cells where the first has "
                                + width);
            }
            for (int c = 0; c < width; c++) {
                char ch = rows[r].charAt(c);
                if (ch < '0' || ch >= '0' + SameGameBoard.MAX_COLOURS) {
                    throw unknown(
                            id,
                            "a cell is a colour digit 0-" + (SameGameBoard.MAX_COLOURS - 1) + " (row " + (r + 1)
                                    + " from the top, column " + c + ")");
                }
                used |= 1 << (ch - '0');
                colours = Math.max(colours, ch - '0' + 1);
            }
        }
        if (colours < SameGameBoard.MIN_COLOURS) {
            throw unknown(id, "a grid has at least " + SameGameBoard.MIN_COLOURS + " colours");
        }
        if (used != (1 << colours) - 1) {
            // Colours 0, 2 and 5 alone are the same board as 0, 1 and 2: one spelling per board.
            throw unknown(
                    id, "number the colours from 0 without gaps (colours 0 to " + (colours - 1) + " must each appear)");
        }
        return SameGameBoard.fromRows(rows, colours);
    }

    private static SameGameBoard generate(long seed, int cols, int rows, int colours) {
        SplitMix64 rng = new SplitMix64(seed);
        String[] lines = new String[rows];
        char[] line = new char[cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                line[c] = (char) ('0' + rng.nextInt(colours));
            }
            lines[r] = new String(line);
        }
        return SameGameBoard.fromRows(lines, colours);
    }

    /** A plain decimal of at most 9 digits without leading zeros, or -1. */
    private static int smallNumber(String s) {
        if (s.isEmpty() || s.length() > 9 || (s.length() > 1 && s.charAt(0) == '0')) {
            return -1;
        }
        int v = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') {
                return -1;
            }
            v = v * 10 + (ch - '0');
        }
        return v;
    }

    private static UnknownInstanceException unknown(String id, String why) {
        String shown = id.length() <= MAX_ECHO ? id : id.substring(0, MAX_ECHO) + "...";
        return new UnknownInstanceException("unknown SameGame instance '" + shown + "': " + why);
    }
}
