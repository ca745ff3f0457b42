package org.puzzlearena.rules.morpion;

/**
 * Draws a position as text on a doubled grid: points on even columns and rows, the segments of the
 * drawn lines between them ({@code - | \ /}, {@code X} where two diagonals cross). Dots of the
 * cross are {@code #}, dots added by moves {@code o}, empty points {@code .}. The drawing is
 * cropped to the dots and labelled with Pentasol coordinates (reference (28,28)).
 */
final class BoardDrawing {

    private static final int LABEL_WIDTH = 3;

    private BoardDrawing() {}

    static String draw(MorpionState state) {
        int minX = Lines.MAX;
        int minY = Lines.MAX;
        int maxX = Lines.MIN;
        int maxY = Lines.MIN;
        for (int y = Lines.MIN; y <= Lines.MAX; y++) {
            for (int x = Lines.MIN; x <= Lines.MAX; x++) {
                if (state.hasDot(x, y)) {
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        int width = 2 * (maxX - minX) + 1;
        int height = 2 * (maxY - minY) + 1;
        char[][] grid = new char[height][width];
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                grid[r][c] = r % 2 == 0 && c % 2 == 0 ? pointChar(state, minX + c / 2, minY + r / 2) : ' ';
            }
        }
        int[] newDots = state.playedNewDots();
        for (int i = 0; i < state.moveCount(); i++) {
            int move = state.moveAt(i);
            int line = move >>> 6;
            int start = move & 63;
            int dir = Lines.dirOfLine(line);
            int x0 = Lines.xAt(line, start);
            int y0 = Lines.yAt(line, start);
            for (int j = 0; j < 4; j++) {
                int x = x0 + j * Lines.DX[dir];
                int y = y0 + j * Lines.DY[dir];
                int r = 2 * (y - minY) + Lines.DY[dir];
                int c = 2 * (x - minX) + Lines.DX[dir];
                char segment = Lines.SYMBOL[dir];
                char there = grid[r][c];
                grid[r][c] = (there == '\\' || there == '/') && there != segment ? 'X' : segment;
            }
            int k = newDots[i];
            grid[2 * (y0 + k * Lines.DY[dir] - minY)][2 * (x0 + k * Lines.DX[dir] - minX)] = 'o';
        }
        StringBuilder out = new StringBuilder();
        appendColumnLabels(out, minX, maxX, true);
        appendColumnLabels(out, minX, maxX, false);
        for (int r = 0; r < height; r++) {
            String label = r % 2 == 0 ? Integer.toString(Pentasol.fromBoard(minY + r / 2)) : "";
            StringBuilder row = new StringBuilder();
            pad(row, LABEL_WIDTH - label.length());
            row.append(label).append(' ').append(grid[r]);
            out.append(trimRight(row.toString())).append('\n');
        }
        return out.toString();
    }

    private static char pointChar(MorpionState state, int x, int y) {
        if (!state.hasDot(x, y)) {
            return '.';
        }
        // Dots added by moves are overwritten with 'o' afterwards.
        return '#';
    }

    private static void appendColumnLabels(StringBuilder out, int minX, int maxX, boolean tens) {
        pad(out, LABEL_WIDTH + 1);
        StringBuilder row = new StringBuilder();
        for (int x = minX; x <= maxX; x++) {
            int label = Pentasol.fromBoard(x);
            char c = tens ? (label >= 10 ? (char) ('0' + label / 10 % 10) : ' ') : (char) ('0' + label % 10);
            row.append(c);
            if (x < maxX) {
                row.append(' ');
            }
        }
        out.append(trimRight(row.toString())).append('\n');
    }

    private static void pad(StringBuilder out, int n) {
        for (int i = 0; i < n; i++) {
            out.append(' ');
        }
    }

    private static String trimRight(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(0, end);
    }
}
