package org.puzzlearena.server.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;

class LineKeyTest {

    /**
     * The migration that backfilled stored lines sorted the moves of the ids it named; the games'
     * own facts must name the same ones, or a record stored before and a copy submitted now would
     * get different keys.
     */
    @Test
    void theOrderFreeGamesAreTheOnesTheBackfillSorted() {
        List<String> orderFree = Games.all().stream()
                .map(Game::id)
                .filter(LineKey::orderFree)
                .sorted()
                .toList();
        List<String> backfilled = Games.all().stream()
                .map(Game::id)
                .filter(id -> id.startsWith("morpion-") || id.equals("sudoku16"))
                .sorted()
                .toList();
        assertEquals(backfilled, orderFree);
    }

    @Test
    void aMorpionLineInAnotherOrderIsTheSameLineAndASameGameLineIsNot() {
        assertEquals(LineKey.of("morpion-5d", List.of("a", "b")), LineKey.of("morpion-5d", List.of("b", "a")));
        assertNotEquals(LineKey.of("samegame", List.of("a", "b")), LineKey.of("samegame", List.of("b", "a")));
    }

    @Test
    void anUnknownGameKeepsItsOrder() {
        assertNotEquals(LineKey.of("retired-game", List.of("a", "b")), LineKey.of("retired-game", List.of("b", "a")));
    }
}
