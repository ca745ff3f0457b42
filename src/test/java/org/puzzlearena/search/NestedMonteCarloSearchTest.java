package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.search.ResultReplay.assertReplaysToClaimedScore;
import static org.puzzlearena.search.ResultReplay.initial;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.puzzlearena.rules.State;

class NestedMonteCarloSearchTest {

    @ParameterizedTest(name = "{0} {1} level {2}")
    @CsvSource({
        "morpion-5d, cross, 1, uniform",
        "morpion-5t, cross, 1, uniform",
        "samegame, standard/1, 1, tabu",
        "samegame-jsgames, random/5/8x8x3, 2, uniform",
        "sudoku16, generated/1, 1, uniform",
        "leftmove, depth/20, 2, uniform",
        "leftmost, depth/20, 1, uniform"
    })
    void everySequenceReplaysToItsScore(String game, String instance, int level, String policy) {
        State root = initial(game, instance);
        SearchAlgorithm nmcs = new NestedMonteCarloSearch(level, true, PlayoutPolicies.byName(policy, root.game()));
        SearchResult r = Search.run(nmcs, root, Budget.ofPlayouts(3_000), 7, SearchListener.NONE);
        assertReplaysToClaimedScore(game, instance, r);
        assertEquals(3_000, r.playouts(), "a playout budget is spent exactly");
        assertEquals(StopReason.PLAYOUTS, r.stopReason());
    }

    @Test
    void aSeedAndAPlayoutBudgetFixTheResult() {
        State root = initial("morpion-5d", "cross");
        SearchAlgorithm nmcs = new NestedMonteCarloSearch(2, true, UniformPolicy.INSTANCE);
        SearchResult a = Search.run(nmcs, root, Budget.ofPlayouts(5_000), 42, SearchListener.NONE);
        SearchResult b = Search.run(nmcs, root, Budget.ofPlayouts(5_000), 42, SearchListener.NONE);
        SearchResult c = Search.run(nmcs, root, Budget.ofPlayouts(5_000), 43, SearchListener.NONE);
        assertEquals(a.score(), b.score());
        assertArrayEquals(a.moves(), b.moves());
        assertEquals(a.playouts(), b.playouts());
        assertTrue(a.score() != c.score() || !Arrays.equals(a.moves(), c.moves()), "another seed, another search");
    }

    @Test
    void levelOneFindsTheLeftmostPathAlways() {
        // The paper, section 4.1: a level-1 search always finds the best score of the leftmost path problem.
        for (long seed = 0; seed < 20; seed++) {
            SearchResult r = Search.run(
                    new NestedMonteCarloSearch(1, true, UniformPolicy.INSTANCE),
                    initial("leftmost", "depth/30"),
                    Budget.oneIteration(),
                    seed,
                    SearchListener.NONE);
            assertEquals(30, r.score());
            assertEquals(StopReason.COMPLETED, r.stopReason());
        }
    }

    @Test
    void memorisationNeverLosesTheBestPlayoutOfTheSearch() {
        // With memorisation a level-1 search ends on a line at least as good as its first step's best playout.
        State root = initial("samegame", "random/9/10x10x4");
        List<SearchEvent.NewBest> bests = new ArrayList<>();
        SearchResult r = Search.run(
                new NestedMonteCarloSearch(1, true, UniformPolicy.INSTANCE), root, Budget.oneIteration(), 3, e -> {
                    if (e instanceof SearchEvent.NewBest nb) {
                        bests.add(nb);
                    }
                });
        assertEquals(bests.get(bests.size() - 1).score(), r.score());
        assertReplaysToClaimedScore("samegame", "random/9/10x10x4", r);
    }

    @Test
    void listenersSeeStrictlyBetterBestsStatisticsAndOneFinishedEventLast() {
        List<SearchEvent> events = new ArrayList<>();
        SearchResult r = Search.run(
                new NestedMonteCarloSearch(1, true, UniformPolicy.INSTANCE),
                initial("morpion-5t", "cross"),
                Budget.ofSeconds(0.7),
                1,
                events::add);
        int last = Integer.MIN_VALUE;
        int stats = 0;
        for (int i = 0; i < events.size(); i++) {
            SearchEvent e = events.get(i);
            if (e instanceof SearchEvent.NewBest nb) {
                assertTrue(nb.score() > last, "each new best is strictly better");
                last = nb.score();
                assertEquals(nb.score(), nb.moves().length, "Morpion scores its moves");
            } else if (e instanceof SearchEvent.Stats s) {
                stats++;
                assertTrue(s.playoutsPerSecond() > 0);
            } else {
                assertEquals(events.size() - 1, i, "finished comes last");
                assertEquals(r, ((SearchEvent.Finished) e).result());
            }
        }
        assertTrue(stats >= 2, "statistics a few times a second, got " + stats);
        assertEquals(last, r.score());
        assertEquals(StopReason.TIME, r.stopReason());
    }

    @Test
    void cancellingFromAnotherThreadStopsTheSearchPromptly() throws Exception {
        SearchResult r = ResultReplay.cancelAfterAMoment(
                new NestedMonteCarloSearch(3, true, UniformPolicy.INSTANCE), "morpion-5t", "cross");
        assertReplaysToClaimedScore("morpion-5t", "cross", r);
    }

    @Test
    void aTerminalRootIsItsOwnAnswer() {
        State root = initial("leftmove", "depth/3");
        root.play(0);
        root.play(1);
        root.play(0);
        SearchResult r = Search.run(
                new NestedMonteCarloSearch(2, true, UniformPolicy.INSTANCE),
                root,
                Budget.ofSeconds(1),
                1,
                SearchListener.NONE);
        assertEquals(2, r.score());
        assertArrayEquals(new int[] {0, 1, 0}, r.moves());
    }
}
