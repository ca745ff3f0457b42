package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;

/**
 * randomMove draws a group, not a cell: every legal group equally often whatever its size, and
 * always a legal one. Likewise randomMoveAvoiding over the groups of the other colours.
 */
class SameGameRandomMoveTest {

    private static final SameGameGame GAME = SameGameGame.papers();
    private static final int DRAWS = 200_000;

    /** Eight groups of sizes 2, 4, 5 and 9, so a draw biased by size would show at once. */
    private static final String[] MIXED = {"0112", "0113", "2213", "2203", "4403", "4433", "1233", "1234"};

    private static Map<Integer, Integer> sizes(SameGameState state) {
        int[] moves = new int[GAME.maxLegalMoves()];
        int n = state.legalMoves(moves);
        Map<Integer, Integer> sizes = new HashMap<>();
        for (int i = 0; i < n; i++) {
            SameGameState copy = state.copy();
            copy.play(moves[i]);
            sizes.put(moves[i], state.remainingBlocks() - copy.remainingBlocks());
        }
        return sizes;
    }

    /** Pearson's statistic of the counts against equal frequencies. */
    private static double chiSquare(Map<Integer, Integer> counts, Set<Integer> groups, int draws) {
        double expected = (double) draws / groups.size();
        double chi = 0;
        for (int g : groups) {
            double d = counts.getOrDefault(g, 0) - expected;
            chi += d * d / expected;
        }
        return chi;
    }

    /** A loose upper critical value (about the 99.99% point) of chi-square with df degrees. */
    private static double critical(int df) {
        return df + 4 * Math.sqrt(2.0 * df) + 8;
    }

    @Test
    void everyGroupIsDrawnEquallyOftenWhateverItsSize() {
        SameGameState state = GAME.fromRows("mixed", MIXED, 5);
        Map<Integer, Integer> sizes = sizes(state);
        assertTrue(sizes.size() >= 6, "enough groups: " + sizes);
        assertTrue(new HashSet<>(sizes.values()).size() >= 4, "of different sizes: " + sizes);
        SplitMix64 rng = new SplitMix64(2024);
        int[] buffer = new int[GAME.maxLegalMoves()];
        Map<Integer, Integer> counts = new HashMap<>();
        for (int i = 0; i < DRAWS; i++) {
            int move = state.randomMove(rng, buffer);
            assertTrue(sizes.containsKey(move), "a legal group");
            counts.merge(move, 1, Integer::sum);
        }
        double chi = chiSquare(counts, sizes.keySet(), DRAWS);
        assertTrue(chi < critical(sizes.size() - 1), "chi-square " + chi + " for " + counts + " sizes " + sizes);
        // The test has teeth: drawing a cell instead of a group would be far off.
        Map<Integer, Integer> cellBiased = new HashMap<>();
        int cells = sizes.values().stream().mapToInt(Integer::intValue).sum();
        sizes.forEach((g, s) -> cellBiased.put(g, (int) ((long) DRAWS * s / cells)));
        assertTrue(chiSquare(cellBiased, sizes.keySet(), DRAWS) > 10 * critical(sizes.size() - 1));
    }

    @Test
    void avoidingAColourDrawsUniformlyAmongTheOtherColoursGroups() {
        SameGameState state = GAME.fromRows("mixed", MIXED, 5);
        Map<Integer, Integer> sizes = sizes(state);
        int tabu = 3;
        Set<Integer> allowed = new HashSet<>();
        for (int g : sizes.keySet()) {
            if (state.moveColour(g) != tabu) {
                allowed.add(g);
            }
        }
        assertNotEquals(sizes.size(), allowed.size(), "the tabu colour has groups here");
        assertTrue(state.hasMoveAvoiding(tabu));
        SplitMix64 rng = new SplitMix64(7);
        Map<Integer, Integer> counts = new HashMap<>();
        for (int i = 0; i < DRAWS; i++) {
            int move = state.randomMoveAvoiding(rng, tabu);
            assertTrue(allowed.contains(move), "never the tabu colour");
            counts.merge(move, 1, Integer::sum);
        }
        double chi = chiSquare(counts, allowed, DRAWS);
        assertTrue(chi < critical(allowed.size() - 1), "chi-square " + chi + " for " + counts);
    }

    @Test
    void randomMovesAreLegalInWholeGamesOnEveryStandardPosition() {
        int[] moves = new int[GAME.maxLegalMoves()];
        SplitMix64 rng = new SplitMix64(99);
        for (int p = 1; p <= 20; p++) {
            SameGameState state = GAME.newInitialState("standard/" + p);
            while (!state.isTerminal()) {
                int n = state.legalMoves(moves);
                int move = state.randomMove(rng, moves);
                boolean found = false;
                int m = state.legalMoves(moves);
                for (int i = 0; i < m; i++) {
                    found |= moves[i] == move;
                }
                assertEquals(n, m);
                assertTrue(found, "standard/" + p + " move " + state.moveCount());
                state.play(move);
            }
            assertEquals(0, state.legalMoveCount());
        }
    }

    @Test
    void theSameSeedPlaysTheSameGame() {
        int[] buffer = new int[GAME.maxLegalMoves()];
        int[][] histories = new int[2][];
        for (int k = 0; k < 2; k++) {
            SplitMix64 rng = new SplitMix64(5);
            SameGameState state = GAME.newInitialState("standard/4");
            while (!state.isTerminal()) {
                state.play(state.randomMove(rng, buffer));
            }
            histories[k] = state.history();
        }
        assertEquals(Arrays.toString(histories[0]), Arrays.toString(histories[1]));
    }
}
