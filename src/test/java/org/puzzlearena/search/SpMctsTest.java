package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.search.ResultReplay.assertReplaysToClaimedScore;
import static org.puzzlearena.search.ResultReplay.game;
import static org.puzzlearena.search.ResultReplay.search;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.puzzlearena.rules.State;

class SpMctsTest {

    @ParameterizedTest(name = "{0} {1}, {2}")
    @CsvSource({
        "morpion-5d, cross, uniform",
        "morpion-5t, cross, uniform",
        "samegame, standard/1, tabu",
        "samegame, random/5/6x6x3, tabu",
        "samegame-jsgames, random/9/6x6x4, uniform",
        "sudoku16, generated/1, uniform",
        "leftmove, depth/20, uniform",
        "leftmost, depth/20, uniform",
    })
    void everyResultReplaysToItsClaimedScore(String gameId, String instance, String policy) {
        // Few iterations per move, so that the search commits to many moves within the budget.
        SpMcts mcts = new SpMcts(PlayoutPolicies.byName(policy, game(gameId)), 40);
        SearchResult result = search(mcts, gameId, instance, Budget.ofPlayouts(1500), 7);
        assertEquals(1500, result.playouts());
        assertReplaysToClaimedScore(gameId, instance, result);
    }

    @Test
    void theSameSeedAndPlayoutBudgetGiveTheSameResult() {
        SpMcts mcts = new SpMcts(TabuColourPolicy.INSTANCE, 200);
        SearchResult a = search(mcts, "samegame", "standard/1", Budget.ofPlayouts(3000), 99);
        SearchResult b = search(mcts, "samegame", "standard/1", Budget.ofPlayouts(3000), 99);
        assertEquals(a.score(), b.score());
        assertArrayEquals(a.moves(), b.moves());
        assertEquals(a.playouts(), b.playouts());
        SpMcts morpion = new SpMcts(UniformPolicy.INSTANCE, 100);
        SearchResult m1 = search(morpion, "morpion-5d", "cross", Budget.ofPlayouts(5000), 4);
        SearchResult m2 = search(morpion, "morpion-5d", "cross", Budget.ofPlayouts(5000), 4);
        assertEquals(m1.score(), m2.score());
        assertArrayEquals(m1.moves(), m2.moves());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 7, 100, 2345})
    void aPlayoutBudgetIsSpentExactly(int playouts) {
        assertEquals(
                playouts,
                search(new SpMcts(UniformPolicy.INSTANCE, 50), "morpion-5d", "cross", Budget.ofPlayouts(playouts), 1)
                        .playouts());
        assertEquals(
                playouts,
                search(
                                new SpMcts(TabuColourPolicy.INSTANCE, 30),
                                "samegame",
                                "random/2/8x8x4",
                                Budget.ofPlayouts(playouts),
                                1)
                        .playouts());
    }

    @Test
    void oneIterationPlaysOneWholeGameMoveByMove() {
        SearchResult result = search(
                new SpMcts(TabuColourPolicy.INSTANCE, 25), "samegame", "random/5/6x6x3", Budget.oneIteration(), 3);
        assertEquals(1, result.iterations());
        assertEquals(StopReason.COMPLETED, result.stopReason());
        // At most 25 playouts per move that had a choice.
        assertTrue(result.playouts() <= 25L * result.moves().length, "playouts " + result.playouts());
        assertReplaysToClaimedScore("samegame", "random/5/6x6x3", result);
    }

    @Test
    void cancellingFromAnotherThreadStopsPromptly() throws InterruptedException {
        SearchResult result =
                ResultReplay.cancelAfterAMoment(new SpMcts(TabuColourPolicy.INSTANCE), "samegame", "standard/1");
        assertTrue(result.playouts() > 0);
        assertReplaysToClaimedScore("samegame", "standard/1", result);
    }

    @ParameterizedTest
    @ValueSource(strings = {"random/3/5x5x3", "random/21/6x4x3", "random/4/5x5x3"})
    void findsTheOptimumOfATinySameGameBoard(String instance) {
        SearchResult result =
                search(new SpMcts(TabuColourPolicy.INSTANCE, 1000), "samegame", instance, Budget.ofPlayouts(20_000), 5);
        assertEquals(optimum(instance), result.score());
        assertReplaysToClaimedScore("samegame", instance, result);
    }

    /**
     * On random/8/5x5x3 only 9 of the 4,483 possible games clear the board: a needle that 1,000
     * iterations per move miss. With enough iterations per move the tree enumerates every game
     * (a finished subtree is never selected again), proves the optimum and stops early.
     */
    @Test
    void provesTheOptimumWhenTheTreeCoversTheWholeGame() {
        String instance = "random/8/5x5x3";
        SearchResult result = search(
                new SpMcts(TabuColourPolicy.INSTANCE, 1_000_000),
                "samegame",
                instance,
                Budget.ofPlayouts(1_000_000),
                5);
        assertEquals(optimum(instance), result.score());
        assertEquals(StopReason.COMPLETED, result.stopReason());
        assertTrue(result.playouts() < 50_000, "stopped once proven, after " + result.playouts() + " playouts");
        assertReplaysToClaimedScore("samegame", instance, result);
    }

    @Test
    void aSearchThatHasSeenEveryGameStopsWellBeforeItsDeadline() {
        SearchResult result =
                search(new SpMcts(UniformPolicy.INSTANCE), "leftmove", "depth/4", Budget.ofSeconds(30), 1);
        assertEquals(4, result.score());
        assertEquals(StopReason.COMPLETED, result.stopReason());
        assertTrue(result.seconds() < 10, "took " + result.seconds() + " s");
    }

    private static int optimum(String instance) {
        State root = game("samegame").newInitialState(instance);
        return root.score() + bestGain(root, new HashMap<>());
    }

    /** Exhaustive search: the most points still to gain from {@code s}, memoised on the board drawing. */
    private static int bestGain(State s, Map<String, Integer> memo) {
        String key = s.render();
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int[] moves = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(moves);
        int best = 0;
        for (int i = 0; i < n; i++) {
            State child = s.copy();
            child.play(moves[i]);
            best = Math.max(best, child.score() - s.score() + bestGain(child, memo));
        }
        memo.put(key, best);
        return best;
    }

    @Test
    void aTinyNodeCapStillGivesVerifiedGames() {
        SpMcts mcts = new SpMcts(
                UniformPolicy.INSTANCE,
                SpMcts.Settings.normalised().withIterationsPerMove(300).withMaxNodes(100));
        SearchResult result = search(mcts, "morpion-5d", "cross", Budget.ofPlayouts(20_000), 8);
        assertEquals(20_000, result.playouts());
        assertReplaysToClaimedScore("morpion-5d", "cross", result);
    }

    @Test
    void compactionKeepsTheSubtreeWithItsStatistics() {
        SpMctsTree tree = new SpMctsTree(100);
        int root = tree.resetToRoot();
        int a = tree.addChild(root, 10, 0);
        int b = tree.addChild(root, 11, 1);
        int a1 = tree.addChild(a, 20, 0);
        int b1 = tree.addChild(b, 21, 0);
        int b2 = tree.addChild(b, 22, 1);
        int b11 = tree.addChild(b1, 30, 2);
        tree.record(b, 5);
        tree.record(b1, 3);
        tree.record(b11, 4);
        tree.record(b2, 7);
        tree.record(a1, 100);
        int newRoot = tree.keepOnly(b);
        assertEquals(0, newRoot);
        assertEquals(4, tree.size(), "b, b1, b2, b11 remain");
        assertEquals(11, tree.move[newRoot]);
        assertEquals(SpMctsTree.NONE, tree.nextSibling[newRoot]);
        assertEquals(2, tree.childCount[newRoot]);
        int newB1 = tree.findChild(newRoot, 21);
        int newB2 = tree.findChild(newRoot, 22);
        assertEquals(3.0, tree.sum[newB1]);
        assertEquals(49.0, tree.sumSquares[newB2]);
        int newB11 = tree.findChild(newB1, 30);
        assertEquals(2, tree.moveIndex[newB11]);
        assertEquals(1, tree.visits[newB11]);
        assertEquals(SpMctsTree.NONE, tree.findChild(newRoot, 10));
    }

    @Test
    void theSameGameDefaultsAreThePapers() {
        assertEquals(SpMcts.Settings.paperSameGame(), SpMcts.Settings.forGame(game("samegame")));
        assertEquals(0.5, SpMcts.Settings.paperSameGame().c());
        assertEquals(10_000, SpMcts.Settings.paperSameGame().d());
        assertTrue(SpMcts.Settings.paperSameGame().rawScores());
        assertEquals(SpMcts.Settings.paperSameGame(), SpMcts.Settings.forGame(game("samegame-jsgames")));
        assertEquals(SpMcts.Settings.normalised(), SpMcts.Settings.forGame(game("morpion-5d")));
        assertEquals("SP-MCTS, tabu, 10000 iterations per move", new SpMcts(TabuColourPolicy.INSTANCE).description());
    }
}
