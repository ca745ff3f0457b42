package org.puzzlearena.rules.sudoku;

import org.puzzlearena.rules.SplitMix64;

/**
 * Seeded puzzles that are solvable by construction, in the setting of the NMCS paper (about 66%
 * empty cells). A full grid comes from the pattern grid {@code g[r][c] = (4*(r%4) + r/4 + c) mod 16}
 * put through transformations that keep every row, column and box valid; then cells are blanked.
 *
 * <p>The exact sequence of random draws is part of what a seed means (the browser must rebuild the
 * same grid), so it is fixed here, all from one {@link SplitMix64} seeded with the seed:
 * <ol>
 * <li>a symbol relabelling: shuffle of 0..15;</li>
 * <li>the band order: shuffle of 0..3; then for bands 0..3 in turn, the row order inside it;</li>
 * <li>the stack order: shuffle of 0..3; then for stacks 0..3, the column order inside it;</li>
 * <li>transpose when {@code nextInt(2) == 1};</li>
 * <li>the blanked cells: the first k of a partial Fisher-Yates shuffle of 0..255
 * (step i swaps i with {@code i + nextInt(256 - i)}), k = round(percent * 256 / 100).</li>
 * </ol>
 * Every shuffle is Fisher-Yates from the top: for i from n-1 down to 1, swap i with
 * {@code nextInt(i + 1)}.
 */
public final class SudokuGenerator {

    public static final int DEFAULT_PERCENT_EMPTY = 66;
    public static final int MAX_PERCENT_EMPTY = 90;

    private SudokuGenerator() {}

    /** The number of blank cells for a percentage: round(percent * 256 / 100), halves up. */
    public static int emptyCellCount(int percentEmpty) {
        return (percentEmpty * SudokuGeometry.CELLS + 50) / 100;
    }

    /**
     * Builds the puzzle of a seed.
     *
     * @param percentEmpty 0 to {@link #MAX_PERCENT_EMPTY}
     */
    public static GeneratedSudoku generate(long seed, int percentEmpty) {
        if (percentEmpty < 0 || percentEmpty > MAX_PERCENT_EMPTY) {
            throw new IllegalArgumentException("percentEmpty must be 0.." + MAX_PERCENT_EMPTY + ": " + percentEmpty);
        }
        SplitMix64 rng = new SplitMix64(seed);
        int[] symbols = shuffled(rng, 16);
        int[] rowOf = lineOrder(rng);
        int[] colOf = lineOrder(rng);
        boolean transpose = rng.nextInt(2) == 1;

        int[] solution = new int[SudokuGeometry.CELLS];
        for (int r = 0; r < SudokuGeometry.SIZE; r++) {
            for (int c = 0; c < SudokuGeometry.SIZE; c++) {
                int pr = rowOf[r];
                int pc = colOf[c];
                int v = symbols[(4 * (pr % 4) + pr / 4 + pc) % 16];
                int cell = transpose ? c * SudokuGeometry.SIZE + r : r * SudokuGeometry.SIZE + c;
                solution[cell] = v;
            }
        }

        boolean[] blank = new boolean[SudokuGeometry.CELLS];
        int[] cells = new int[SudokuGeometry.CELLS];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i;
        }
        int k = emptyCellCount(percentEmpty);
        for (int i = 0; i < k; i++) {
            int j = i + rng.nextInt(SudokuGeometry.CELLS - i);
            int t = cells[i];
            cells[i] = cells[j];
            cells[j] = t;
            blank[cells[i]] = true;
        }

        StringBuilder puzzle = new StringBuilder(SudokuGeometry.CELLS);
        StringBuilder full = new StringBuilder(SudokuGeometry.CELLS);
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            char s = SudokuNotation.symbol(solution[cell]);
            full.append(s);
            puzzle.append(blank[cell] ? '.' : s);
        }
        return new GeneratedSudoku(seed, percentEmpty, puzzle.toString(), full.toString());
    }

    /**
     * Maps a grid line (row or column) 0..15 to a line of the pattern grid: bands (or stacks) are
     * reordered, then the lines inside each.
     */
    private static int[] lineOrder(SplitMix64 rng) {
        int[] bands = shuffled(rng, 4);
        int[][] inside = new int[4][];
        for (int b = 0; b < 4; b++) {
            inside[b] = shuffled(rng, 4);
        }
        int[] map = new int[SudokuGeometry.SIZE];
        for (int line = 0; line < SudokuGeometry.SIZE; line++) {
            int b = line / 4;
            map[line] = 4 * bands[b] + inside[b][line % 4];
        }
        return map;
    }

    private static int[] shuffled(SplitMix64 rng, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }
}
