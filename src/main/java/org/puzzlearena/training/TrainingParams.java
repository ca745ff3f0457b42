package org.puzzlearena.training;

import java.util.Arrays;
import java.util.Objects;

/**
 * Every setting of training with its default, in one place. The self-play stage follows AlphaZero's
 * loop in three parts: the games the best network plays against itself ({@link SelfPlayParams},
 * searching with {@link MctsParams}), how a candidate learns from the last generations' games
 * ({@link LearningParams}), and the match that decides whether it replaces the best ({@link
 * ArenaParams}); the supervised stage before it ({@link SupervisedParams}) learns the exact solver's
 * answers. {@code bin/arena train} parses its options into these records, so the defaults here are
 * its defaults.
 *
 * @param generations self-play generations to run (each: games, training, arena)
 * @param window how many generations' games a candidate trains on
 * @param childValues whether the labelled positions bring the positions one move away, scored by the
 *     solver too, as value examples (both stages)
 * @param budget when a stage stops early: supervised training at its next check, self-play after
 *     the generation running
 * @param seed every random choice of both stages derives from it
 */
public record TrainingParams(
        SupervisedParams supervised,
        SelfPlayParams selfPlay,
        LearningParams learning,
        ArenaParams arena,
        int generations,
        int window,
        boolean childValues,
        TrainingBudget budget,
        long seed) {

    public static final TrainingParams DEFAULT = new TrainingParams(
            SupervisedParams.DEFAULT,
            SelfPlayParams.DEFAULT,
            LearningParams.SELF_PLAY,
            ArenaParams.DEFAULT,
            10,
            4,
            false,
            TrainingBudget.NONE,
            1);

    /**
     * PUCT's settings in self-play and in the arena.
     *
     * @param simulations per move
     * @param cPuct PUCT's exploration constant
     * @param noiseAlpha the Dirichlet noise's alpha at the root in self-play
     * @param temperaturePlies self-play draws its moves by visits for this many plies, then plays the
     *     most visited
     */
    public record MctsParams(int simulations, double cPuct, double noiseAlpha, int temperaturePlies) {

        public static final MctsParams DEFAULT = new MctsParams(100, 1.5, 1.0, 10);
    }

    /**
     * The games of one self-play generation.
     *
     * @param games played by the best network against itself per generation
     * @param threads the games (and the arena's) played at once
     */
    public record SelfPlayParams(int games, MctsParams mcts, int threads) {

        public static final SelfPlayParams DEFAULT =
                new SelfPlayParams(200, MctsParams.DEFAULT, Runtime.getRuntime().availableProcessors());
    }

    /**
     * Gradient steps on random batches with Adam.
     *
     * @param steps per stage (supervised) or per candidate (self-play)
     * @param batch examples per step
     */
    public record LearningParams(int steps, int batch, float learningRate) {

        /** From a fresh network: many steps at a higher rate (the held-out loss picks the best step). */
        public static final LearningParams SUPERVISED = new LearningParams(20_000, 256, 1e-3f);

        /** From the best network: a short, gentler refinement per generation. */
        public static final LearningParams SELF_PLAY = new LearningParams(500, 256, 3e-4f);
    }

    /**
     * The match of a candidate against the best network (no noise; the self-play search's simulations
     * and exploration constant), from varied two-ply openings with both colours.
     *
     * @param games the match's games
     * @param threshold the candidate replaces the best when its score (a win 1, a draw 1/2) is above it
     */
    public record ArenaParams(int games, double threshold) {

        public static final ArenaParams DEFAULT = new ArenaParams(98, 0.55);
    }

    /**
     * The solver-labelled positions the supervised stage labels itself when given no data files.
     *
     * @param positions how many
     * @param minStones fewest stones on the board
     * @param maxStones most stones on the board
     * @param solveMillis a position the solver does not settle within this is skipped
     */
    public record LabellingParams(int positions, int minStones, int maxStones, long solveMillis) {

        public static final LabellingParams DEFAULT = new LabellingParams(20_000, 6, 30, 200);
    }

    /**
     * The supervised stage: a fresh network of {@code hidden} layer sizes learns the solver's answers.
     *
     * @param hidden the hidden layers' sizes, input side first
     */
    public record SupervisedParams(int[] hidden, LearningParams learning, LabellingParams labelling) {

        public static final SupervisedParams DEFAULT =
                new SupervisedParams(new int[] {128, 128}, LearningParams.SUPERVISED, LabellingParams.DEFAULT);

        public SupervisedParams {
            hidden = hidden.clone();
        }

        @Override
        public int[] hidden() {
            return hidden.clone();
        }

        // Parameters are values: two with the same layer sizes are equal, as with every other field.
        @Override
        public boolean equals(Object o) {
            return o instanceof SupervisedParams p
                    && Arrays.equals(hidden, p.hidden)
                    && learning.equals(p.learning)
                    && labelling.equals(p.labelling);
        }

        @Override
        public int hashCode() {
            return Objects.hash(Arrays.hashCode(hidden), learning, labelling);
        }

        @Override
        public String toString() {
            return "SupervisedParams[hidden=" + Arrays.toString(hidden) + ", learning=" + learning + ", labelling="
                    + labelling + "]";
        }
    }
}
