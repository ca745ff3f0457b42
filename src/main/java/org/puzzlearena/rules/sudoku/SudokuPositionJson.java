package org.puzzlearena.rules.sudoku;

/**
 * The position as the JSON object of {@link SudokuState#positionJson()}. Grids are written in the
 * instance format (256 characters, row by row, symbols {@code 0-9 A-F}, {@code .} empty), which
 * needs no escaping. Never used in the hot path.
 */
final class SudokuPositionJson {

    private SudokuPositionJson() {}

    /**
     * @param values symbol value per cell, {@link SudokuPuzzle#EMPTY} when empty
     * @param domains candidate mask per cell, 0 for filled cells
     */
    static String of(SudokuPuzzle puzzle, byte[] values, int[] domains, int filled, boolean contradiction) {
        StringBuilder out = new StringBuilder(2000);
        out.append("{\"size\":").append(SudokuGeometry.SIZE).append(",\"grid\":\"");
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            out.append(symbolOrDot(values[cell]));
        }
        out.append("\",\"givens\":\"");
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            out.append(symbolOrDot(puzzle.given(cell)));
        }
        out.append("\",\"filled\":")
                .append(filled)
                .append(",\"solved\":")
                .append(filled == SudokuGeometry.CELLS)
                .append(",\"contradiction\":")
                .append(contradiction)
                .append(",\"candidates\":[");
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            if (cell > 0) {
                out.append(',');
            }
            out.append(domains[cell]);
        }
        out.append("]}");
        return out.toString();
    }

    private static char symbolOrDot(int value) {
        return value == SudokuPuzzle.EMPTY ? '.' : SudokuNotation.symbol(value);
    }
}
