package org.puzzlearena.search.deep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.rules.connectfour.Bitboard;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;

/** The network's forward pass and its file format, on a small net with known weights. */
class MlpNetTest {

    /** A random net with one hidden layer of {@code hidden}. */
    static MlpNet random(int hidden, long seed) {
        SplitMix64 rng = new SplitMix64(seed);
        int in = ConnectFourTensor.INPUTS;
        return new MlpNet(
                "connect-four",
                new int[] {in, hidden},
                new float[][] {floats(rng, in * hidden)},
                new float[][] {floats(rng, hidden)},
                floats(rng, hidden * ConnectFourTensor.OUTPUTS),
                floats(rng, ConnectFourTensor.OUTPUTS),
                floats(rng, hidden),
                0.1f);
    }

    private static float[] floats(SplitMix64 rng, int n) {
        float[] a = new float[n];
        for (int i = 0; i < n; i++) {
            a[i] = (float) (rng.nextDouble() - 0.5);
        }
        return a;
    }

    @Test
    void theForwardPassIsTheLayersAsWritten() {
        // One hidden unit that counts the side to move's stones; the value is tanh(unit * 0.5 + 0.1).
        int in = ConnectFourTensor.INPUTS;
        float[] w = new float[in];
        for (int i = 0; i < Bitboard.CELLS; i++) {
            w[i] = 1f; // the first plane: the side to move's stones
        }
        float[] policy = new float[ConnectFourTensor.OUTPUTS];
        policy[3] = 2f; // column 4's logit grows with the unit
        MlpNet net = new MlpNet(
                "connect-four",
                new int[] {in, 1},
                new float[][] {w},
                new float[][] {{0f}},
                policy,
                new float[ConnectFourTensor.OUTPUTS],
                new float[] {0.5f},
                0.1f);
        State s = connectFour("445"); // the second player to move has one stone
        float[] out = new float[ConnectFourTensor.OUTPUTS + 1];
        net.forward(s, out);
        assertEquals(2f, out[3], 1e-6, "column 4's logit: 2 * one stone");
        assertEquals(0f, out[0], 1e-6);
        assertEquals(Math.tanh(0.6), out[ConnectFourTensor.OUTPUTS], 1e-6);
    }

    @Test
    void priorsCoverOnlyTheLegalMovesAndSumToOne() {
        MlpNet net = random(16, 5);
        State s = connectFour("444444"); // column 4 is full
        int[] moves = new int[7];
        int n = s.legalMoves(moves);
        assertEquals(6, n);
        PolicyValueNet.Evaluation e = net.evaluate(s, moves, n);
        assertEquals(6, e.priors().length);
        double sum = 0;
        for (float p : e.priors()) {
            assertTrue(p > 0);
            sum += p;
        }
        assertEquals(1.0, sum, 1e-5);
        assertTrue(e.value() > -1 && e.value() < 1);
    }

    @Test
    void aWrittenNetReadsBackToTheSameNumbers() {
        MlpNet net = random(32, 9);
        MlpNet back = MlpNet.read(net.write());
        assertEquals(net.parameters(), back.parameters());
        assertEquals(ConnectFourTensor.INPUTS * 32 + 32 + 32 * 7 + 7 + 32 + 1, net.parameters());
        for (String position : new String[] {"", "4", "4455", "1234567123"}) {
            float[] a = new float[8];
            float[] b = new float[8];
            net.forward(connectFour(position), a);
            back.forward(connectFour(position), b);
            assertArrayEquals(a, b, position);
        }
    }

    @Test
    void aTextThatIsNotANetworkIsRefusedWithTheReason() {
        var e = assertThrows(IllegalArgumentException.class, () -> MlpNet.read("hello\nworld"));
        assertTrue(e.getMessage().contains("not a network"), e.getMessage());
        String truncated = random(8, 1).write().lines().limit(5).reduce("", (x, y) -> x + y + "\n");
        assertThrows(IllegalArgumentException.class, () -> MlpNet.read(truncated));
    }

    private static State connectFour(String columns) {
        return Games.byId("connect-four").orElseThrow().newInitialState(MoveStrings.instanceId(columns));
    }
}
