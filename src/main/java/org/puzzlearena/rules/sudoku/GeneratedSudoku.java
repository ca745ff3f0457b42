package org.puzzlearena.rules.sudoku;

/**
 * A generated puzzle and the full grid it was cut from (which proves it solvable; other solutions
 * may exist). Both are 256-character grids, row by row, {@code .} for empty.
 */
public final class GeneratedSudoku {

    private final long seed;
    private final int percentEmpty;
    private final String puzzle;
    private final String solution;

    GeneratedSudoku(long seed, int percentEmpty, String puzzle, String solution) {
        this.seed = seed;
        this.percentEmpty = percentEmpty;
        this.puzzle = puzzle;
        this.solution = solution;
    }

    public long seed() {
        return seed;
    }

    public int percentEmpty() {
        return percentEmpty;
    }

    public String puzzle() {
        return puzzle;
    }

    /** The hidden full grid. */
    public String solution() {
        return solution;
    }
}
