package org.puzzlearena.training;

import java.util.List;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;
import org.puzzlearena.search.deep.MlpNet;

/**
 * How often a network alone (its highest prior among the legal moves) plays a mistake on solved
 * positions: a move whose solved outcome (win, draw, loss) is worse than the best move's, the
 * measure AlphaZero.jl reports for Connect Four.
 */
public final class Grading {

    private Grading() {}

    /** The share of {@code positions} where the network's move is a mistake, from 0 to 1. */
    public static double mistakeRate(MlpNet net, List<SolvedPosition> positions) {
        float[] out = new float[ConnectFourTensor.OUTPUTS + 1];
        int mistakes = 0;
        for (SolvedPosition p : positions) {
            net.forward(p.input(), out);
            int best = -1;
            for (int c = 0; c < ConnectFourTensor.OUTPUTS; c++) {
                if (p.outcomes()[c] != SolvedPosition.ILLEGAL && (best < 0 || out[c] > out[best])) {
                    best = c;
                }
            }
            if (p.isMistake(best)) {
                mistakes++;
            }
        }
        return positions.isEmpty() ? 0 : (double) mistakes / positions.size();
    }
}
