package org.puzzlearena.rules.samegame;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

/**
 * SameGame written the slow, obvious way (a grid, a queue flood fill, gravity by copying) as an
 * independent reference for the bitboard engine. Cells are grid[col][row], -1 empty.
 */
final class NaiveSameGame {

    final int width;
    final int height;
    final int[][] grid;
    int points;

    NaiveSameGame(String renderedOrRows, int width, int height) {
        this.width = width;
        this.height = height;
        this.grid = new int[width][height];
        String[] rows = renderedOrRows.split("\n");
        for (int r = 0; r < height; r++) {
            String line = rows[r];
            int bar = line.indexOf('|');
            String cells = bar >= 0 ? line.substring(bar + 1).replace(" ", "") : line;
            for (int col = 0; col < width; col++) {
                char ch = cells.charAt(col);
                grid[col][height - 1 - r] = ch == '.' ? -1 : ch - '0';
            }
        }
    }

    /** Canonical cell (col * 16 + row) of every legal group, mapped to its size. */
    TreeMap<Integer, Integer> groups() {
        TreeMap<Integer, Integer> out = new TreeMap<>();
        boolean[][] seen = new boolean[width][height];
        for (int col = 0; col < width; col++) {
            for (int row = 0; row < height; row++) {
                if (grid[col][row] < 0 || seen[col][row]) {
                    continue;
                }
                List<int[]> cells = group(col, row);
                int bestCol = Integer.MAX_VALUE;
                int bestRow = Integer.MAX_VALUE;
                for (int[] c : cells) {
                    seen[c[0]][c[1]] = true;
                    if (c[1] < bestRow || (c[1] == bestRow && c[0] < bestCol)) {
                        bestRow = c[1];
                        bestCol = c[0];
                    }
                }
                if (cells.size() >= 2) {
                    out.put(bestCol * 16 + bestRow, cells.size());
                }
            }
        }
        return out;
    }

    List<int[]> group(int col, int row) {
        int colour = grid[col][row];
        List<int[]> cells = new ArrayList<>();
        boolean[][] in = new boolean[width][height];
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {col, row});
        in[col][row] = true;
        while (!queue.isEmpty()) {
            int[] c = queue.poll();
            cells.add(c);
            int[][] next = {{c[0] + 1, c[1]}, {c[0] - 1, c[1]}, {c[0], c[1] + 1}, {c[0], c[1] - 1}};
            for (int[] n : next) {
                if (n[0] >= 0
                        && n[0] < width
                        && n[1] >= 0
                        && n[1] < height
                        && !in[n[0]][n[1]]
                        && grid[n[0]][n[1]] == colour) {
                    in[n[0]][n[1]] = true;
                    queue.add(n);
                }
            }
        }
        return cells;
    }

    void play(int col, int row) {
        List<int[]> cells = group(col, row);
        points += (cells.size() - 2) * (cells.size() - 2);
        for (int[] c : cells) {
            grid[c[0]][c[1]] = -1;
        }
        List<int[]> columns = new ArrayList<>();
        for (int c = 0; c < width; c++) {
            int[] fallen = new int[height];
            Arrays.fill(fallen, -1);
            int k = 0;
            for (int r = 0; r < height; r++) {
                if (grid[c][r] >= 0) {
                    fallen[k++] = grid[c][r];
                }
            }
            if (k > 0) {
                columns.add(fallen);
            }
        }
        for (int c = 0; c < width; c++) {
            if (c < columns.size()) {
                grid[c] = columns.get(c);
            } else {
                Arrays.fill(grid[c], -1);
            }
        }
    }

    int remaining() {
        int n = 0;
        for (int[] column : grid) {
            for (int v : column) {
                n += v >= 0 ? 1 : 0;
            }
        }
        return n;
    }
}
