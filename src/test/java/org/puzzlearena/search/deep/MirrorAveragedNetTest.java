package org.puzzlearena.search.deep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;

/**
 * The network as the players read it is as symmetric as the game: a position and its mirror image
 * get the same value and mirrored priors, which the plain network alone does not give; and its
 * answer is the mean of the plain network's two answers.
 */
class MirrorAveragedNetTest {

    private final Game game = Games.byId("connect-four").orElseThrow();
    private final MirrorAveragedNet net = new MirrorAveragedNet(Networks.connectFour());

    @Test
    void aPositionAndItsMirrorImageGetTheSameAnswerMirrored() {
        SplitMix64 rng = new SplitMix64(3);
        int plainDiffers = 0;
        for (int k = 0; k < 200; k++) {
            StringBuilder line = new StringBuilder();
            StringBuilder mirror = new StringBuilder();
            State s = game.newInitialState("start");
            State m = game.newInitialState("start");
            int[] moves = new int[7];
            int stones = rng.nextInt(30);
            for (int i = 0; i < stones && !s.isTerminal(); i++) {
                int col = moves[rng.nextInt(s.legalMoves(moves))];
                s.play(col);
                m.play(6 - col);
                line.append(col + 1);
                mirror.append(7 - col);
            }
            if (s.isTerminal()) {
                continue;
            }
            float[] a = net.outputs(s);
            float[] b = net.outputs(m);
            assertEquals(a[7], b[7], "value of " + line + " and of its mirror " + mirror);
            for (int c = 0; c < 7; c++) {
                assertEquals(a[c], b[6 - c], "logit of column " + (c + 1) + " at " + line);
            }
            float[] plainA = new float[8];
            float[] plainB = new float[8];
            net.plain().forward(s, plainA);
            net.plain().forward(m, plainB);
            if (plainA[7] != plainB[7]) {
                plainDiffers++;
            }
            assertEquals((plainA[7] + (double) plainB[7]) / 2, a[7], 1e-6, "the mean of the two values");
        }
        assertNotEquals(0, plainDiffers, "the plain network alone is not symmetric, so the average matters");
    }

    @Test
    void itsPriorsAreTheSoftmaxOfTheAveragedLogitsOverTheLegalMoves() {
        State s = game.newInitialState("start");
        for (int col : new int[] {3, 3, 3, 3, 3, 3, 2}) {
            s.play(col); // column 4 full
        }
        int[] moves = new int[7];
        int n = s.legalMoves(moves);
        PolicyValueNet.Evaluation e = net.evaluate(s, moves, n);
        assertEquals(6, e.priors().length);
        double sum = 0;
        for (float p : e.priors()) {
            sum += p;
        }
        assertEquals(1.0, sum, 1e-6);
        float[] out = net.outputs(s);
        assertArrayEquals(MlpNet.priors(ConnectFourTensor.VIEW, out, moves, n), e.priors());
        assertEquals(out[7], e.value());
    }

    @Test
    void oneReadingGivesThePositionsOwnPassBesideTheAverage() {
        State s = game.newInitialState("start");
        for (int col : new int[] {3, 2, 4, 4}) {
            s.play(col);
        }
        MirrorAveragedNet.Reading reading = net.read(s);
        float[] plain = new float[8];
        net.plain().forward(s, plain);
        assertArrayEquals(plain, reading.own(), "the raw outputs the browser's parity test compares");
        assertArrayEquals(net.outputs(s), reading.averaged());
        assertNotEquals(plain[7], reading.averaged()[7], "this position and its mirror image differ");
    }
}
