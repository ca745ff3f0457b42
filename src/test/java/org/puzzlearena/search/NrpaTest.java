package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.puzzlearena.search.ResultReplay.assertReplaysToClaimedScore;
import static org.puzzlearena.search.ResultReplay.search;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

class NrpaTest {

    @ParameterizedTest(name = "{0} {1}, level {2}")
    @CsvSource({
        "morpion-5d, cross, 1",
        "morpion-5d, cross, 2",
        "morpion-5t, cross, 2",
        "samegame, standard/1, 1",
        "samegame, random/5/6x6x3, 2",
        "samegame-jsgames, random/9/6x6x4, 2",
        "sudoku16, generated/1, 1",
        "leftmove, depth/20, 2",
        "leftmost, depth/20, 1",
    })
    void everyResultReplaysToItsClaimedScore(String gameId, String instance, int level) {
        SearchResult result = search(new Nrpa(level, 10, 1.0), gameId, instance, Budget.ofPlayouts(300), 7);
        assertEquals(300, result.playouts());
        assertReplaysToClaimedScore(gameId, instance, result);
    }

    @Test
    void theSameSeedAndPlayoutBudgetGiveTheSameResult() {
        Nrpa nrpa = new Nrpa(2, 20, 1.0);
        SearchResult a = search(nrpa, "samegame", "standard/1", Budget.ofPlayouts(700), 123);
        SearchResult b = search(nrpa, "samegame", "standard/1", Budget.ofPlayouts(700), 123);
        assertEquals(a.score(), b.score());
        assertArrayEquals(a.moves(), b.moves());
        assertEquals(a.playouts(), b.playouts());
        SearchResult m1 = search(nrpa, "morpion-5d", "cross", Budget.ofPlayouts(1000), 5);
        SearchResult m2 = search(nrpa, "morpion-5d", "cross", Budget.ofPlayouts(1000), 5);
        assertEquals(m1.score(), m2.score());
        assertArrayEquals(m1.moves(), m2.moves());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 7, 100, 1234})
    void aPlayoutBudgetIsSpentExactly(int playouts) {
        assertEquals(
                playouts,
                search(new Nrpa(1), "morpion-5d", "cross", Budget.ofPlayouts(playouts), 1)
                        .playouts());
        assertEquals(
                playouts,
                search(new Nrpa(3, 8, 1.0), "samegame", "random/2/8x8x4", Budget.ofPlayouts(playouts), 1)
                        .playouts());
    }

    @Test
    void oneTopLevelSearchRunsNToTheLevelPlayouts() {
        SearchResult result = search(new Nrpa(2, 12, 1.0), "morpion-5d", "cross", Budget.oneIteration(), 3);
        assertEquals(144, result.playouts());
        assertEquals(1, result.iterations());
        assertEquals(StopReason.COMPLETED, result.stopReason());
        assertReplaysToClaimedScore("morpion-5d", "cross", result);
    }

    @Test
    void cancellingFromAnotherThreadStopsPromptly() throws InterruptedException {
        SearchResult result = ResultReplay.cancelAfterAMoment(new Nrpa(4), "morpion-5d", "cross");
        assertTrue(result.playouts() > 0);
        assertReplaysToClaimedScore("morpion-5d", "cross", result);
    }

    /**
     * Rosin's motivating behaviour: on left-move (score = number of left moves) the policy quickly
     * learns "left". 100 playouts of NRPA level 1 reach the optimum 20; 100 uniform playouts reach
     * the optimum with probability 100 / 2^20, and their best is typically 15 or 16.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void nrpaLearnsWhereSamplingDoesNot(long seed) {
        Budget hundred = Budget.ofPlayouts(100);
        SearchResult nrpa = search(new Nrpa(1, 100, 1.0), "leftmove", "depth/20", hundred, seed);
        SearchResult sampling =
                search(new IterativeSampling(UniformPolicy.INSTANCE), "leftmove", "depth/20", hundred, seed);
        assertEquals(20, nrpa.score());
        assertTrue(sampling.score() <= 17, "sampling's best: " + sampling.score());
    }

    @Test
    void nrpaImprovesOnSamplingAtMorpion() {
        Budget budget = Budget.ofPlayouts(10_000);
        SearchResult nrpa = search(new Nrpa(2), "morpion-5d", "cross", budget, 11);
        SearchResult sampling =
                search(new IterativeSampling(UniformPolicy.INSTANCE), "morpion-5d", "cross", budget, 11);
        assertTrue(nrpa.score() > sampling.score(), "NRPA " + nrpa.score() + " vs sampling " + sampling.score());
    }

    @Test
    void theDescriptionNamesLevelAndIterations() {
        assertEquals("NRPA level 2, 100 iterations", new Nrpa(2).description());
        assertEquals("NRPA level 3, 50 iterations, alpha 0.5", new Nrpa(3, 50, 0.5).description());
    }

    @Test
    void adaptFollowsRosinsFormulaUsingThePolicyBeforeTheUpdate() {
        // Codes repeat across steps (so in-place updates would leak into later steps), and two are
        // outside the dense range.
        int big = 1_000_000_007;
        int[][] steps = {{5, 7, big, -3}, {5, -3}, {9}, {5, 7, 9, 12345}};
        int[] playedIndex = {1, 1, 0, 0};
        NrpaSequence seq = new NrpaSequence(8);
        for (int t = 0; t < steps.length; t++) {
            int base = seq.beginStep(steps[t].length);
            System.arraycopy(steps[t], 0, seq.codes, base, steps[t].length);
            seq.endStep(steps[t].length, steps[t][playedIndex[t]], base + playedIndex[t]);
        }
        NrpaPolicy policy = new NrpaPolicy();
        Map<Integer, Double> expected = new HashMap<>();
        int[] preset = {7, -3, 12345};
        for (int code : preset) {
            policy.shift(code, 0.25 * code % 3);
            expected.put(code, 0.25 * code % 3);
        }
        double alpha = 0.7;
        double[] scratch = new double[1];
        for (int round = 0; round < 3; round++) {
            scratch = Nrpa.adapt(policy, seq, alpha, scratch);
            expected = naiveAdapt(expected, steps, playedIndex, alpha);
            for (int[] step : steps) {
                for (int code : step) {
                    double w = expected.getOrDefault(code, 0.0);
                    assertEquals(w, policy.weightOf(code), 1e-12, "weight of " + code);
                    assertEquals(Math.exp(w), policy.expOf(code), 1e-12 * Math.exp(w), "exp of " + code);
                }
            }
        }
        assertNotEquals(0.0, policy.weightOf(big));
    }

    /** The paper's Adapt, literally: a copy of the policy is changed, the original read. */
    private static Map<Integer, Double> naiveAdapt(
            Map<Integer, Double> pol, int[][] steps, int[] played, double alpha) {
        Map<Integer, Double> copy = new HashMap<>(pol);
        for (int t = 0; t < steps.length; t++) {
            double z = 0;
            for (int code : steps[t]) {
                z += Math.exp(pol.getOrDefault(code, 0.0));
            }
            copy.merge(steps[t][played[t]], alpha, Double::sum);
            for (int code : steps[t]) {
                copy.merge(code, -alpha * Math.exp(pol.getOrDefault(code, 0.0)) / z, Double::sum);
            }
        }
        return copy;
    }

    @Test
    void aCopiedPolicyIsIndependentAndResetIsUniform() {
        NrpaPolicy a = new NrpaPolicy();
        a.shift(3, 1.5);
        a.shift(-8, 2.0);
        NrpaPolicy b = new NrpaPolicy();
        b.shift(100_000, 4.0);
        b.copyFrom(a);
        assertEquals(1.5, b.weightOf(3));
        assertEquals(2.0, b.weightOf(-8));
        assertEquals(0.0, b.weightOf(100_000), "codes beyond the source's range are cleared");
        assertEquals(1.0, b.expOf(100_000));
        b.shift(3, 1.0);
        assertEquals(1.5, a.weightOf(3), "the original is unchanged");
        a.reset();
        assertEquals(0.0, a.weightOf(3));
        assertEquals(1.0, a.expOf(-8));
    }

    @ParameterizedTest
    @ValueSource(strings = {"morpion-5d", "morpion-5t"})
    void layeredNrpaPlaysTrueGamesAndASeedFixesIt(String gameId) {
        Nrpa layered = new Nrpa(2, 20, 1.0, Nrpa.Adaptation.LAYERS);
        SearchResult a = search(layered, gameId, "cross", Budget.ofPlayouts(2000), 4);
        SearchResult b = search(layered, gameId, "cross", Budget.ofPlayouts(2000), 4);
        assertReplaysToClaimedScore(gameId, "cross", a);
        assertArrayEquals(a.moves(), b.moves());
        assertEquals("NRPA level 2, 20 iterations, adapted by layers", layered.description());
    }

    @Test
    void layersRewardEveryMoveOfTheSequenceAndTheGradientSumsToZero() {
        Game game = Games.byId("morpion-5t").orElseThrow();
        State root = game.newInitialState("cross");
        State s = root.copy();
        SplitMix64 rng = new SplitMix64(8);
        int[] buffer = new int[game.maxLegalMoves()];
        NrpaSequence seq = new NrpaSequence(game.maxGameLength() + 1);
        while (!s.isTerminal()) {
            int move = s.randomMove(rng, buffer);
            int base = seq.beginStep(1);
            seq.codes[base] = move;
            seq.endStep(1, move, base);
            s.play(move);
        }
        NrpaPolicy policy = new NrpaPolicy();
        new NrpaLayers(game.maxLegalMoves()).plan(seq, root);
        Nrpa.adapt(policy, seq, 1.0, new double[0]);
        double sum = 0;
        for (int code = 0; code < 1 << 15; code++) {
            sum += policy.weightOf(code);
        }
        assertEquals(0.0, sum, 1e-9, "every layer's gains and losses cancel");
        // A move gains 1 - (layer size) / (legal moves) from the uniform policy in its own layer and
        // is never legal in an earlier one: nothing is lost, and only a layer that plays every legal
        // move (the end of a game, often) teaches nothing.
        int gained = 0;
        for (int t = 0; t < seq.length; t++) {
            double w = policy.weightOf(seq.moves[t]);
            assertTrue(w > -1e-12, "move " + t + " of the sequence lost weight: " + w);
            gained += w > 1e-12 ? 1 : 0;
        }
        assertTrue(gained > seq.length / 2, gained + " of " + seq.length + " moves gained");
    }

    @Test
    void layersAreRefusedWhereMovesDoNotKeep() {
        BotConfig layered = BotConfig.of("nrpa").withAdaptation("layers");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> layered.create(Games.byId("samegame").orElseThrow()));
        assertTrue(e.getMessage().startsWith("adaptation:"), e.getMessage());
        assertTrue(layered.create(Games.byId("morpion-5d").orElseThrow()) instanceof Nrpa);
    }
}
