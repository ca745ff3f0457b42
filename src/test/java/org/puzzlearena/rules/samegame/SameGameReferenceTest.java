package org.puzzlearena.rules.samegame;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.puzzlearena.rules.SplitMix64;

/**
 * The bitboard engine plays exactly like a plain grid implementation on boards of every supported
 * shape, the 16x16 corners where columns and longs meet included: same groups, sizes, board after
 * each move, score.
 */
class SameGameReferenceTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "standard/3",
                "random/1",
                "random/2/16x16x2",
                "random/3/16x16x5",
                "random/4/16x16x9",
                "random/5/2x2x2",
                "random/6/16x2x2",
                "random/7/2x16x3",
                "random/8/4x16x2",
                "random/9/5x9x3",
                "random/10/13x11x4",
                "random/-11/8x8x2"
            })
    void randomGamesMatchTheReference(String instance) {
        SameGameGame game = SameGameGame.papers();
        int[] moves = new int[game.maxLegalMoves()];
        for (int g = 0; g < 6; g++) {
            SameGameState state = game.newInitialState(instance);
            NaiveSameGame naive = naiveOf(state);
            SplitMix64 rng = new SplitMix64(instance.hashCode() * 31L + g);
            while (true) {
                TreeMap<Integer, Integer> expected = naive.groups();
                int n = state.legalMoves(moves);
                int[] sorted = Arrays.copyOf(moves, n);
                Arrays.sort(sorted);
                assertArrayEquals(
                        expected.keySet().stream().mapToInt(Integer::intValue).toArray(),
                        sorted,
                        instance + " legal groups after " + state.moveCount() + " moves");
                assertEquals(n == 0, state.isTerminal());
                if (n == 0) {
                    break;
                }
                int move = moves[rng.nextInt(n)];
                int before = state.remainingBlocks();
                state.play(move);
                naive.play(move >>> 4, move & 15);
                assertEquals((int) expected.get(move), before - state.remainingBlocks(), "group size");
                assertEquals(naive.points, state.score() - (state.remainingBlocks() == 0 ? 1000 : 0));
                assertEquals(naive.remaining(), state.remainingBlocks());
                assertArrayEquals(naive.grid, naiveOf(state).grid, instance + " board after move " + state.moveCount());
            }
        }
    }

    private static NaiveSameGame naiveOf(SameGameState state) {
        String[] lines = state.render().split("\n");
        int height = 0;
        while (lines[height].contains("|")) {
            height++;
        }
        String first = lines[0];
        int width = first.substring(first.indexOf('|') + 1).replace(" ", "").length();
        return new NaiveSameGame(state.render(), width, height);
    }
}
