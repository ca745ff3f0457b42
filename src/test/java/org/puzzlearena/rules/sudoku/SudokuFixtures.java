package org.puzzlearena.rules.sudoku;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Reads fixtures/sudoku16/instances.json from the test classpath. */
final class SudokuFixtures {

    private SudokuFixtures() {}

    static JsonNode instances() {
        try (InputStream in = SudokuFixtures.class.getResourceAsStream("/fixtures/sudoku16/instances.json")) {
            if (in == null) {
                throw new IllegalStateException("missing /fixtures/sudoku16/instances.json on the test classpath");
            }
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** True when a 256-character grid is full and every row, column and box holds each symbol once. */
    static boolean isValidFullGrid(String grid) {
        if (grid.length() != 256) {
            return false;
        }
        for (int u = 0; u < 16; u++) {
            int row = 0;
            int col = 0;
            int box = 0;
            for (int k = 0; k < 16; k++) {
                int br = (u / 4) * 4 + k / 4;
                int bc = (u % 4) * 4 + k % 4;
                int rv = value(grid.charAt(u * 16 + k));
                int cv = value(grid.charAt(k * 16 + u));
                int bv = value(grid.charAt(br * 16 + bc));
                if (rv < 0 || cv < 0 || bv < 0) {
                    return false;
                }
                row |= 1 << rv;
                col |= 1 << cv;
                box |= 1 << bv;
            }
            if (row != 0xFFFF || col != 0xFFFF || box != 0xFFFF) {
                return false;
            }
        }
        return true;
    }

    static int value(char c) {
        return "0123456789ABCDEF".indexOf(Character.toUpperCase(c));
    }

    static int emptyCells(String grid) {
        int n = 0;
        for (int i = 0; i < grid.length(); i++) {
            if (grid.charAt(i) == '.') {
                n++;
            }
        }
        return n;
    }
}
