package org.puzzlearena.rules.morpion;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately naive Morpion engine written straight from the rules text, in Pentasol
 * coordinates, to check the fast engine against: dots in a set, lines in a list, every window
 * near the dots tried one by one.
 */
final class ReferenceRules {

    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    private static final String SYMBOLS = "-|\\/";
    private static final int[][] CROSS = {
        {0, -3}, {1, -3}, {2, -3}, {3, -3}, {0, -2}, {3, -2}, {0, -1}, {3, -1}, {-3, 0}, {-2, 0}, {-1, 0}, {0, 0},
        {3, 0}, {4, 0}, {5, 0}, {6, 0}, {-3, 1}, {6, 1}, {-3, 2}, {6, 2}, {-3, 3}, {-2, 3}, {-1, 3}, {0, 3}, {3, 3},
        {4, 3}, {5, 3}, {6, 3}, {0, 4}, {3, 4}, {0, 5}, {3, 5}, {0, 6}, {1, 6}, {2, 6}, {3, 6},
    };

    private final boolean disjoint;
    private final Set<Long> dots = new HashSet<>();
    /** Each drawn line: start x, start y, direction. */
    private final List<int[]> lines = new ArrayList<>();

    ReferenceRules(boolean disjoint) {
        this.disjoint = disjoint;
        for (int[] d : CROSS) {
            dots.add(key(28 + d[0], 28 + d[1]));
        }
    }

    private static long key(int x, int y) {
        return ((long) x << 32) ^ (y & 0xFFFFFFFFL);
    }

    /** The canonical texts of all legal moves. */
    Set<String> legalMoves() {
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (long k : dots) {
            int x = (int) (k >> 32);
            int y = (int) k;
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
        }
        Set<String> moves = new HashSet<>();
        for (int x = minX - 5; x <= maxX + 5; x++) {
            for (int y = minY - 5; y <= maxY + 5; y++) {
                for (int dir = 0; dir < 4; dir++) {
                    String text = moveText(x, y, dir);
                    if (text != null) {
                        moves.add(text);
                    }
                }
            }
        }
        return moves;
    }

    /** The text of the window starting at (x,y) in direction dir, or null when it is not legal. */
    private String moveText(int x0, int y0, int dir) {
        int empty = -1;
        for (int k = 0; k < 5; k++) {
            if (!dots.contains(key(x0 + k * DIRECTIONS[dir][0], y0 + k * DIRECTIONS[dir][1]))) {
                if (empty >= 0) {
                    return null;
                }
                empty = k;
            }
        }
        if (empty < 0) {
            return null;
        }
        for (int[] line : lines) {
            if (line[2] == dir && sharedPoints(line, x0, y0, dir) >= (disjoint ? 1 : 2)) {
                return null;
            }
        }
        int offset = 2 - empty;
        return "(" + (x0 + empty * DIRECTIONS[dir][0]) + "," + (y0 + empty * DIRECTIONS[dir][1]) + ") "
                + SYMBOLS.charAt(dir) + " " + (offset > 0 ? "+" : "") + offset;
    }

    private static int sharedPoints(int[] line, int x0, int y0, int dir) {
        int shared = 0;
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (line[0] + i * DIRECTIONS[dir][0] == x0 + j * DIRECTIONS[dir][0]
                        && line[1] + i * DIRECTIONS[dir][1] == y0 + j * DIRECTIONS[dir][1]) {
                    shared++;
                }
            }
        }
        return shared;
    }

    /** Plays a move given by its canonical text (known to be legal). */
    void play(String text) {
        String[] parts = text.replace("(", "").replace(")", "").split("[ ,]+");
        int x = Integer.parseInt(parts[0]);
        int y = Integer.parseInt(parts[1]);
        int dir = SYMBOLS.indexOf(parts[2].charAt(0));
        int offset = Integer.parseInt(parts[3].replace("+", ""));
        int k = 2 - offset;
        dots.add(key(x, y));
        lines.add(new int[] {x - k * DIRECTIONS[dir][0], y - k * DIRECTIONS[dir][1], dir});
    }
}
