package org.puzzlearena.rules.morpion;

/** The standard start: the 36-dot Greek cross, placed in the middle of the board. */
final class Cross {

    static final int DOTS = 36;

    /** Board position of the cross's inner north-west corner, the (0,0) of the rules' dot list. */
    static final int CORNER = 30;

    /** The dots relative to the inner north-west corner (formats.md), as dx, dy pairs. */
    private static final int[] DOT_OFFSETS = {
        0, -3, 1, -3, 2, -3, 3, -3, 0, -2, 3, -2, 0, -1, 3, -1, -3, 0, -2, 0, -1, 0, 0, 0, 3, 0, 4, 0, 5, 0, 6, 0, -3,
        1, 6, 1, -3, 2, 6, 2, -3, 3, -2, 3, -1, 3, 0, 3, 3, 3, 4, 3, 5, 3, 6, 3, 0, 4, 3, 4, 0, 5, 3, 5, 0, 6, 1, 6, 2,
        6, 3, 6,
    };

    private Cross() {}

    static int x(int i) {
        return CORNER + DOT_OFFSETS[2 * i];
    }

    static int y(int i) {
        return CORNER + DOT_OFFSETS[2 * i + 1];
    }
}
