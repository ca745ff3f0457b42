package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.search.ResultReplay.assertReplaysToClaimedScore;
import static org.puzzlearena.search.ResultReplay.initial;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.puzzlearena.rules.State;

class BeamSearchTest {

    /** The beam paper: with every beam size 1, Monte-Carlo Beam Search behaves exactly like NMCS. */
    @ParameterizedTest(name = "{0} {1} level {2}")
    @CsvSource({
        "morpion-5d, cross, 1, uniform, 0",
        "morpion-5t, cross, 2, uniform, 4000",
        "samegame, random/4/7x7x3, 2, tabu, 0",
        "samegame, standard/2, 1, tabu, 0",
        "sudoku16, generated/2, 2, uniform, 3000",
        "leftmove, depth/12, 3, uniform, 0"
    })
    void beamsOfSizeOneAreExactlyNestedMonteCarloSearch(
            String game, String instance, int level, String policy, long playouts) {
        State root = initial(game, instance);
        PlayoutPolicy p = PlayoutPolicies.byName(policy, root.game());
        int[] ones = new int[level];
        Arrays.fill(ones, 1);
        Budget budget = playouts == 0 ? Budget.oneIteration() : Budget.ofPlayouts(playouts);
        for (long seed = 1; seed <= 3; seed++) {
            SearchResult nmcs =
                    Search.run(new NestedMonteCarloSearch(level, true, p), root, budget, seed, SearchListener.NONE);
            SearchResult beam = Search.run(new BeamSearch(ones, p), root, budget, seed, SearchListener.NONE);
            assertEquals(nmcs.score(), beam.score(), "same score, seed " + seed);
            assertArrayEquals(nmcs.moves(), beam.moves(), "same sequence, seed " + seed);
            assertEquals(nmcs.playouts(), beam.playouts(), "same playouts, seed " + seed);
        }
    }

    @Test
    void widerBeamsReplayToTheirScoreAndRespectThePlayoutBudget() {
        SearchResult r = Search.run(
                new BeamSearch(new int[] {4, 2}, UniformPolicy.INSTANCE),
                initial("morpion-5d", "cross"),
                Budget.ofPlayouts(20_000),
                11,
                SearchListener.NONE);
        assertReplaysToClaimedScore("morpion-5d", "cross", r);
        assertEquals(20_000, r.playouts());
    }

    @Test
    void aWiderBeamFindsTheLeftMoveOptimumMoreOftenThanNmcs() {
        int beamHits = 0;
        int nmcsHits = 0;
        for (long seed = 0; seed < 60; seed++) {
            State root = initial("leftmove", "depth/16");
            if (Search.run(
                                    new BeamSearch(new int[] {8}, UniformPolicy.INSTANCE),
                                    root,
                                    Budget.oneIteration(),
                                    seed,
                                    SearchListener.NONE)
                            .score()
                    == 16) {
                beamHits++;
            }
            if (Search.run(
                                    new NestedMonteCarloSearch(1, true, UniformPolicy.INSTANCE),
                                    root,
                                    Budget.oneIteration(),
                                    seed,
                                    SearchListener.NONE)
                            .score()
                    == 16) {
                nmcsHits++;
            }
        }
        assertTrue(beamHits > nmcsHits + 10, "beam " + beamHits + " vs NMCS " + nmcsHits + " of 60");
    }

    @Test
    void theParallelMasterAndWorkersReplayAndAreReproducibleWhateverTheThreadTiming() {
        State root = initial("samegame", "random/8/8x8x4");
        SearchAlgorithm parallel = new ParallelBeamSearch(new int[] {2, 2}, TabuColourPolicy.INSTANCE, 2);
        SearchResult a = Search.run(parallel, root, Budget.oneIteration(), 21, SearchListener.NONE);
        SearchResult b = Search.run(parallel, root, Budget.oneIteration(), 21, SearchListener.NONE);
        assertReplaysToClaimedScore("samegame", "random/8/8x8x4", a);
        assertEquals(a.score(), b.score());
        assertArrayEquals(a.moves(), b.moves());
        assertEquals(a.playouts(), b.playouts());
    }

    @Test
    void theParallelSearchStopsOnCancel() throws Exception {
        SearchResult r = ResultReplay.cancelAfterAMoment(
                new ParallelBeamSearch(new int[] {4, 4, 4}, UniformPolicy.INSTANCE, 2), "morpion-5d", "cross");
        assertReplaysToClaimedScore("morpion-5d", "cross", r);
    }
}
