package org.puzzlearena.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Games;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.deep.BoardEncoding;
import org.puzzlearena.search.deep.MlpNet;
import org.puzzlearena.search.deep.NetPlayer;
import org.puzzlearena.search.deep.Puct;
import org.puzzlearena.search.twoplayer.Player;

/**
 * Training for real, small: DJL (PyTorch on the CPU, offline) learns solver-labelled positions for
 * a few steps; its loss falls; the weights copied into the platform's own network give DJL's outputs;
 * the saved network loads and plays legal moves, alone and guiding PUCT.
 */
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
                float[] input = new float[BoardEncoding.INPUTS];
                BoardEncoding.encode(s, input);
                float[] djl = trainer.forward(input);
                float[] ours = new float[BoardEncoding.OUTPUTS + 1];
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
