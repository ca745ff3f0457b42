package org.puzzlearena.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MoveHistoryTest {

    @Test
    void aCopyGrowsPastItsRoomUpToAndBeyondTheLongestGameAndStaysIndependent() {
        MoveHistory original = new MoveHistory(500);
        for (int i = 0; i < 3; i++) {
            original.add(i);
        }
        MoveHistory copy = original.copy();
        int[] expected = new int[3 + 600];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = (i * 7919) % MoveHistory.MOVE_LIMIT;
        }
        expected[0] = 0;
        expected[1] = 1;
        expected[2] = 2;
        for (int i = 3; i < expected.length; i++) {
            copy.add(expected[i]);
            if (i == 3 + 2 * MoveHistory.COPY_ROOM) {
                MoveHistory second = copy.copy();
                second.add(65535);
                assertEquals(i + 2, second.count());
                assertEquals(65535, second.at(i + 1));
            }
        }
        assertArrayEquals(expected, copy.toArray());
        assertEquals(3, original.count(), "the original is unchanged");
        assertArrayEquals(new int[] {0, 1, 2}, original.toArray());
    }
}
