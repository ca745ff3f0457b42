package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.UnknownInstanceException;

/** Instance ids: the standard set, seeded random boards, and clear refusals of anything else. */
class SameGameInstancesTest {

    private static final SameGameGame GAME = SameGameGame.papers();

    private static String[] rows(SameGameState state) {
        return state.render()
                .lines()
                .filter(l -> l.contains("|"))
                .map(l -> l.substring(l.indexOf('|') + 1).replace(" ", ""))
                .toArray(String[]::new);
    }

    @Test
    void theCatalogueListsTheStandardSetAndAFewRandomBoards() {
        List<String> ids = GAME.instances();
        for (int i = 1; i <= 20; i++) {
            assertTrue(ids.contains("standard/" + i));
        }
        assertEquals("standard/1", GAME.defaultInstance());
        for (String id : ids) {
            assertEquals(id, GAME.newInitialState(id).instanceId());
        }
        assertTrue(ids.stream().anyMatch(id -> id.startsWith("random/")));
        assertEquals(ids, SameGameGame.jsGames().instances());
    }

    @Test
    void aRandomBoardIsOneNextIntPerCellRowsFromTheTop() {
        // The documented recipe, so that any platform can rebuild the board from the seed.
        SplitMix64 rng = new SplitMix64(42);
        String[] expected = new String[10];
        for (int r = 0; r < 10; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < 10; c++) {
                row.append(rng.nextInt(4));
            }
            expected[r] = row.toString();
        }
        SameGameState state = GAME.newInitialState("random/42/10x10x4");
        assertEquals(List.of(expected), List.of(rows(state)));
        assertEquals(4, state.colours());
        assertEquals(100, state.remainingBlocks());
    }

    @Test
    void aSeedIsTheSameBoardEveryTimeAndSeedsDiffer() {
        String a = GAME.newInitialState("random/123").render();
        assertEquals(a, GAME.newInitialState("random/123").render());
        assertEquals(a, SameGameGame.jsGames().newInitialState("random/123").render());
        assertEquals(a, GAME.newInitialState("random/123/15x15x5").render(), "random/<seed> means 15x15, 5 colours");
        assertNotEquals(a, GAME.newInitialState("random/124").render());
        assertNotEquals(a, GAME.newInitialState("random/-123").render());
        GAME.newInitialState("random/" + Long.MIN_VALUE);
        GAME.newInitialState("random/" + Long.MAX_VALUE);
    }

    @Test
    void sizeAndColourOptionsAreRespected() {
        SameGameState state = GAME.newInitialState("random/9/16x3x9");
        String[] rows = rows(state);
        assertEquals(3, rows.length);
        assertEquals(16, rows[0].length());
        assertEquals(9, state.colours());
        SameGameState two = GAME.newInitialState("random/9/7x12x2");
        assertEquals(12, rows(two).length);
        assertEquals(7, rows(two)[0].length());
        assertEquals(84, two.blocksOfColour(0) + two.blocksOfColour(1));
        for (String row : rows(two)) {
            assertTrue(row.matches("[01]+"), row);
        }
    }

    @Test
    void aGridIsTheBoardItSpellsRowsFromTheTop() {
        SameGameState state = GAME.newInitialState("grid/0121,1002,2210");
        assertEquals(List.of("0121", "1002", "2210"), List.of(rows(state)));
        assertEquals(3, state.colours());
        assertEquals("grid/0121,1002,2210", state.instanceId());
        assertEquals(4, state.blocksOfColour(0));
        assertEquals(4, state.blocksOfColour(1));
        assertEquals(12, state.remainingBlocks());
        // The same board as a random id, written out, plays the same.
        SameGameState random = GAME.newInitialState("random/42/10x10x4");
        String grid = "grid/" + String.join(",", rows(random));
        assertEquals(random.render(), GAME.newInitialState(grid).render());
        assertEquals(random.legalMoveCount(), GAME.newInitialState(grid).legalMoveCount());
    }

    @Test
    void aGridHasOneSpellingAndSaneSizes() {
        assertRefused("grid/", "2 to 16 rows");
        assertRefused("grid/0101", "2 to 16 rows");
        assertRefused("grid/0,1", "2 to 16 cells");
        assertRefused("grid/012,01", "row 2 from the top has 2 cells");
        assertRefused("grid/01a,012", "colour digit");
        assertRefused("grid/01.,012", "colour digit");
        assertRefused("grid/0 1,10", "colour digit");
        assertRefused("grid/000,000", "at least 2 colours");
        assertRefused("grid/020,202", "without gaps");
        assertRefused("grid/01,10,", "has 0 cells");
        assertRefused("grid/" + "01".repeat(9) + ",10", "2 to 16 cells");
        assertRefused("grid/" + String.join(",", Collections.nCopies(17, "01")), "2 to 16 rows");
        assertRefused("grid/" + "0,".repeat(5000), "at most 16 rows");
        GAME.newInitialState("grid/" + String.join(",", Collections.nCopies(16, "0123456780123456")));
    }

    @Test
    void badIdsAreRefusedWithAReason() {
        assertRefused("random/x", "seed");
        assertRefused("random/", "seed");
        assertRefused("random/99999999999999999999", "seed");
        assertRefused("random/+5", "write the seed as 5");
        assertRefused("random/007", "write the seed as 7");
        assertRefused("random/1/99x99x5", "2 to 16 columns");
        assertRefused("random/1/1x5x5", "2 to 16 columns");
        assertRefused("random/1/10x10x1", "2 to 9 colours");
        assertRefused("random/1/10x10x10", "2 to 9 colours");
        assertRefused("random/1/10x10", "<cols>x<rows>x<colours>");
        assertRefused("random/1/10x10x4x", "<cols>x<rows>x<colours>");
        assertRefused("random/1/axbxc", "<cols>x<rows>x<colours>");
        assertRefused("standard/21", "standard/1 to standard/20");
        assertRefused("standard/0", "standard/1 to standard/20");
        assertRefused("standard/01", "standard/1 to standard/20");
        assertRefused("standard/", "standard/1 to standard/20");
        assertRefused("standard", "expected standard/");
        assertRefused("", "expected standard/");
        assertRefused("x".repeat(10_000), "expected standard/");
        UnknownInstanceException e = assertThrows(UnknownInstanceException.class, () -> GAME.newInitialState(null));
        assertTrue(e.getMessage().contains("standard/"));
    }

    private static void assertRefused(String id, String because) {
        UnknownInstanceException e = assertThrows(UnknownInstanceException.class, () -> GAME.newInitialState(id));
        assertTrue(e.getMessage().contains(because), id + " -> " + e.getMessage());
        assertTrue(e.getMessage().length() < 300, "a short message");
    }
}
