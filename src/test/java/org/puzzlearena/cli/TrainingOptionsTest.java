package org.puzzlearena.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.puzzlearena.cli.command.CliArgs;
import org.puzzlearena.training.TrainingBudget;
import org.puzzlearena.training.TrainingParams;
import org.puzzlearena.training.TrainingParams.ArenaParams;
import org.puzzlearena.training.TrainingParams.LabellingParams;
import org.puzzlearena.training.TrainingParams.LearningParams;
import org.puzzlearena.training.TrainingParams.MctsParams;
import org.puzzlearena.training.TrainingParams.SelfPlayParams;

/** bin/arena train's options land in the training parameters; what is not given keeps its default. */
class TrainingOptionsTest {

    private static TrainingParams parse(boolean selfPlay, String... args) {
        return TrainingOptions.parse(CliArgs.parse(args, 0, TrainingOptions.VALUED, TrainingOptions.FLAGS), selfPlay);
    }

    @Test
    void noOptionsMeanTheDefaultsOfEitherStage() {
        assertEquals(TrainingParams.DEFAULT, parse(false));
        assertEquals(TrainingParams.DEFAULT, parse(true));
        assertArrayEquals(
                new int[] {128, 128}, TrainingParams.DEFAULT.supervised().hidden());
        assertEquals(
                new LearningParams(20_000, 256, 1e-3f),
                TrainingParams.DEFAULT.supervised().learning());
        assertEquals(new LearningParams(500, 256, 3e-4f), TrainingParams.DEFAULT.learning());
        assertEquals(new ArenaParams(98, 0.55), TrainingParams.DEFAULT.arena());
    }

    @Test
    void theSupervisedStagesOptionsFillItsParameters() {
        TrainingParams p = parse(
                false,
                "--hidden",
                "16,8",
                "--steps",
                "30",
                "--batch",
                "32",
                "--lr",
                "0.01",
                "--positions",
                "40",
                "--stones",
                "10-20",
                "--solve-ms",
                "50",
                "--seed",
                "7",
                "--cpu-seconds",
                "60",
                "--child-values");
        assertArrayEquals(new int[] {16, 8}, p.supervised().hidden());
        assertEquals(new LearningParams(30, 32, 0.01f), p.supervised().learning());
        assertEquals(new LabellingParams(40, 10, 20, 50), p.supervised().labelling());
        assertEquals(7, p.seed());
        assertEquals(new TrainingBudget(60, true), p.budget());
        assertEquals(true, p.childValues());
        assertEquals(TrainingParams.DEFAULT.learning(), p.learning(), "self-play's learning untouched");
    }

    @Test
    void theSelfPlayStagesOptionsFillItsParameters() {
        TrainingParams p = parse(
                true,
                "--generations",
                "3",
                "--games",
                "12",
                "--sims",
                "40",
                "--c",
                "2",
                "--alpha",
                "0.3",
                "--temperature-plies",
                "6",
                "--threads",
                "2",
                "--steps",
                "0",
                "--batch",
                "64",
                "--lr",
                "0.0001",
                "--gate-games",
                "10",
                "--gate-score",
                "0.6",
                "--window",
                "2",
                "--seconds",
                "90");
        assertEquals(new SelfPlayParams(12, new MctsParams(40, 2, 0.3, 6), 2), p.selfPlay());
        assertEquals(new LearningParams(0, 64, 1e-4f), p.learning());
        assertEquals(new ArenaParams(10, 0.6), p.arena());
        assertEquals(3, p.generations());
        assertEquals(2, p.window());
        assertEquals(new TrainingBudget(90, false), p.budget());
        assertEquals(TrainingParams.DEFAULT.supervised(), p.supervised(), "the supervised stage's untouched");
    }

    @Test
    void valuesNoTrainingCouldUseAreRefusedNamingTheOption() {
        assertEquals(
                "--steps must be from 1 to 100000000, got 0",
                assertThrows(CliArgs.UsageException.class, () -> parse(false, "--steps", "0"))
                        .getMessage());
        assertEquals(
                "--hidden: each layer from 1 to 4096 units",
                assertThrows(CliArgs.UsageException.class, () -> parse(false, "--hidden", "0"))
                        .getMessage());
        assertEquals(
                "--cpu-seconds or --seconds: one time budget, not both",
                assertThrows(CliArgs.UsageException.class, () -> parse(true, "--seconds", "1", "--cpu-seconds", "1"))
                        .getMessage());
    }
}
