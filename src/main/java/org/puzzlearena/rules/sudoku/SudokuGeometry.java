package org.puzzlearena.rules.sudoku;

/**
 * Where cells are on the 16x16 grid and which cells see each other. Cells are numbered row-major
 * ({@code cell = 16 * row + col}, 0-based); boxes are numbered row-major too.
 */
final class SudokuGeometry {

    static final int SIZE = 16;
    static final int CELLS = SIZE * SIZE;
    static final int BOX = 4;

    /** Every cell shares a row, a column or a box with 15 + 15 + 9 = 39 others. */
    static final int PEER_COUNT = 39;

    /**
     * The peers of cell c are PEERS[c * PEER_COUNT .. c * PEER_COUNT + 38], ascending. One flat
     * table so that play() walks a contiguous run of ints.
     */
    static final int[] PEERS = buildPeers();

    private SudokuGeometry() {}

    static int row(int cell) {
        return cell >> 4;
    }

    static int col(int cell) {
        return cell & 15;
    }

    static int box(int cell) {
        return (row(cell) / BOX) * BOX + col(cell) / BOX;
    }

    static boolean arePeers(int a, int b) {
        return a != b && (row(a) == row(b) || col(a) == col(b) || box(a) == box(b));
    }

    private static int[] buildPeers() {
        int[] peers = new int[CELLS * PEER_COUNT];
        for (int cell = 0; cell < CELLS; cell++) {
            int n = 0;
            for (int other = 0; other < CELLS; other++) {
                if (arePeers(cell, other)) {
                    peers[cell * PEER_COUNT + n++] = other;
                }
            }
            if (n != PEER_COUNT) {
                throw new IllegalStateException("peer table: cell " + cell + " has " + n + " peers");
            }
        }
        return peers;
    }
}
