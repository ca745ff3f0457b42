package org.puzzlearena.rules.sudoku;

import org.puzzlearena.rules.UnknownInstanceException;

/**
 * The givens of one instance, checked once: a grid whose givens already break the rules is not a
 * puzzle, so it is refused before any state exists (the hot path then never meets one).
 */
final class SudokuPuzzle {

    static final int EMPTY = -1;

    private final String instanceId;
    private final byte[] givens;
    private final int givenCount;

    private SudokuPuzzle(String instanceId, byte[] givens) {
        this.instanceId = instanceId;
        this.givens = givens;
        int count = 0;
        for (byte g : givens) {
            if (g != EMPTY) {
                count++;
            }
        }
        this.givenCount = count;
    }

    String instanceId() {
        return instanceId;
    }

    /** The given symbol's value at {@code cell}, or {@link #EMPTY}. */
    int given(int cell) {
        return givens[cell];
    }

    int givenCount() {
        return givenCount;
    }

    /**
     * Reads a 256-character grid ({@code 0-9}, {@code A-F} in either case, {@code .} empty) and
     * checks that its givens can still lead to a solution as far as the constraint model sees.
     *
     * @throws UnknownInstanceException naming the bad character, the clash or the blocked cell
     */
    static SudokuPuzzle fromGrid(String instanceId, String grid) {
        String where = SudokuNotation.echo(instanceId);
        if (grid.length() != SudokuGeometry.CELLS) {
            throw new UnknownInstanceException(where + ": a 16x16 grid has 256 characters (row by row, '.' for an"
                    + " empty cell), this one has " + grid.length());
        }
        byte[] givens = new byte[SudokuGeometry.CELLS];
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            char c = grid.charAt(cell);
            if (c == '.') {
                givens[cell] = EMPTY;
                continue;
            }
            int v = SudokuNotation.valueOf(c);
            if (v < 0) {
                throw new UnknownInstanceException(where + ": character " + (cell + 1) + " ('" + c + "', at "
                        + SudokuNotation.cellName(cell) + ") is not a symbol: use 0-9, A-F, or '.' for an empty cell");
            }
            givens[cell] = (byte) v;
        }
        checkNoClash(where, givens);
        checkNoBlockedCell(where, givens);
        return new SudokuPuzzle(instanceId, givens);
    }

    private static void checkNoClash(String where, byte[] givens) {
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            if (givens[cell] == EMPTY) {
                continue;
            }
            int base = cell * SudokuGeometry.PEER_COUNT;
            for (int k = 0; k < SudokuGeometry.PEER_COUNT; k++) {
                int other = SudokuGeometry.PEERS[base + k];
                if (other < cell && givens[other] == givens[cell]) {
                    throw new UnknownInstanceException(where + ": the givens break the rules: "
                            + SudokuRules.sharedUnitName(other, cell) + " has two "
                            + SudokuNotation.symbol(givens[cell]) + " (" + SudokuNotation.cellName(other)
                            + " and " + SudokuNotation.cellName(cell) + ")");
                }
            }
        }
    }

    private static void checkNoBlockedCell(String where, byte[] givens) {
        for (int cell = 0; cell < SudokuGeometry.CELLS; cell++) {
            if (givens[cell] != EMPTY) {
                continue;
            }
            int seen = 0;
            int base = cell * SudokuGeometry.PEER_COUNT;
            for (int k = 0; k < SudokuGeometry.PEER_COUNT; k++) {
                int g = givens[SudokuGeometry.PEERS[base + k]];
                if (g != EMPTY) {
                    seen |= 1 << g;
                }
            }
            if (seen == SudokuRules.ALL_SYMBOLS) {
                throw new UnknownInstanceException(where + ": the givens leave " + SudokuNotation.cellName(cell)
                        + " with no possible symbol: its row, column and box already hold all 16 between them");
            }
        }
    }
}
