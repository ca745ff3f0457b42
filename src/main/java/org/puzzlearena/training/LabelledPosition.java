package org.puzzlearena.training;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;

/**
 * A Connect Four position with the exact solver's verdict, as one line of a dataset file: its moves
 * from the empty board (columns 1-7), its score and each column's score from the side to move in the
 * solver's convention ({@code x} for a full column), e.g. {@code 4455 2 -3 2 1 2 -1 -2 -4}. Files of
 * these lines are the supervised stage's data and the graded position sets: labelling is the
 * expensive part (seconds a position early in a game), so it is done once and kept.
 */
public record LabelledPosition(String moves, int score, int[] moveScores) {

    /** A full column's entry in {@link #moveScores()}. */
    public static final int ILLEGAL = SolvedPosition.ILLEGAL;

    /** The solver's largest score on 7x6 (a win with the winner's fourth stone). */
    private static final int WIN_BASE = 22;

    public LabelledPosition {
        moveScores = moveScores.clone();
    }

    public int stones() {
        return moves.length();
    }

    /** Each column's score (a copy), {@link #ILLEGAL} for a full one. */
    @Override
    public int[] moveScores() {
        return moveScores.clone();
    }

    /**
     * How many more plies the game lasts when both sides play perfectly (the winner as fast as it can,
     * the loser as long as it can): the remaining depth that makes a position easy or hard to read.
     */
    public int remainingPlies() {
        int p = stones();
        if (score == 0) {
            return 42 - p;
        }
        // The side to move has p / 2 stones (rounded down); the opponent the rest.
        if (score > 0) {
            int winnerStones = WIN_BASE - score;
            return 2 * (winnerStones - p / 2) - 1;
        }
        int winnerStones = WIN_BASE + score;
        return 2 * (winnerStones - (p + 1) / 2);
    }

    /** Whether playing column {@code c} (0-6) loses against the best move's outcome (win > draw > loss). */
    public boolean isMistake(int c) {
        return moveScores[c] == ILLEGAL || Integer.signum(moveScores[c]) < Integer.signum(score);
    }

    /** The position itself, replayed by the rules. */
    public State state(Game game) {
        ReplayResult r = Replay.moves(game, MoveStrings.START, MoveStrings.split(moves, game.maxGameLength() + 1));
        if (!(r instanceof ReplayResult.Valid v)) {
            throw new IllegalArgumentException("not a position: '" + moves + "'");
        }
        return v.finalState();
    }

    /**
     * The training example: value the solved outcome, policy the optimal moves shared equally: those
     * whose outcome (win, draw or loss) is the best one's, the distinction the mistake rate grades.
     */
    public SolvedPosition example(Game game) {
        return example(game, false);
    }

    /** As {@link #example(Game)}, or its mirror image (Connect Four is left-right symmetric). */
    public SolvedPosition example(Game game, boolean mirrored) {
        float[] input = new float[ConnectFourTensor.INPUTS];
        ConnectFourTensor.VIEW.encode(state(game), input);
        int[] outcomes = new int[ConnectFourTensor.OUTPUTS];
        float[] policy = new float[ConnectFourTensor.OUTPUTS];
        int optimal = 0;
        for (int c = 0; c < outcomes.length; c++) {
            outcomes[c] = moveScores[c] == ILLEGAL ? ILLEGAL : Integer.signum(moveScores[c]);
            if (moveScores[c] != ILLEGAL && Integer.signum(moveScores[c]) == Integer.signum(score)) {
                policy[c] = 1;
                optimal++;
            }
        }
        for (int c = 0; c < policy.length; c++) {
            policy[c] /= optimal;
        }
        if (mirrored) {
            input = ConnectFourTensor.VIEW.mirrorInput(input);
            policy = ConnectFourTensor.VIEW.mirrorOutputs(policy);
            outcomes = mirror(outcomes);
        }
        return new SolvedPosition(input, policy, Integer.signum(score), outcomes);
    }

    /**
     * Value-only examples of the positions one move away, which the solver settled on the way: the
     * child of a move scoring s is worth -sign(s) to its side to move. Their policy target is empty
     * (all zeros), so they teach the value head without saying anything about moves. Finished games
     * are left out: the search never asks the network about them.
     */
    public List<SolvedPosition> childValueExamples(Game game) {
        List<SolvedPosition> out = new ArrayList<>();
        State s = state(game);
        for (int c = 0; c < moveScores.length; c++) {
            if (moveScores[c] == ILLEGAL) {
                continue;
            }
            State child = s.copy();
            child.play(c);
            if (child.isTerminal()) {
                continue;
            }
            float[] input = new float[ConnectFourTensor.INPUTS];
            ConnectFourTensor.VIEW.encode(child, input);
            int[] none = new int[ConnectFourTensor.OUTPUTS];
            Arrays.fill(none, ILLEGAL);
            float value = -Integer.signum(moveScores[c]);
            out.add(new SolvedPosition(input, new float[ConnectFourTensor.OUTPUTS], value, none));
            out.add(new SolvedPosition(
                    ConnectFourTensor.VIEW.mirrorInput(input), new float[ConnectFourTensor.OUTPUTS], value, none));
        }
        return out;
    }

    private static int[] mirror(int[] a) {
        int[] m = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            m[i] = a[a.length - 1 - i];
        }
        return m;
    }

    /** The dataset line. */
    public String line() {
        StringBuilder b =
                new StringBuilder(moves.isEmpty() ? "-" : moves).append(' ').append(score);
        for (int s : moveScores) {
            b.append(' ').append(s == ILLEGAL ? "x" : Integer.toString(s));
        }
        return b.toString();
    }

    /** @throws IllegalArgumentException naming what is wrong with a line that is not a labelled position */
    public static LabelledPosition parse(String line) {
        String[] f = line.trim().split("\\s+");
        if (f.length != 2 + ConnectFourTensor.OUTPUTS) {
            throw new IllegalArgumentException("expected the moves, the score and " + ConnectFourTensor.OUTPUTS
                    + " column scores, not '" + line + "'");
        }
        String moves = f[0].equals("-") ? "" : f[0];
        if (!moves.chars().allMatch(ch -> ch >= '1' && ch <= '7')) {
            throw new IllegalArgumentException("moves are columns 1-7, not '" + f[0] + "'");
        }
        try {
            int[] scores = new int[ConnectFourTensor.OUTPUTS];
            for (int c = 0; c < scores.length; c++) {
                scores[c] = f[2 + c].equals("x") ? ILLEGAL : Integer.parseInt(f[2 + c]);
            }
            return new LabelledPosition(moves, Integer.parseInt(f[1]), scores);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("scores are whole numbers or x, not '" + line + "'");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LabelledPosition p
                && p.moves.equals(moves)
                && p.score == score
                && Arrays.equals(p.moveScores, moveScores);
    }

    @Override
    public int hashCode() {
        return moves.hashCode() * 31 + score;
    }

    @Override
    public String toString() {
        return line();
    }
}
