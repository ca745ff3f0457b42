package org.puzzlearena.search.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourState;

/** The solver's packed table: bounds kept exactly, and a full bucket keeps its earliest position. */
class TranspositionTableTest {

    private static long key(String moves) {
        ConnectFourState s = (ConnectFourState) ConnectFourGame.get().newInitialState(MoveStrings.instanceId(moves));
        return s.stones(s.currentPlayer()) + s.mask();
    }

    /** The key of a seeded random position of {@code stones} stones whose game is not over. */
    private static long randomKey(int stones) {
        SplitMix64 rng = new SplitMix64(stones);
        int[] buffer = new int[7];
        while (true) {
            ConnectFourState s = (ConnectFourState) ConnectFourGame.get().newInitialState(MoveStrings.instanceId(""));
            while (!s.isTerminal() && s.plies() < stones) {
                s.play(s.randomMove(rng, buffer));
            }
            if (!s.isTerminal()) {
                return s.stones(s.currentPlayer()) + s.mask();
            }
        }
    }

    @Test
    void everyScoreIsStoredAndReadBackAsBothBounds() {
        TranspositionTable table = new TranspositionTable(1 << 10);
        long k = key("4455");
        for (int v = -21; v <= 21; v++) {
            table.putLower(k, v);
            table.putUpper(k, -v);
            int slot = table.find(k);
            assertEquals(v, table.lowerAt(slot));
            assertEquals(-v, table.upperAt(slot));
        }
        assertEquals(-1, table.find(key("4456")), "a position never stored is not found");
    }

    @Test
    void aKeyTellsItsNumberOfStones() {
        SplitMix64 rng = new SplitMix64(1);
        int[] buffer = new int[7];
        ConnectFourState s = (ConnectFourState) ConnectFourGame.get().newInitialState(MoveStrings.instanceId(""));
        while (!s.isTerminal()) {
            s.play(s.randomMove(rng, buffer));
            assertEquals(s.plies(), TranspositionTable.stones(s.stones(s.currentPlayer()) + s.mask()), s.moveString());
        }
    }

    @Test
    void aFullBucketKeepsThePositionWithTheFewestStones() {
        // Two slots: one bucket, every key lands in it.
        TranspositionTable table = new TranspositionTable(2);
        long early = key("44455");
        long middle = randomKey(16);
        long late = randomKey(21);
        table.putLower(early, 3);
        table.putLower(middle, -2);
        table.putUpper(late, 1);
        assertTrue(table.find(early) >= 0, "the five-stone position stays");
        assertEquals(3, table.lowerAt(table.find(early)));
        assertEquals(-1, table.find(middle), "the other slot took the newest position");
        assertEquals(1, table.upperAt(table.find(late)));
        long earlier = key("444");
        table.putUpper(earlier, 0);
        assertEquals(0, table.upperAt(table.find(earlier)), "fewer stones take the first slot");
        assertEquals(3, table.lowerAt(table.find(early)), "and the one it held moves to the second");
        assertEquals(-1, table.find(late));
    }
}
