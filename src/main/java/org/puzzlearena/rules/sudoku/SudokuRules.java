package org.puzzlearena.rules.sudoku;

/** Words for the units that exclude a symbol, shared by instance checks and move reasons. */
final class SudokuRules {

    /** The domain of a cell nothing constrains yet: one bit per symbol. */
    static final int ALL_SYMBOLS = 0xFFFF;

    private SudokuRules() {}

    static String rowName(int cell) {
        return "row " + (SudokuGeometry.row(cell) + 1);
    }

    static String colName(int cell) {
        return "column " + (SudokuGeometry.col(cell) + 1);
    }

    /** Boxes have no universal numbering, so name one by the rows and columns it spans. */
    static String boxName(int cell) {
        int top = (SudokuGeometry.row(cell) / SudokuGeometry.BOX) * SudokuGeometry.BOX + 1;
        int left = (SudokuGeometry.col(cell) / SudokuGeometry.BOX) * SudokuGeometry.BOX + 1;
        return "the box of rows " + top + "-" + (top + 3) + ", columns " + left + "-" + (left + 3);
    }

    /** The first of row, column, box that two peer cells share. */
    static String sharedUnitName(int a, int b) {
        if (SudokuGeometry.row(a) == SudokuGeometry.row(b)) {
            return rowName(a);
        }
        if (SudokuGeometry.col(a) == SudokuGeometry.col(b)) {
            return colName(a);
        }
        return boxName(a);
    }
}
