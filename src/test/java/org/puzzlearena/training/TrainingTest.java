package org.puzzlearena.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.Slow;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;
import org.puzzlearena.search.deep.MlpNet;
import org.puzzlearena.search.twoplayer.NetPlayer;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.Puct;

/**
 * Training for real, small: DJL (PyTorch on the CPU, offline) learns solver-labelled positions for
 * a few steps; its loss falls; the weights copied into the platform's own network give DJL's outputs;
 * the saved network loads and plays legal moves, alone and guiding PUCT.
 */
@Slow
class TrainingTest {

    @Test
    void aTinyNetworkLearnsTheSolversLabelsAndPlaysLegalMovesFromItsFile() {
        List<SolvedPosition> data = SolvedPositions.generate(120, 12, 16, 5, 200, line -> {});
        assertEquals(120, data.size());
        for (SolvedPosition p : data) {
            float sum = 0;
            for (float x : p.policy()) {
                sum += x;
            }
            assertEquals(1f, sum, 1e-5, "the policy target spreads over the optimal moves");
            assertTrue(p.value() == -1 || p.value() == 0 || p.value() == 1);
        }

        MlpNet net;
        try (NetTrainer trainer = new NetTrainer(new int[] {32}, 3e-3f, 64, 7)) {
            NetTrainer.Losses before = trainer.evaluate(data);
            double mistakesBefore = Grading.mistakeRate(trainer.toNet(), data);
            for (int i = 0; i < 200; i++) {
                trainer.step(data, 64);
            }
            NetTrainer.Losses after = trainer.evaluate(data);
            assertTrue(after.total() < 0.8 * before.total(), "loss " + before + " -> " + after);
            double mistakesAfter = Grading.mistakeRate(trainer.toNet(), data);
            assertTrue(mistakesAfter < mistakesBefore, "mistakes " + mistakesBefore + " -> " + mistakesAfter);

            // The platform's forward pass on the copied weights is DJL's.
            net = trainer.toNet();
            SplitMix64 rng = new SplitMix64(3);
            for (State s : randomPositions(rng, 100)) {
                float[] input = new float[ConnectFourTensor.INPUTS];
                ConnectFourTensor.VIEW.encode(s, input);
                float[] djl = trainer.forward(input);
                float[] ours = new float[ConnectFourTensor.OUTPUTS + 1];
                net.forward(s, ours);
                for (int k = 0; k < ours.length; k++) {
                    assertEquals(djl[k], ours[k], 1e-4, "output " + k + " of " + s.render());
                }
            }
        }

        MlpNet loaded = MlpNet.read(net.write());
        Player alone = new NetPlayer("net", loaded);
        Player guided = new Puct("deep:sims=50", loaded, Puct.Settings.playing(50, 1.5), 1);
        int[] legal = new int[7];
        for (State s : randomPositions(new SplitMix64(9), 20)) {
            int n = s.legalMoves(legal);
            List<Integer> moves = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                moves.add(legal[i]);
            }
            assertTrue(moves.contains(alone.decide(s).move()));
            assertTrue(moves.contains(guided.decide(s).move()));
        }
    }

    @Test
    void aTrainerStartedFromANetworkHasItsWeights() {
        MlpNet start;
        try (NetTrainer t = new NetTrainer(new int[] {16, 8}, 1e-3f, 8, 11)) {
            start = t.toNet();
        }
        try (NetTrainer again = new NetTrainer(start, 1e-3f, 8, 99)) {
            MlpNet copy = again.toNet();
            for (State s : randomPositions(new SplitMix64(5), 20)) {
                float[] a = new float[8];
                float[] b = new float[8];
                start.forward(s, a);
                copy.forward(s, b);
                org.junit.jupiter.api.Assertions.assertArrayEquals(a, b, 0f, "the same weights, the same outputs");
            }
        }
    }

    @Test
    void labelledLinesRoundTripAndKnowTheirSetAndMirror() {
        // Red to move with 1-2-3 on the bottom row wins at once in column 4 (score 22 - 4 = 18).
        LabelledPosition win = SolvedPositionsLabel.solve("152637");
        assertEquals(18, win.score());
        assertEquals(1, win.remainingPlies(), "the win is the next ply");
        assertEquals("begin-easy", GradedSets.setOf(win));
        assertEquals(win, LabelledPosition.parse(win.line()));
        assertTrue(!win.isMistake(3), "the winning column is no mistake");
        SolvedPosition mirrored = win.example(Games.byId("connect-four").orElseThrow(), true);
        assertEquals(1f, mirrored.policy()[3], "column 4 is its own mirror");
        SolvedPosition plain = win.example(Games.byId("connect-four").orElseThrow(), false);
        assertEquals(plain.input()[0], mirrored.input()[6 * 6], "column 1 seen in the mirror is column 7");
        IllegalArgumentException bad = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> LabelledPosition.parse("4455 0 1 2"));
        assertTrue(bad.getMessage().contains("7 column scores"), bad.getMessage());
    }

    @Test
    void selfPlayGamesGiveVisitSharesAndResultsAsTargets() {
        MlpNet net;
        try (NetTrainer t = new NetTrainer(new int[] {8}, 1e-3f, 8, 2)) {
            net = t.toNet();
        }
        TrainingParams plan = new TrainingParams(
                TrainingParams.SupervisedParams.DEFAULT,
                new TrainingParams.SelfPlayParams(2, new TrainingParams.MctsParams(16, 1.5, 1.0, 4), 1),
                new TrainingParams.LearningParams(2, 8, 1e-3f),
                new TrainingParams.ArenaParams(2, 0.55),
                1,
                2,
                false,
                TrainingBudget.NONE,
                3);
        List<SelfPlayExample> examples = SelfPlay.selfPlayGame(net, plan, 42);
        assertTrue(examples.size() >= 14 && examples.size() % 2 == 0, "a game's positions and their mirrors");
        for (SelfPlayExample e : examples) {
            float sum = 0;
            for (float x : e.policy()) {
                sum += x;
            }
            assertEquals(1f, sum, 1e-5, "visit shares");
            assertTrue(e.value() == -1 || e.value() == 0 || e.value() == 1);
        }
        // The first position's mover is red, the second's yellow: one result, seen from both sides.
        assertEquals(0f, examples.get(0).value() + examples.get(2).value());
        List<SelfPlayExample> again = SelfPlay.selfPlayGame(net, plan, 42);
        assertEquals(examples.size(), again.size(), "seeded");
        for (int i = 0; i < examples.size(); i++) {
            org.junit.jupiter.api.Assertions.assertArrayEquals(
                    examples.get(i).policy(), again.get(i).policy(), "seeded");
        }
    }

    private static List<State> randomPositions(SplitMix64 rng, int count) {
        List<State> out = new ArrayList<>();
        int[] moves = new int[7];
        while (out.size() < count) {
            State s = Games.byId("connect-four").orElseThrow().newInitialState("start");
            int stones = rng.nextInt(30);
            while (s.moveCount() < stones && !s.isTerminal()) {
                s.play(moves[rng.nextInt(s.legalMoves(moves))]);
            }
            if (!s.isTerminal()) {
                out.add(s);
            }
        }
        return out;
    }
}
